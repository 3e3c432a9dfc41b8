import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, openPage, test } from "./fixtures";
import { snap } from "./people";

// Issue 15: on a phone a vendor card is a short row (about half the old 600 px tile): picture,
// name, area, rating and the two actions, the contact details one tap away. Issue 12: the first
// row's pictures load at once, the first ahead of the rest. Tests tagged @mobile also run at 390 px.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 640;

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not rendered");
  return box;
}

const LISTS = [
  { path: "/vendors", heading: "Find Wedding Vendors" },
  { path: "/category/catering", heading: "Browse Caterers" },
  { path: "/category/venues", heading: "Browse Venues" },
  { path: "/vendors?postcode=LE4%205LN&radius=10", heading: "Find Wedding Vendors" },
];

for (const { path, heading } of LISTS) {
  test(`the cards on ${path} are short rows on a phone and tiles on a desktop @mobile`, async ({
    page,
  }) => {
    await openPage(page, path, heading);
    const cards = page.locator("article");
    await expect(cards.first()).toBeVisible();
    for (const index of [0, 1, 2]) {
      const card = cards.nth(index);
      const picture = await boxOf(card.locator("img").first());
      const name = await boxOf(card.getByRole("heading", { level: 3 }));
      const height = (await boxOf(card)).height;
      if (isPhone(page)) {
        // The picture sits beside the name, and the whole card is about half the old tile.
        expect(picture.x + picture.width).toBeLessThanOrEqual(name.x);
        expect(picture.width).toBeLessThanOrEqual(140);
        expect(height).toBeLessThanOrEqual(320);
      } else {
        // The desktop tile: the picture above the name, across the card.
        expect(picture.y + picture.height).toBeLessThanOrEqual(name.y);
        expect(height).toBeGreaterThan(450);
      }
      await expect(card.getByRole("link", { name: /^View Profile/ })).toBeVisible();
      // A visitor's heart is a link to log in.
      await expect(
        card.getByRole("link", { name: /^Shortlist .* \(log in required\)$/ }),
      ).toBeVisible();
    }
    // Nothing sticks out sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectAccessible(page);
    await snap(page, `cards${path.replace(/[/?=&%]+/g, "-")}`, "view");
  });
}

test("a card's contact details are one tap away @mobile", async ({ page }) => {
  await openPage(page, "/category/catering", "Browse Caterers");
  const card = page.locator("article").first();
  const toggle = card.getByRole("button", { name: "View Contact Details" });
  await expect(card.locator("a[href^='tel:']")).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(card.locator("a[href^='tel:']")).toBeVisible();
  await expect(card.locator("a[href^='mailto:']")).toBeVisible();
  // The open details stay inside the card.
  const cardBox = await boxOf(card);
  const mail = await boxOf(card.locator("a[href^='mailto:']"));
  expect(mail.x + mail.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  await expectAccessible(page);
});

test("the first row's pictures load at once, the first ahead of the rest, the others lazily", async ({
  page,
}) => {
  await openPage(page, "/vendors", "Find Wedding Vendors");
  const pictures = page.locator("article img");
  await expect(pictures.nth(0)).toHaveAttribute("loading", "eager");
  await expect(pictures.nth(0)).toHaveAttribute("fetchpriority", "high");
  await expect(pictures.nth(1)).toHaveAttribute("loading", "eager");
  await expect(pictures.nth(1)).not.toHaveAttribute("fetchpriority", /./);
  await expect(pictures.nth(3)).toHaveAttribute("loading", "lazy");
  for (const n of [0, 3]) {
    await expect(pictures.nth(n)).toHaveAttribute("width", /^\d+$/);
    await expect(pictures.nth(n)).toHaveAttribute("height", /^\d+$/);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a card's contact details and a venue's gallery are the vendor page's, one tap away @mobile", async ({
    page,
  }) => {
    await openPage(page, "/category/venues", "Browse Venues");
    const card = page.locator("article").first();
    const name = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
    await expect(card.getByRole("link", { name: /^View Gallery/ })).toHaveAttribute(
      "href",
      /^\/vendor\/\d+#gallery-heading$/,
    );
    await card.getByRole("link", { name: /^View Contact Details/ }).click();
    await expect(page).toHaveURL(/\/vendor\/\d+#contact-heading$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const contact = page.getByRole("region", { name: "Contact Information" });
    await expect(contact.locator("a[href^='tel:']").first()).toBeVisible();
    await page.goBack();
    await card.getByRole("link", { name: /^View Gallery/ }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Gallery" })).toBeVisible();
  });
});
