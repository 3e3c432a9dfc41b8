import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectToast, fillLabelled, test } from "./fixtures";
import { PASSWORD, snap, unique } from "./people";
import { newListing, signUpBusinessWith, signUpCoupleWith } from "./world";

/**
 * Issue 31 (decision 042): new couples and businesses keep their place, and a phone-first
 * couple. Every journey runs at 1280 px and, tagged @mobile, at 390 px.
 */

const YEAR = new Date().getFullYear() + 1;
const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;
const toast = (page: Page) => page.getByTestId("toast");

/** A link from the newest e-mail in /dev/mail that holds `text` and a link with `part`. */
async function linkFromDevMail(page: Page, text: string, part: string) {
  await page.goto("/dev/mail");
  const message = page.getByTestId("dev-mail-message").filter({ hasText: text }).first();
  await expect(message).toBeVisible();
  const href = (await message.locator(`a[href*="${part}"]`).first().getAttribute("href")) ?? "";
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

test("a visitor hearts a vendor, signs up in both steps, confirms the e-mail and is back on it, shortlisted @mobile", async ({
  page,
}) => {
  test.slow();
  const listing = await newListing();
  const email = unique("heart");
  await page.goto(listing.path);
  await expect(page.getByRole("heading", { level: 1, name: listing.name })).toBeVisible();
  await page.getByRole("link", { name: `Shortlist ${listing.name} (log in required)` }).click();
  // The spec's log-in address, unchanged: the heart is handed over in the navigation.
  await expect(page).toHaveURL(/\/login\?returnUrl=\/vendor\/\d+$/);
  await expectToast(page, "Login Required");

  // From log-in to sign-up: the place goes along, the log-in toast does not.
  await page.getByRole("main").getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/signup\?returnUrl=\/vendor\/\d+&next=shortlist%3A\d+$/);
  await expect(toast(page)).toHaveCount(0);
  await page.getByRole("button", { name: /Sign up as a Couple/ }).click();
  await page.getByPlaceholder("Partner 1 Full Name").fill("Asha Patel");
  await fillLabelled(page, { Email: email, Password: PASSWORD });
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Wedding Details" })).toBeVisible();
  await expect(toast(page)).toHaveCount(0);
  await page.getByLabel("Wedding date", { exact: true }).fill(`${YEAR}-08-14`);
  await page.getByLabel("Event 1").fill("Mehndi");
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(new RegExp(`${listing.path}$`));
  await expectToast(page, "Account created", `${listing.name} is on your shortlist.`);
  const heart = page.getByRole("button", { name: `Shortlist ${listing.name}`, exact: true });
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expectAccessible(page);
  await snap(page, "keep-place-back-on-vendor", "view");

  // The confirmation link signs them in again and brings them back to the same vendor.
  const link = await linkFromDevMail(page, email, "/api/auth/verify-email");
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`${listing.path}$`));
  await expectToast(page, "Email confirmed", `${listing.name} is on your shortlist.`);
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("confirm-email-banner")).toHaveCount(0);
});

test("a visitor fills Add Business, signs up as a business and finds the listing pending on /business @mobile", async ({
  page,
}) => {
  test.slow();
  const name = `Thali House ${crypto.randomUUID().slice(0, 8)}`;
  await page.goto("/add-business/catering");
  const form = page.getByRole("form", { name: "Add your business manually" });
  await fillLabelled(form, {
    "Business name": name,
    Location: "Leicester",
    Description: "Gujarati thalis for 100 to 600 guests.",
    "Business email": "hello@thali.example",
  });
  await form.getByRole("button", { name: "Submit Business" }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=\/add-business\/catering$/);
  await expectToast(page, "Login required");

  await page.getByRole("main").getByRole("link", { name: "Sign up" }).click();
  await expect(page.getByText(`We've kept your listing ${name}.`)).toBeVisible();
  await expectAccessible(page);
  await snap(page, "keep-place-signup-kept-listing");
  await page.getByRole("button", { name: /Sign up as a Business/ }).click();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("hello@thali.example");
  await page.getByPlaceholder("Contact Person Name").fill("Meera Shah");
  await fillLabelled(page, { Email: unique("thali"), Password: PASSWORD });
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Continue" }).click();
  // Nothing to type again: the name and the type (from the category) are filled in.
  await expect(page.getByLabel("Business name", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel("Business type", { exact: true })).toHaveValue("Catering");
  await page.getByRole("button", { name: "Create Business Account" }).click();

  await expect(page).toHaveURL(/\/business$/);
  await expectToast(page, `${name} has been submitted`);
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText("Pending review (1-2 business days)").first()).toBeVisible();
  await expectAccessible(page);
});

test("a claimant with the listing's e-mail claims it with a code and edits it at once @mobile", async ({
  page,
}) => {
  test.slow();
  const listing = await newListing();
  await signUpBusinessWith(page.request);
  await page.goto(listing.path);
  await page.getByRole("button", { name: "Claim this Business" }).click();
  const dialog = page.getByRole("dialog", { name: "Claim this Business" });
  const byCode = dialog.getByRole("link", {
    name: "Claim at once with a code sent to the listing's e-mail",
  });
  await expect(byCode).toBeVisible();
  await expectAccessible(page);
  await snap(page, "claim-dialog-code-offer", "view");
  await byCode.click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Claim ${listing.name} with a code` }),
  ).toBeVisible();
  await expectAccessible(page);
  await snap(page, "claim-code-ask");
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expectToast(page, "Code sent");
  await expect(page.getByLabel("Code from the e-mail")).toBeVisible();
  await expectAccessible(page);
  await snap(page, "claim-code-enter");

  // Nothing of this page still on its way when the next one opens.
  await page.waitForLoadState("networkidle");
  await page.goto("/dev/mail");
  const message = page
    .getByTestId("dev-mail-message")
    .filter({ hasText: `Your code to claim ${listing.name}` })
    .first();
  const code = ((await message.innerText()).match(/\b(\d{6})\b/) ?? [])[1] ?? "";
  expect(code).toMatch(/^\d{6}$/);

  await page.goto(`${listing.path}/claim-code`);
  await page.getByLabel("Code from the e-mail").fill(code);
  await page.getByRole("button", { name: "Claim with this code" }).click();
  await expect(page).toHaveURL(new RegExp(`/business/listings/${listing.id}$`));
  await expectToast(page, "Claim approved");

  await page.getByLabel("Postcode", { exact: true }).fill("LE4 5AS");
  await page.getByLabel("Description", { exact: true }).fill("Now run by its owner.");
  await page.getByRole("button", { name: "Save listing" }).click();
  await expectToast(page, /Listing (saved|sent for review)/);
});

test("a new couple dates their events from the dashboard @mobile", async ({ page }) => {
  await signUpCoupleWith(page.request, {
    events: ["Mehndi", "Sangeet"],
    weddingDate: `${YEAR}-08-14`,
  });
  await page.goto("/dashboard");
  const form = page.getByRole("region", { name: "When and where is each event?" });
  await expect(form).toBeVisible();
  await expectAccessible(page);
  await snap(page, "dashboard-event-dates", form);
  const mehndi = form.getByRole("group", { name: "Mehndi" });
  await mehndi.getByLabel("Date").fill(`${YEAR}-08-12`);
  await mehndi.getByLabel(/^Place/).fill("Belgrave Hall, Leicester");
  await form.getByRole("group", { name: "Sangeet" }).getByLabel("Date").fill(`${YEAR}-08-13`);
  await form.getByRole("button", { name: "Save dates" }).click();
  await expectToast(page, "Dates saved");
  await expect(form).toHaveCount(0);
  const card = page.getByRole("region", { name: "Mehndi" });
  await expect(card).toContainText("12 August");
  await expect(card).toContainText("Belgrave Hall, Leicester");
});

test("the vendor page keeps the heart and Contact Business at the bottom of a phone's screen @mobile", async ({
  page,
}) => {
  const listing = await newListing();
  await page.goto(listing.path);
  const contact = page.getByRole("link", { name: "Contact Business" });
  const heart = page.getByRole("link", { name: `Shortlist ${listing.name} (log in required)` });
  const position = (locator: typeof contact) =>
    locator.evaluate((element) => getComputedStyle(element).position);
  if (!isNarrow(page)) {
    await expect.poll(() => position(contact)).not.toBe("fixed");
    return;
  }
  // However far down the page is read, both stay on screen, at the bottom.
  await page.mouse.wheel(0, 1500);
  await expect(contact).toBeInViewport();
  await expect(heart).toBeInViewport();
  expect(await position(contact)).toBe("fixed");
  await expectAccessible(page);
  await snap(page, "vendor-sticky-bar", "view");
  // It is the page's own button: a visitor is sent to log in, then to the enquiry form.
  await contact.click();
  await expect(page).toHaveURL(/\/login\?returnUrl=\/vendor\/\d+\/enquire$/);
  await expectToast(page, "Please login to contact vendors");
});

test("the signed-in menu holds the couple's dashboard sections, and Open menu tapped while a page loads stays open @mobile", async ({
  page,
}) => {
  await signUpCoupleWith(page.request);
  await page.goto("/vendors");
  if (isNarrow(page)) {
    // Hold the next page's data so the tap lands while it loads.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/blog.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Blog" }).first().click();
    await page.getByRole("button", { name: "Open menu" }).click();
    release();
    await expect(page).toHaveURL(/\/blog$/);
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    for (const name of ["Dashboard", "Events", "Shortlist", "Enquiries", "Guests"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expectAccessible(page);
    await snap(page, "menu-sections", "view");
    await menu.getByRole("link", { name: "Guests", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/guests$/);
    await expect(menu).toHaveCount(0);
  } else {
    await page.getByRole("button", { name: /account menu/i }).click();
    const menu = page.locator("#account-menu");
    for (const name of ["Dashboard", "Events", "Shortlist", "Enquiries", "Guests"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expectAccessible(page);
    await snap(page, "menu-sections", "view");
  }
});
