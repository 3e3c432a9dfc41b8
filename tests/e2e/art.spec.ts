import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { snap } from "./people";

/** Loads every picture on the page (lazy ones too) and returns the card pictures' sources. */
async function loadPictures(page: Page, selector: string) {
  await page.evaluate(() => {
    for (const img of document.images) {
      img.loading = "eager";
      img.decoding = "sync";
    }
  });
  const pictures = page.locator(selector);
  await expect(pictures.first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].every((img) => img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true);
  // Scrolled past once, so a full-page screenshot paints every picture.
  await page.evaluate(async () => {
    for (const img of document.querySelectorAll("main img")) {
      img.scrollIntoView();
      await new Promise(requestAnimationFrame);
    }
    window.scrollTo(0, 0);
  });
  return pictures.evaluateAll((images) =>
    images.map((img) => (img as HTMLImageElement).currentSrc),
  );
}

for (const path of ["/category/catering", "/vendors"]) {
  test(`no two vendor pictures on ${path} are the same @mobile`, async ({ page }) => {
    await page.goto(path);
    const sources = await loadPictures(page, "article img");
    expect(sources.length).toBeGreaterThan(4);
    expect(new Set(sources).size).toBe(sources.length);
    for (const src of sources)
      expect(src).toMatch(/\/art\/v2\/vendor\/[a-z-]+\/\d+-0-(400|800)\.webp$/);
    const alts = await page
      .locator("article img")
      .evaluateAll((images) => images.map((img) => img.getAttribute("alt") ?? ""));
    for (const alt of alts) expect(alt).toMatch(/^Illustration for .+: /);
    await expectAccessible(page);
    await snap(page, `art${path.replaceAll("/", "-")}`);
  });
}

test("a venue's card gallery and its page show pictures of their own @mobile", async ({ page }) => {
  await page.goto("/category/venues");
  const card = page.locator("article").first();
  const cover = await card.locator("img").getAttribute("src");
  await card.getByRole("button", { name: /View Gallery/ }).click();
  const gallery = card.getByRole("region", { name: /gallery/ });
  const seen = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const img = gallery.locator("img");
    await expect(img).toHaveJSProperty("complete", true);
    seen.add((await img.getAttribute("src")) ?? "");
    await gallery.getByRole("button", { name: "Next image" }).click();
  }
  expect(seen.size).toBe(3);
  expect(seen.has(cover ?? "")).toBe(false);
  await expectAccessible(page);
  await loadPictures(page, "article img");
  await snap(page, "art-category-venues");

  await card.locator("h3 a").click();
  await expect(page).toHaveURL(/\/vendor\/\d+$/);
  await expect(page.getByRole("heading", { name: "Gallery" })).toBeVisible();
  const sources = await loadPictures(page, "main img");
  expect(sources.length).toBe(4); // the cover and three gallery pictures
  expect(new Set(sources).size).toBe(4);
  await expect(page.getByRole("heading", { name: "Gallery" })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "art-venue-page");
});

test("the home page and inspiration show drawn pictures, and headings use the display face @mobile", async ({
  page,
}) => {
  await page.goto("/");
  await loadPictures(page, "main img");
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('700 32px "Playfair Display"')))
    .toBe(true);
  const family = await page
    .getByRole("heading", { level: 1 })
    .evaluate((h) => getComputedStyle(h).fontFamily);
  expect(family).toMatch(/^"Playfair Display"/);
  await snap(page, "art-home");

  await page.goto("/inspiration");
  const sources = await loadPictures(page, "main img");
  expect(new Set(sources).size).toBe(sources.length);
  for (const src of sources) expect(src).toMatch(/\/art\/v2\/idea\/[a-z-]+-(400|800)\.webp$/);
  await expectAccessible(page);
  await snap(page, "art-inspiration");
});
