import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Shared steps of the e2e journeys: signing people up and in, and the outbox. */

export const PASSWORD = "Journey!2027";

export const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

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
