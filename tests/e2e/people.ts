import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { type Account, DEMO, PASSWORD, type Role, roleState, signInWith } from "./world";

export { DEMO, PASSWORD };

/**
 * Shared steps of the e2e journeys: signing people in, and the outbox. New accounts and
 * listings come from world.ts (the product's own posts); the sign-up wizard's pages have
 * journeys of their own in accounts.spec.ts and events.spec.ts.
 */

/** A fresh e-mail address (tests/factories/unique.ts). */
export { uniqueEmail as unique } from "../factories/unique";

/** Logs in on /login (or `path`, which may carry a returnUrl). */
export async function logIn(page: Page, email: string, password: string, path = "/login") {
  await page.goto(path);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Forgets the session, as logging out does. */
export async function leave(page: Page) {
  await page.context().clearCookies();
}

/** The newest outbox e-mail to `to` with this subject, from /dev/mail (enabled in e2e). */
export async function latestEmail(page: Page, to: string, subject: string | RegExp) {
  await page.goto("/dev/mail");
  const message = page
    .getByTestId("dev-mail-message")
    .filter({ hasText: to })
    .filter({ hasText: subject })
    .first();
  await expect(message).toBeVisible();
  return message;
}

/** A page answered 404 on purpose: the browser logs it, which is not a fault. */
export function forgiveExpected404(consoleErrors: string[]) {
  const index = consoleErrors.findIndex((text) => text.includes("status of 404"));
  expect(index, "the 404 response was logged").toBeGreaterThanOrEqual(0);
  consoleErrors.splice(index, 1);
}

/**
 * A full-page screenshot into screenshots/ when SCREENSHOTS is set (looked at by hand). `view`
 * takes only what is on screen (a modal viewer), `part` only that element.
 */
export async function snap(page: Page, name: string, only?: "view" | Locator) {
  if (!process.env.SCREENSHOTS) return;
  const width = page.viewportSize()?.width ?? 0;
  const path = `screenshots/${name}-${width}.png`;
  if (only && only !== "view") await only.screenshot({ path });
  else await page.screenshot({ path, fullPage: only !== "view" });
}

/**
 * Signs in without the form. A demo role (`"couple"`, `"business"`, `"admin"`) gets the
 * worker's session for that role (one post to the /login action per worker, its cookies copied
 * into this page's browser context: world.ts `roleState`); any other account posts the /login
 * action (its validation, rate limits and session cookie, as the form's post gets) in the page's
 * own browser context. With `landing`, /login must send the signed-in account there (it sends
 * one where logging in does, `destinationFor`): its answer names the place (the refresh for
 * browsers without JavaScript; with it, the page moves on after about 300 ms), and the page
 * opens it. For journeys that need someone signed in; the log-in form and its move to the
 * landing page have journeys of their own in accounts.spec.ts.
 */
export async function loginAs(page: Page, who: Role | Account, landing?: RegExp) {
  const account = typeof who === "string" ? DEMO[who] : who;
  if (typeof who === "string") {
    await page.context().addCookies((await roleState(who)).cookies);
  } else {
    await signInWith(page.request, who);
  }
  const cookies = await page.context().cookies();
  expect(
    cookies.some((cookie) => cookie.name.endsWith("better-auth.session_token")),
    `session cookie for ${account.email}`,
  ).toBe(true);
  if (landing) {
    const login = await (await page.request.get("/login")).text();
    expect(login, `/login for ${account.email}`).toContain("Redirecting to dashboard...");
    const to = login.match(/http-equiv="refresh" content="0;url=([^"]+)"/)?.[1] ?? "";
    expect(to, `where /login sends ${account.email}`).toMatch(landing);
    await page.goto(to);
    await expect(page).toHaveURL(landing);
  }
}
