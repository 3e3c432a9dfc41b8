import type { Locator, Page } from "@playwright/test";
import { CATEGORIES } from "~/features/vendors/categories";
import { buildDemoReviews, demoShownStars } from "~/startup/demo-reviews";
import { buildDemoVendors } from "~/startup/demo-vendors";
import { expect, expectAccessible, openPage, test } from "./fixtures";
import { snap } from "./people";
import { adminApi, expectStatus, newListing, newPendingListing, postForm } from "./world";

// Issue 31, decision 041: a couple can tell where every star comes from, and no star comes from
// the business itself. Every card of /vendors and of every category page is compared with the
// demo data: Saath's own reviews, else Google's rating labelled as Google's, else "New on Saath".

const demo = buildDemoVendors();
const demoReviews = buildDemoReviews(demo);
const expected = new Map(demo.map((vendor) => [vendor.id, demoShownStars(vendor, demoReviews)]));

/** What a card or the vendor page's header says about its stars. */
async function starsOn(scope: Locator) {
  const rating = scope.locator(".rating").first();
  return {
    from: await rating.getAttribute("data-stars"),
    text: ((await rating.textContent()) ?? "").replace(/\s+/g, " ").trim(),
  };
}

const reviews = (count: number) => `(${count} ${count === 1 ? "review" : "reviews"})`;

/** The stars shown for listing `id` are the ones its data allows, never its typed rating. */
function expectHonest(id: number, shown: { from: string | null; text: string }) {
  const want = expected.get(id);
  const where = `listing ${id}: "${shown.text}"`;
  if (!want) {
    // A listing another journey made: whatever it shows says where it comes from.
    expect(["saath", "google", "none"], where).toContain(shown.from);
    if (shown.from === "none") expect(shown.text, where).toBe("New on Saath");
    return;
  }
  expect(shown.from, where).toBe(want.from);
  if (want.from === "none" || want.rating === null) {
    expect(shown.text, where).toBe("New on Saath");
    return;
  }
  const label = want.from === "saath" ? "Reviewed on Saath" : "Rating from Google";
  expect(shown.text, where).toContain(want.rating.toFixed(1));
  expect(shown.text, where).toContain(reviews(want.count));
  expect(shown.text, where).toContain(label);
}

/** Every card on the page, read in one go: its listing's id and what it says about its stars. */
async function checkCards(page: Page) {
  const cards = page.locator("article.vendor-card");
  await expect(cards.first()).toBeVisible();
  const shown = await cards.evaluateAll((articles) =>
    articles.map((article) => {
      const rating = article.querySelector(".rating");
      const link = article.querySelector<HTMLAnchorElement>('a[href^="/vendor/"]');
      return {
        id: Number(link?.getAttribute("href")?.split("/").pop()),
        from: rating?.getAttribute("data-stars") ?? null,
        text: (rating?.textContent ?? "").replace(/\s+/g, " ").trim(),
      };
    }),
  );
  for (const card of shown) expectHonest(card.id, card);
  return shown.map((card) => card.id);
}

test("no card on /vendors or any category page shows stars the business gave itself @mobile", async ({
  page,
}) => {
  test.slow();
  const approvedDemo = demo.filter((vendor) => vendor.approvalStatus === "approved");
  const seen = new Set<number>();
  // Highest rated first, then "New on Saath" by id: every demo listing comes before the ones
  // other journeys add (the CSV upload adds a thousand), so the walk stops once all are seen.
  const unseen = () => approvedDemo.some((vendor) => !seen.has(vendor.id));
  for (let n = 1; n <= 20 && unseen(); n++) {
    await page.goto(`/vendors?page=${n}`);
    const ids = await checkCards(page);
    for (const id of ids) seen.add(id);
    if (ids.length < 24) break;
  }
  // Every demo listing was on a page, so every one was checked.
  for (const vendor of approvedDemo) expect(seen.has(vendor.id), `${vendor.id} listed`).toBe(true);
  const kinds = new Set(approvedDemo.map((vendor) => expected.get(vendor.id)?.from));
  expect([...kinds].sort()).toEqual(["google", "none", "saath"]);

  for (const category of CATEGORIES) {
    await openPage(page, `/category/${category.id}`, `Browse ${category.name}`);
    const ids = await checkCards(page);
    const own = approvedDemo.filter((vendor) => vendor.categoryId === category.id);
    for (const vendor of own) expect(ids).toContain(vendor.id);
  }
});

test("a listing's page shows the same honest stars, each kind once @mobile", async ({ page }) => {
  const approvedDemo = demo.filter((vendor) => vendor.approvalStatus === "approved");
  for (const from of ["saath", "google", "none"] as const) {
    const vendor = approvedDemo.find((v) => expected.get(v.id)?.from === from);
    if (!vendor) throw new Error(`no demo listing with ${from} stars`);
    await openPage(page, `/vendor/${vendor.id}`, vendor.name);
    expectHonest(vendor.id, await starsOn(page.locator("main")));
    if (from === "saath") {
      await expect(page.getByTestId("review-average")).toHaveText(
        (expected.get(vendor.id)?.rating ?? 0).toFixed(1),
      );
      await expect(page.getByText("Verified enquiry").first()).toBeVisible();
    }
    await expectAccessible(page);
    await snap(page, `honest-stars-vendor-${from}`, "view");
  }
});

test("a rating typed by a business or an admin never shows as stars", async ({ page }) => {
  // The admin's Add Business (rating 4 typed) and a business's own (4.5 typed), approved.
  const byAdmin = await newListing({ category: "transport" });
  const byBusiness = await newPendingListing({ category: "transport" });
  const admin = await adminApi();
  try {
    await expectStatus(
      await postForm(admin, "/admin", { intent: "approve", id: byBusiness.id }),
      302,
      "approve",
    );
  } finally {
    await admin.dispose();
  }
  for (const listing of [byAdmin, byBusiness]) {
    await openPage(page, `/vendor/${listing.id}`, listing.name);
    expect(await starsOn(page.locator("main"))).toEqual({ from: "none", text: "New on Saath" });
  }
  // Not at 4 stars and above, not first when sorted by rating.
  await page.goto("/category/transport?rating=4");
  await expect(page.locator("article.vendor-card").first()).toBeVisible();
  const filtered = await page.locator("article.vendor-card h3").allTextContents();
  expect(filtered).not.toContain(byAdmin.name);
  expect(filtered).not.toContain(byBusiness.name);
  await page.goto("/category/transport?sort=rating");
  const first = page.locator("article.vendor-card").first();
  expect((await starsOn(first)).from).not.toBe("none");
});

test("the cards and the FAQ say where stars come from, at both widths @mobile", async ({
  page,
}) => {
  await openPage(page, "/category/photography-videography", "Browse Photographers & Videographers");
  await expect(page.getByText("New on Saath").first()).toBeVisible();
  await expect(page.getByText("Reviewed on Saath").first()).toBeVisible();
  await expect(page.getByText("Rating from Google").first()).toBeVisible();
  await expectAccessible(page);
  await snap(page, "honest-stars-photographers");
  await page.goto("/vendors");
  await expectAccessible(page);
  await snap(page, "honest-stars-vendors", "view");
  await page.goto("/faq#how-reviews-work");
  await page.getByText("Where do the stars on a listing come from?").click();
  await expect(page.getByText(/never from the business itself/)).toBeVisible();
  await expectAccessible(page);
  await snap(
    page,
    "honest-stars-faq",
    page.locator('section[aria-labelledby="how-reviews-work-heading"]'),
  );
});
