import type { Locator, Page } from "@playwright/test";
import { uniqueEmail as unique } from "../factories/unique";
import {
  expect,
  expectAccessible,
  expectLinkTo,
  expectToast,
  fillLabelled,
  startSignUp,
  test,
} from "./fixtures";
import { signUpCoupleWith } from "./world";

const nextYear = () => `${new Date().getFullYear() + 1}-06-14`;
const PASSWORD = "Wedding!2027";

async function logIn(page: Page, email: string, password: string, path = "/login") {
  await page.goto(path);
  await fillLabelled(page, { Email: email, Password: password });
  await page.getByRole("button", { name: "Log in" }).click();
}

async function logOutFromDropdown(page: Page) {
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
}

/**
 * A new couple through the sign-up form's post (world.ts), signed in in the page's browser;
 * with `open`, the page then opens it. The wizard's own pages are the first journey's.
 */
async function signUpCouple(page: Page, email: string, open?: string) {
  await signUpCoupleWith(page.request, {
    email,
    password: PASSWORD,
    name: "Asha Patel",
    events: ["Mehndi"],
    weddingDate: nextYear(),
  });
  if (open) {
    await page.goto(open);
    await expect(page).toHaveURL(new RegExp(`${open}$`));
  }
}

/** A settings card's submit: presses `button`, then waits for `message` to show in the card. */
function submitter(card: Locator, button: string) {
  return async (message: string) => {
    await card.getByRole("button", { name: button }).click();
    await expect(card.getByText(message)).toBeVisible();
  };
}

/** The newest link to `email` in the development outbox that contains `part`. */
async function linkFromDevMail(page: Page, email: string, part: string) {
  await page.goto("/dev/mail");
  const message = page.getByTestId("dev-mail-message").filter({ hasText: email }).first();
  await expect(message).toBeVisible();
  const href = await message.locator(`a[href*="${part}"]`).first().getAttribute("href");
  expect(href).toBeTruthy();
  return new URL(href ?? "").pathname + new URL(href ?? "").search;
}

test("a couple signs up through the wizard and lands on the dashboard logged in @mobile", async ({
  page,
}) => {
  // A long journey of many pages: more time than one page needs, never a retry.
  test.slow();
  const email = unique("couple");
  await page.goto("/register");
  await expectLinkTo(page, "Log in", "/login");
  await expectAccessible(page);
  await page.getByRole("button", { name: /Sign up as a Couple/ }).click();
  await expect(page.getByRole("list", { name: "Step 1 of 2" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute(
    "target",
    "_blank",
  );

  // The rules show next to the fields, before anything is sent.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("First name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(
    page.getByText("You must accept the terms and conditions to continue"),
  ).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("weakpass1!");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Password must contain at least one uppercase letter")).toBeVisible();
  await expectAccessible(page);

  await page.getByPlaceholder("Partner 1 Full Name").fill("Asha Patel");
  await fillLabelled(page, { Email: email, Password: PASSWORD });
  await page.getByRole("checkbox").check();
  // Enter in a field moves on (it never triggers the back arrow).
  await page.getByLabel("Email", { exact: true }).press("Enter");
  await expect(page.getByRole("heading", { name: "Wedding Details" })).toBeVisible();
  await expect(page.getByLabel("Wedding date", { exact: true })).toHaveAttribute(
    "min",
    /^\d{4}-\d{2}-\d{2}$/,
  );
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please select your wedding date")).toBeVisible();

  // Back keeps what was typed.
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Wedding date", { exact: true }).fill(nextYear());
  await page.getByLabel("Event 1").fill("Mehndi");
  await page.getByLabel("Reception (optional)").fill("Evening reception");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("confirm-email-banner")).toBeVisible();

  // The banner is sent in its place at the top of the page (a finished Suspense boundary,
  // `<!--$-->`), not outlined and revealed by a script after the content below it.
  const html = await (await page.request.get("/vendors")).text();
  expect(html).toMatch(/<main[^>]*><!--\$--><div[^>]*data-testid="confirm-email-banner"/);
});

test("a business signs up, lands on the dashboard, and later logs in to /business", async ({
  page,
}) => {
  // A long journey of many pages: more time than one page needs, never a retry.
  test.slow();
  const email = unique("business");
  await startSignUp(page, "Business", { name: "Meera Kapoor", email, password: PASSWORD });
  await expect(page.getByRole("heading", { name: "Business Details" })).toBeVisible();
  await page.getByRole("button", { name: "Create Business Account" }).click();
  await expect(page.getByText("Business name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please select a business type")).toBeVisible();
  await page.getByLabel("Business name", { exact: true }).fill("Kapoor Catering");
  await page.getByLabel("Business type", { exact: true }).selectOption("Catering");
  await expect(page.getByLabel("Business type", { exact: true }).locator("option")).toHaveCount(16);
  await page.getByRole("button", { name: "Create Business Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await logOutFromDropdown(page);
  // The message shows for about 300 ms: a recorder in the page notes it, rather than a poll
  // from here racing it on a busy machine.
  await page.addInitScript(() => {
    const seen = () => document.body?.innerText.includes("Redirecting to dashboard...");
    new MutationObserver(() => {
      if (seen()) document.documentElement.dataset.sawRedirecting = "true";
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/business$/);
  await expect(page.locator("html")).toHaveAttribute("data-saw-redirecting", "true");
  await expect(page.getByText("Kapoor Catering")).toBeVisible();
  await expectAccessible(page);
});

test("log in remembers the page, and a wrong password says so @mobile", async ({ page }) => {
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?returnUrl=\/account$/);
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await expectAccessible(page);

  // Spec §5: the password rules at log-in, said once a password has failed (decision 056).
  // (Another address: the couple's own allows five tries a minute, and both projects run this.)
  await fillLabelled(page, { Email: unique("weak"), Password: "abc" });
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

  await fillLabelled(page, { Email: "couple@saath.example", Password: "Wrong!2027" });
  await page.getByRole("button", { name: "Log in" }).click();
  // This answer breaks no rule: the rule's message goes, the failure stays.
  await expect(page.getByText("Password must be at least 8 characters")).toHaveCount(0);
  await expect(
    page.getByRole("alert").filter({ hasText: "Invalid email or password." }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel("Password", { exact: true }).fill("Couple!2027");
  await page.getByLabel("Password", { exact: true }).press("Enter");
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();

  // Logged in, /login says so and moves straight on. The message shows for about 300 ms, so
  // it is read from the page the server sends rather than raced in the browser.
  const login = await page.request.get("/login");
  expect(await login.text()).toContain("Redirecting to dashboard...");
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the admin hint appears for an admin e-mail and sends the ordinary reset e-mail", async ({
  page,
}) => {
  await page.goto("/login");
  await expect(page.getByTestId("admin-hint")).toHaveCount(0);
  await page.getByLabel("Email", { exact: true }).fill("admin@saath.example");
  await expect(page.getByTestId("admin-hint")).toBeVisible();
  await page.getByRole("button", { name: "Reset Admin Password" }).click();
  await expectToast(page, "Reset Email Sent");
});

test("an unconfirmed account is asked to confirm; resend works once per 60 seconds, and the link confirms", async ({
  page,
}) => {
  // A long journey of many pages: more time than one page needs, never a retry.
  test.slow();
  const email = unique("confirm");
  await signUpCouple(page, email, "/dashboard");
  const banner = page.getByTestId("confirm-email-banner");
  await expect(banner).toContainText("Please confirm your email address");
  await banner.getByRole("button", { name: "Resend confirmation email" }).click();
  await expectToast(page, "Confirmation email sent");
  await banner.getByRole("button", { name: "Resend confirmation email" }).click();
  await expectToast(page, "You can only request a new email every 60 seconds.");

  const link = await linkFromDevMail(page, email, "/api/auth/verify-email");
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("confirm-email-banner")).toHaveCount(0);
});

test("forgot password → e-mailed link → new password → log in", async ({ page }) => {
  // A long journey of many pages: more time than one page needs, never a retry.
  test.slow();
  const email = unique("forgot");
  await signUpCouple(page, email, "/dashboard");
  await logOutFromDropdown(page);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email", { exact: true }).fill("not an email");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
  await expectAccessible(page);

  const link = await linkFromDevMail(page, email, "/reset-password?token=");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set New Password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("abc");
  await page.getByLabel("Confirm new password", { exact: true }).fill("abc");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("Renewed!2027");
  await page.getByLabel("Confirm new password", { exact: true }).fill("Renewed!2028");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password", { exact: true }).fill("Renewed!2027");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByRole("heading", { name: "Password updated" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  await expectLinkTo(page, "Request New Reset", "/forgot-password");

  await logIn(page, email, "Renewed!2027");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("account settings change the password and the e-mail @mobile", async ({ page }) => {
  // A long journey of many pages: more time than one page needs, never a retry.
  test.slow();
  const email = unique("settings");
  const newEmail = unique("moved");
  await signUpCouple(page, email);
  await page.goto("/account");
  await expectAccessible(page);

  const passwordCard = page.getByRole("region", { name: "Change password" });
  const updatePassword = submitter(passwordCard, "Update Password");
  await passwordCard.getByRole("button", { name: "Update Password" }).click();
  await expect(passwordCard.getByText("Please fill in all required fields").first()).toBeVisible();
  await fillLabelled(passwordCard, {
    "Current password": PASSWORD,
    "New password": "Changed!2027",
    "Confirm new password": "Changed!2028",
  });
  await updatePassword("Your new password and confirmation don't match");
  await passwordCard.getByLabel("Confirm new password", { exact: true }).fill("Changed!2027");
  await updatePassword("Your password has been changed.");

  const emailCard = page.getByRole("region", { name: "Change email" });
  const updateEmail = submitter(emailCard, "Update Email");
  await fillLabelled(emailCard, { "New email": newEmail, "Current password": "Wrong!2027" });
  await updateEmail("Could not update email. Please check your password and try again.");
  await emailCard.getByLabel("Current password", { exact: true }).fill("Changed!2027");
  await updateEmail("Confirmation email sent to");

  const link = await linkFromDevMail(page, newEmail, "/api/auth/verify-email");
  await page.goto(link);
  await expect(page).toHaveURL(/\/account\?emailChanged=1$/);
  await expect(page.getByText("Your email address has been updated.")).toBeVisible();
  await expect(page.getByText(newEmail).first()).toBeVisible();
});

test("logout from the mobile menu always ends on the home page @mobile", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "the mobile menu only exists at 390 px");
  await logIn(page, "couple@saath.example", "Couple!2027");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?returnUrl=\/profile$/);
});

test("guards: visitors log in first, couples and businesses are kept out of the admin pages", async ({
  page,
}) => {
  // A long journey of many pages: more time than one page needs, never a retry.
  test.slow();
  for (const path of ["/profile", "/business", "/admin", "/admin/profile"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?returnUrl=${path}$`));
  }

  await logIn(page, "couple@saath.example", "Couple!2027");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, "You need administrator privileges to access this page.");
  await page.goto("/admin/profile");
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole("button", { name: /Account menu/ }).click();
  await expect(page.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await logOutFromDropdown(page);

  await logIn(page, "business@saath.example", "Business!2027");
  await expect(page).toHaveURL(/\/business$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOutFromDropdown(page);
});

test("the main admin lands on /admin with the user list and reaches Admin Profile Settings", async ({
  page,
}) => {
  await logIn(page, "admin@saath.example", "Admin!2027");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  // The main admin's Users tab lists every account.
  await page.getByRole("tab", { name: /^Users/ }).click();
  await expect(page.getByRole("tab", { name: /^Users/ })).toHaveAttribute("aria-selected", "true");
  await expect(
    page.getByTestId("admin-user").filter({ hasText: "couple@saath.example" }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: /Account menu/ }).click();
  await expect(page.getByRole("link", { name: "Admin Panel" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.goto("/admin/profile");
  await expect(page.getByRole("heading", { name: "Admin Profile Settings" })).toBeVisible();
  await expectLinkTo(page, "Back to Admin Panel", "/admin");
});
