import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { uniqueEmail } from "../factories/unique";
import {
  collectConsoleErrors,
  expect,
  expectAccessible,
  expectToast,
  recordToasts,
  test,
} from "./fixtures";
import { newApi, signUpCoupleWith } from "./world";

const PASSWORD = "Shortlist!2027";

function isNarrow(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/**
 * A new couple through the sign-up form's post (world.ts), in `api`'s cookie jar (pass
 * `page.request` to sign the page's browser in). The wizard has journeys of its own
 * (accounts.spec.ts).
 */
async function signUpCouple(api: APIRequestContext, email: string) {
  await signUpCoupleWith(api, { email, password: PASSWORD, weddingDate: "2027-08-14" });
}

/** The e-mail and password fields of the page's own form (not the header's). */
async function fillCredentials(page: Page, email: string) {
  const main = page.getByRole("main");
  await main.getByLabel(/^Email/).fill(email);
  await main.getByLabel(/^Password/).fill(PASSWORD);
}

async function logIn(page: Page, email: string) {
  await fillCredentials(page, email);
  await page.getByRole("button", { name: /^(log ?in|sign ?in)$/i }).click();
}

async function logOut(page: Page) {
  if (isNarrow(page)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Log Out" }).click();
  } else {
    await page.getByRole("button", { name: /account menu/i }).click();
    await page.getByRole("button", { name: "Log out" }).click();
  }
  await expect(page).toHaveURL(/\/$/);
}

/** The vendor cards on a list page, as (name, card) pairs. */
async function cardNames(page: Page, count: number) {
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    names.push(((await cards.nth(index).getByRole("heading").textContent()) ?? "").trim());
  }
  return names;
}

function heart(scope: Page | Locator, vendorName: string) {
  return scope.getByRole("button", { name: `Shortlist ${vendorName}`, exact: true });
}

async function shortlist(page: Page, vendorName: string) {
  const button = heart(page, vendorName).first();
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await button.click();
  // Optimistic: pressed at once, then confirmed by the server's toast.
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await expectToast(page, "Added to Shortlist", vendorName);
}

/** A fresh browser context (no cookies) that still fails the test on console errors. */
async function freshPage(browser: Browser, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ viewport: viewport ?? { width: 1280, height: 800 } });
  const page = await context.newPage();
  await recordToasts(page);
  const errors = collectConsoleErrors(page);
  return { context, page, errors };
}

test("a couple's shortlist follows them to another browser, grouped by category @mobile", async ({
  page,
  browser,
}) => {
  // A long journey (sign-up, three shortlists, a second browser): more than the default 30 s.
  test.setTimeout(90_000);
  const email = uniqueEmail("couple");
  await signUpCouple(page.request, email);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "My Wedding Dashboard" })).toBeVisible();
  await expect(page.getByText("No vendors shortlisted yet")).toBeVisible();
  await expect(
    page.getByText("Browse categories and heart your favorite vendors to add them here"),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Shortlisted Vendors", exact: true }),
  ).toContainText("0 Vendors");
  await expectAccessible(page);

  // Two caterers from the category page…
  await page.goto("/category/catering");
  const [caterer1, caterer2] = await cardNames(page, 2);
  await shortlist(page, caterer1);
  await shortlist(page, caterer2);

  // …and a venue from its own page.
  await page.goto("/category/venues");
  const [venue] = await cardNames(page, 1);
  await page.getByRole("heading", { name: venue }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: venue })).toBeVisible();
  await shortlist(page, venue);

  // Back on the list, the heart remembers.
  await page.goto("/category/catering");
  await expect(heart(page, caterer1)).toHaveAttribute("aria-pressed", "true");

  await logOut(page);

  // Another browser, nothing shared but the account.
  const other = await freshPage(browser, page.viewportSize());
  try {
    const second = other.page;
    await second.goto("/dashboard");
    await expect(second).toHaveURL(/\/login\?returnUrl=\/dashboard/);
    await logIn(second, email);
    await expect(second).toHaveURL(/\/dashboard$/);

    await expect(
      second.getByRole("region", { name: "Shortlisted Vendors", exact: true }),
    ).toContainText("3 Vendors");
    const catererTab = second.getByRole("tab", { name: /Caterers/ });
    const venueTab = second.getByRole("tab", { name: /Venues/ });
    await expect(catererTab).toHaveAttribute("aria-selected", "true");
    await expect(catererTab).toContainText("2");
    await expect(venueTab).toContainText("1");

    const panel = second.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: caterer1 })).toBeVisible();
    await expect(panel.getByRole("heading", { name: caterer2 })).toBeVisible();
    await expectAccessible(second);

    await venueTab.click();
    await expect(venueTab).toHaveAttribute("aria-selected", "true");
    await expect(second.getByRole("tabpanel").getByRole("heading", { name: venue })).toBeVisible();

    // Remove one caterer from the dashboard itself.
    await catererTab.click();
    await heart(second.getByRole("tabpanel"), caterer2).click();
    await expectToast(second, "Removed from Shortlist", caterer2);
    await expect(second.getByRole("tabpanel").getByRole("heading", { name: caterer2 })).toHaveCount(
      0,
    );
    await expect(
      second.getByRole("region", { name: "Shortlisted Vendors", exact: true }),
    ).toContainText("2 Vendors");

    // It stays removed: the server holds the shortlist.
    await second.reload();
    await expect(
      second.getByRole("region", { name: "Shortlisted Vendors", exact: true }),
    ).toContainText("2 Vendors");
    await expect(second.getByRole("tab", { name: /Caterers/ })).toContainText("1");
    await expect(
      second.getByRole("tabpanel").getByRole("heading", { name: caterer1 }),
    ).toBeVisible();
    expect(other.errors, "console errors in the second browser").toEqual([]);
  } finally {
    await other.context.close();
  }
});

test("a visitor clicking a heart is asked to log in and comes back to the same page @mobile", async ({
  page,
}) => {
  // An account made in a cookie jar of its own, so this browser is a plain visitor.
  const email = uniqueEmail("couple");
  const setup = await newApi();
  await signUpCouple(setup, email);
  await setup.dispose();

  await page.goto("/category/photography-videography?rating=4");
  const [name] = await cardNames(page, 1);
  await page
    .getByRole("link", { name: `Shortlist ${name} (log in required)` })
    .first()
    .click();
  await expectToast(page, "Login Required", "Please login to shortlist vendors");
  await expect(page).toHaveURL(
    `/login?returnUrl=/category/photography-videography${encodeURIComponent("?rating=4")}`,
  );

  await logIn(page, email);
  await expect(page).toHaveURL("/category/photography-videography?rating=4");
  await shortlist(page, name);
});

test.describe("without JavaScript", () => {
  test("the heart is a plain form that posts and comes back, shortlisted", async ({ browser }) => {
    const email = uniqueEmail("couple");
    const setup = await newApi();
    await signUpCouple(setup, email);
    const storageState = await setup.storageState();
    await setup.dispose();

    const context = await browser.newContext({ javaScriptEnabled: false, storageState });
    try {
      const page = await context.newPage();
      await page.goto("/category/catering");
      const [name] = await cardNames(page, 1);
      await heart(page, name).click();
      await expect(page).toHaveURL(/\/category\/catering$/);
      await expect(heart(page, name)).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByTestId("toast")).toContainText("Added to Shortlist");
      await expect(page.getByTestId("toast")).toContainText(name);

      await heart(page, name).click();
      await expect(page).toHaveURL(/\/category\/catering$/);
      await expect(heart(page, name)).toHaveAttribute("aria-pressed", "false");
      await expect(page.getByTestId("toast")).toContainText("Removed from Shortlist");
    } finally {
      await context.close();
    }
  });
});
