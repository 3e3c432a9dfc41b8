import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Shared steps of the e2e journeys: signing people up and in, and the outbox. */

export const PASSWORD = "Journey!2027";

/** A fresh e-mail address (tests/factories/unique.ts). */
export { uniqueEmail as unique } from "../factories/unique";

/** A new couple through the sign-up wizard; ends on /dashboard, logged in. */
export async function signUpCouple(page: Page, email: string, name: string) {
  await page.goto("/signup");
  await page.getByRole("button", { name: /Sign up as a Couple/ }).click();
  await page.getByPlaceholder("Partner 1 Full Name").fill(name);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel(/wedding date/i).fill(`${new Date().getFullYear() + 1}-08-14`);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A new business account; ends on /dashboard, logged in. */
export async function signUpBusiness(page: Page, email: string) {
  await page.goto("/signup");
  await page.getByRole("button", { name: /Sign up as a Business/ }).click();
  await page.getByPlaceholder("Contact Person Name").fill("Meera Kapoor");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Business name", { exact: true }).fill("Kapoor Catering");
  await page.getByLabel("Business type", { exact: true }).selectOption("Catering");
  await page.getByRole("button", { name: "Create Business Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

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

/** The seeded demo accounts (SEED_DEMO_DATA, on in e2e). */
export const DEMO = {
  couple: { email: "couple@saath.example", password: "Couple!2027" },
  business: { email: "business@saath.example", password: "Business!2027" },
  admin: { email: "admin@saath.example", password: "Admin!2027" },
} as const;

type Account = { email: string; password: string };

/**
 * Signs in without the form: one post to the /login action (its validation, rate limits and
 * session cookie, as the form's post gets), in the page's own browser context. With `landing`,
 * then opens /login, which sends a signed-in account where logging in does (`destinationFor`),
 * and expects that URL. For journeys that need someone signed in; the log-in form itself has
 * journeys of its own in accounts.spec.ts.
 */
export async function loginAs(page: Page, who: keyof typeof DEMO | Account, landing?: RegExp) {
  const account = typeof who === "string" ? DEMO[who] : who;
  const origin = new URL(page.url().startsWith("http") ? page.url() : baseUrl()).origin;
  const answer = await page.request.post("/login", {
    form: { intent: "login", email: account.email, password: account.password },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(answer.status(), `log-in of ${account.email}`).toBe(200);
  const cookies = await page.context().cookies();
  expect(
    cookies.some((cookie) => cookie.name.endsWith("better-auth.session_token")),
    `session cookie for ${account.email}`,
  ).toBe(true);
  if (landing) {
    await page.goto("/login");
    await expect(page).toHaveURL(landing);
  }
}

function baseUrl() {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error("playwright.config.ts sets no baseURL");
  return url;
}
