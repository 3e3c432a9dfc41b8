import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, openPage, test } from "./fixtures";
import { snap } from "./people";

// Issue 15: "Sort by" on /vendors and the category pages. Tests tagged @mobile also run at 390 px.

interface Card {
  id: number;
  rating: number;
  reviews: number;
  miles: number | null;
}

/** What each card on the page says, in page order: its id, rating, review count and distance. */
async function cards(page: Page): Promise<Card[]> {
  const items = page.locator('main li:has(a[href^="/vendor/"]):not(li li)');
  await expect(items.first()).toBeVisible();
  return items.evaluateAll((nodes) =>
    nodes.map((node) => {
      const text = node.textContent ?? "";
      const link = node.querySelector<HTMLAnchorElement>('a[href^="/vendor/"]');
      const rating = text.match(/(\d\.\d)\s*out of 5,\s*\((\d+) reviews?\)/);
      const miles = text.match(/Under 1 mile away|([\d.]+) miles? away/);
      return {
        id: Number(link?.getAttribute("href")?.split("/")[2]),
        // "New on Saath" has no stars (decision 041): it sorts after every rated listing.
        rating: rating ? Number(rating[1]) : -1,
        reviews: rating ? Number(rating[2]) : 0,
        miles: miles ? (miles[1] ? Number(miles[1]) : 0.5) : null,
      };
    }),
  );
}

const sortSelect = (page: Page) => page.getByRole("combobox", { name: "Sort by" });

async function optionLabels(select: Locator) {
  return select.locator("option").allTextContents();
}

/** Chooses an order and submits it, as a person would: the select, then Sort. */
async function sortBy(page: Page, label: string) {
  await sortSelect(page).selectOption({ label });
  await page.getByRole("button", { name: "Sort", exact: true }).click();
}

const descending = (values: number[]) => [...values].sort((a, b) => b - a);
const inOrder = (values: number[]) => values.every((value, i) => i === 0 || value <= values[i - 1]);

/**
 * The cards once the new order has arrived: the URL changes as the navigation starts, so the
 * old cards can still be on the page for a moment on a busy machine.
 */
async function cardsWhen(page: Page, ready: (cards: Card[]) => boolean) {
  await expect.poll(async () => ready(await cards(page))).toBe(true);
  return cards(page);
}

test.describe("sort control", () => {
  test("/vendors: highest rated, most reviewed and newest, each in the URL and in order @mobile", async ({
    page,
  }) => {
    await openPage(page, "/vendors", "Find Wedding Vendors");
    const select = sortSelect(page);
    // No search and no postcode: neither best match nor nearest is offered.
    expect(await optionLabels(select)).toEqual(["Highest rated", "Most reviewed", "Newest"]);
    await expect(select).toHaveValue("rating");
    await expectAccessible(page);
    await snap(page, "vendors-sort", "view");

    await sortBy(page, "Most reviewed");
    await expect(page).toHaveURL(/\/vendors\?sort=reviews$/);
    await expect(sortSelect(page)).toHaveValue("reviews");
    const byReviews = await cardsWhen(page, (found) => inOrder(found.map((c) => c.reviews)));
    expect(byReviews.map((c) => c.reviews)).toEqual(descending(byReviews.map((c) => c.reviews)));

    await sortBy(page, "Highest rated");
    await expect(page).toHaveURL(/\/vendors\?sort=rating$/);
    const byRating = await cardsWhen(page, (found) => inOrder(found.map((c) => c.rating)));
    expect(byRating.map((c) => c.rating)).toEqual(descending(byRating.map((c) => c.rating)));
    // Equal ratings: the more reviewed first.
    for (let i = 1; i < byRating.length; i++) {
      if (byRating[i].rating === byRating[i - 1].rating) {
        expect(byRating[i].reviews).toBeLessThanOrEqual(byRating[i - 1].reviews);
      }
    }
    expect(byRating.map((c) => c.id)).not.toEqual(byReviews.map((c) => c.id));

    await sortBy(page, "Newest");
    await expect(page).toHaveURL(/\/vendors\?sort=newest$/);
    await expect(sortSelect(page)).toHaveValue("newest");
    // Cards do not show when a listing was added (sort.int.test.ts checks the exact order).
    const ids = (found: Card[]) => found.map((c) => c.id).join();
    const newest = (
      await cardsWhen(
        page,
        (found) => ids(found) !== ids(byRating) && ids(found) !== ids(byReviews),
      )
    ).map((c) => c.id);
    expect(newest).not.toEqual(byRating.map((c) => c.id));
    expect(newest).not.toEqual(byReviews.map((c) => c.id));
    await expectAccessible(page);
  });

  test("keeps the search and filters, and starts again at page 1", async ({ page }) => {
    await openPage(page, "/vendors?rating=4&page=2", "Find Wedding Vendors");
    await sortBy(page, "Most reviewed");
    await expect(page).toHaveURL(/\/vendors\?rating=4&sort=reviews$/);
    const sorted = await cardsWhen(page, (all) => inOrder(all.map((c) => c.reviews)));
    expect(sorted.every((c) => c.rating >= 4)).toBe(true);
    expect(sorted.map((c) => c.reviews)).toEqual(descending(sorted.map((c) => c.reviews)));
    // Page 2 of the new order keeps it.
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/vendors\?rating=4&sort=reviews&page=2$/);
    await expect(sortSelect(page)).toHaveValue("reviews");

    // A search offers best match, first by default; another order keeps the search.
    await openPage(page, "/vendors?q=leicester", "Find Wedding Vendors");
    expect(await optionLabels(sortSelect(page))).toEqual([
      "Best match",
      "Highest rated",
      "Most reviewed",
      "Newest",
    ]);
    await expect(sortSelect(page)).toHaveValue("relevance");
    await sortBy(page, "Highest rated");
    await expect(page).toHaveURL(/\/vendors\?q=leicester&sort=rating$/);
    await expect(page.locator("#results-heading")).toContainText("for “leicester”");
    const found = await cardsWhen(page, (all) => inOrder(all.map((c) => c.rating)));
    expect(found.map((c) => c.rating)).toEqual(descending(found.map((c) => c.rating)));
  });

  test("a new search from /vendors keeps the traditions and budget filters and starts at page 1", async ({
    page,
  }) => {
    await openPage(
      page,
      "/vendors?lang=Punjabi&faith=Sikh&guests=100&sort=rating&page=2",
      "Find Wedding Vendors",
    );
    const search = page.getByRole("main").getByRole("searchbox", { name: "Search vendors" });
    await search.fill("leicester");
    await search.press("Enter");
    await expect
      .poll(() => new URL(page.url()).search)
      .toBe("?q=leicester&lang=Punjabi&faith=Sikh&guests=100&sort=rating");
    await expect(page.locator("#results-heading")).toContainText("for “leicester”");
  });

  test("with a postcode: nearest first by default, or by rating within the same radius @mobile", async ({
    page,
  }) => {
    await openPage(page, "/vendors?postcode=LE4+5LN&radius=25", "Find Wedding Vendors");
    expect(await optionLabels(sortSelect(page))).toEqual([
      "Nearest",
      "Highest rated",
      "Most reviewed",
      "Newest",
    ]);
    await expect(sortSelect(page)).toHaveValue("distance");
    await expect(page.locator("#results-heading")).toContainText("nearest first");
    const nearest = await cards(page);
    const miles = nearest.map((c) => c.miles ?? Number.NaN);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));

    await sortBy(page, "Highest rated");
    await expect(page).toHaveURL(/\/vendors\?postcode=LE4\+5LN&radius=25&sort=rating$/);
    await expect(page.locator("#results-heading")).toContainText(
      "within 25 miles of LE4 5LN, highest rated first",
    );
    const rated = await cardsWhen(page, (all) => inOrder(all.map((c) => c.rating)));
    expect(rated.map((c) => c.rating)).toEqual(descending(rated.map((c) => c.rating)));
    expect(rated.every((c) => c.miles !== null && c.miles <= 25)).toBe(true);
  });

  test("a category page sorts within its category @mobile", async ({ page }) => {
    await openPage(page, "/category/venues", "Browse Venues");
    const before = await cards(page);
    await sortBy(page, "Most reviewed");
    await expect(page).toHaveURL(/\/category\/venues\?sort=reviews$/);
    const after = await cardsWhen(page, (all) => inOrder(all.map((c) => c.reviews)));
    expect(after.map((c) => c.reviews)).toEqual(descending(after.map((c) => c.reviews)));
    expect(after.map((c) => c.id).sort()).toEqual(before.map((c) => c.id).sort());
    await expectAccessible(page);
    await snap(page, "category-sort", "view");
  });
});

test.describe("sort control without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the plain form sorts the server-rendered page", async ({ page }) => {
    await page.goto("/category/catering?rating=4");
    await sortSelect(page).selectOption({ label: "Most reviewed" });
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await expect(page).toHaveURL(/\/category\/catering\?rating=4&sort=reviews$/);
    const sorted = await cardsWhen(page, (all) => inOrder(all.map((c) => c.reviews)));
    expect(sorted.map((c) => c.reviews)).toEqual(descending(sorted.map((c) => c.reviews)));
    expect(sorted.every((c) => c.rating >= 4)).toBe(true);
  });
});
