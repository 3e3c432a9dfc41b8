import type { APIRequestContext, Page } from "@playwright/test";
import { unique } from "../factories/unique";
import {
  expect,
  expectAccessible,
  expectLinkTo,
  expectToast,
  fillLabelled,
  openPage,
  test,
} from "./fixtures";
import { newApi, newListing, signUpCoupleWith } from "./world";

/**
 * A fresh couple account per test, signed up through the sign-up form's post (world.ts), in
 * `api`'s cookie jar: the demo couple's log-ins are rate limited, and other journeys use it too.
 */
async function signUpCouple(api: APIRequestContext) {
  return signUpCoupleWith(api, { name: "Meera Joshi", events: ["Mehndi"] });
}

async function fillManualForm(page: Page, name: string) {
  await page.getByLabel("Business name").fill(name);
  await page.getByLabel("Location").fill("Leicester");
  await page
    .getByLabel("Description")
    .fill("Live dhol and DJ sets for sangeet nights and receptions.");
  await page.getByLabel("Business email").fill(`hello-${unique()}@example.com`);
}

test("add business: both tabs are accessible and the category comes from the URL @mobile", async ({
  page,
}) => {
  await openPage(page, "/add-business/entertainment", "Add Your Business");
  await expect(page.getByRole("tab", { name: "Manual Entry" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByLabel("Category")).toHaveValue("entertainment");
  await expect(page.getByLabel("Rating")).toHaveValue("4.5");
  await expect(page.getByLabel("Rating").locator("option")).toHaveText([
    "3 stars",
    "3.5 stars",
    "4 stars",
    "4.5 stars",
    "5 stars",
  ]);
  await expectAccessible(page);

  await page.getByRole("tab", { name: "Google Business" }).click();
  await expect(page).toHaveURL(/\/add-business\/entertainment\?tab=google$/);
  await expect(page.getByRole("heading", { name: "How Business Import Works" })).toBeVisible();
  await expect(page.getByText("reviewed within 1-2 business days")).toBeVisible();
  await expectAccessible(page);

  // A direct link opens the import tab.
  await page.goto("/add-business?tab=google");
  await expect(page.getByRole("tab", { name: "Google Business" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});

test("add business: a visitor who submits is asked to log in and comes back to the form @mobile", async ({
  page,
}) => {
  // An account made in a cookie jar of its own, so this browser is a plain visitor.
  const other = await newApi();
  const account = await signUpCouple(other);
  await other.dispose();

  await page.goto("/add-business/entertainment");
  await fillManualForm(page, `Visitor Dhol ${unique()}`);
  await page.getByRole("button", { name: "Submit Business" }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=\/add-business\/entertainment$/);
  await expectToast(page, "Login required", "Please log in or create an account to add a business");

  const main = page.getByRole("main");
  await fillLabelled(main, { Email: account.email, Password: account.password });
  await main.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/add-business\/entertainment$/);
  await expect(page.getByLabel("Category")).toHaveValue("entertainment");
});

test("add business: a logged-in couple's listing is submitted for approval", async ({ page }) => {
  await signUpCouple(page.request);
  await page.goto("/add-business");

  // Empty e-mail: the spec's toast, nothing sent.
  await page.getByLabel("Business name").fill("Half Filled");
  await page.getByRole("button", { name: "Submit Business" }).click();
  await expectToast(page, "Email required");
  await expect(page.getByText("Please select a category")).toBeVisible();

  const name = `Couple Dhol ${unique()}`;
  await fillManualForm(page, name);
  await page.getByLabel("Category").selectOption("entertainment");
  await page.getByRole("button", { name: "Submit Business" }).click();
  await expectToast(
    page,
    "Business submitted for approval",
    "Your business has been submitted and will be reviewed by an administrator.",
  );
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("add business: without a Google key the import offers a basic listing", async ({ page }) => {
  await signUpCouple(page.request);
  await page.goto("/add-business/photo-booth?tab=google");
  await page.getByRole("button", { name: "Import Business" }).click();
  await expectToast(page, "Missing Information", "Please enter both business name and location");

  await page.getByLabel("Business name").fill(`Snap Booth ${unique()}`);
  await page.getByLabel("Location").fill("Birmingham");
  await page.getByRole("button", { name: "Import Business" }).click();
  await expect(page.getByText("No API key provided")).toBeVisible();
  await page.getByRole("button", { name: "Continue with basic listing" }).click();
  await expectToast(page, "Business Submitted");
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** An unowned listing of the test's own (the admin's Add Business), opened at its page. */
async function openUnownedVendor(page: Page, category: string) {
  const listing = await newListing({ category });
  await page.goto(listing.path);
  return listing.path;
}

test("claim: a visitor is asked to log in, and comes back to the vendor @mobile", async ({
  page,
}) => {
  const href = await openUnownedVendor(page, "mehndi-artists");
  await page.getByRole("button", { name: "Claim this Business" }).click();
  const dialog = page.getByRole("dialog", { name: "Claim this Business" });
  await expect(dialog).toBeVisible();
  // Said once, in the dialog: not in a toast as well.
  await expect(dialog.getByText("Authentication required")).toBeVisible();
  await expect(dialog).toContainText("You must be logged in to claim a business");
  await expect(page.getByText("Authentication required")).toHaveCount(1);
  await expectAccessible(page);
  await expectLinkTo(
    dialog,
    "Log in to claim",
    `/login?returnUrl=${encodeURIComponent(href).replaceAll("%2F", "/")}`,
  );
  // A new account comes back to the listing too.
  await expectLinkTo(
    dialog,
    "Create an account",
    `/signup?returnUrl=${encodeURIComponent(href).replaceAll("%2F", "/")}`,
  );
});

test("claim: a logged-in couple claims an unowned vendor", async ({ page }) => {
  await signUpCouple(page.request);
  const href = await openUnownedVendor(page, "bartending");
  await page.getByRole("button", { name: "Claim this Business" }).click();
  const dialog = page.getByRole("dialog", { name: "Claim this Business" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole("button", { name: "Submit Claim" }).click();
  await expectToast(page, "Missing information", "Please fill in all required fields");

  await dialog.getByLabel("Your relationship to the business").fill("Owner");
  await dialog
    .getByLabel("Evidence of ownership")
    .fill("I set up the company; my e-mail is on the website.");
  await dialog.getByLabel("Contact number").fill("0116 496 0123");
  await dialog.getByRole("button", { name: "Submit Claim" }).click();
  await expectToast(page, "Claim submitted", "Your business claim has been submitted for review");
  await expect(dialog).toBeHidden();

  // A vendor with a pending claim is no longer claimable.
  await page.goto(href);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Claim this Business" })).toHaveCount(0);
});
