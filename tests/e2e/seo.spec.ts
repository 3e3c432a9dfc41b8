import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The page's `og:image` is a 1200×630 JPEG this server draws. */
async function expectShareJpeg(page: Page, request: APIRequestContext, path: RegExp) {
  const og = (name: string) => page.locator(`meta[property="${name}"]`).getAttribute("content");
  const src = (await og("og:image")) ?? "";
  expect(new URL(src).pathname).toMatch(path);
  expect(await og("og:image:type")).toBe("image/jpeg");
  expect([await og("og:image:width"), await og("og:image:height")]).toEqual(["1200", "630"]);
  expect(await og("og:image:alt")).toBeTruthy();
  const picture = await request.get(new URL(src).pathname);
  expect(picture.status()).toBe(200);
  expect(picture.headers()["content-type"]).toBe("image/jpeg");
  // JPEG's SOF0/SOF2 frame header carries the size: height then width, two bytes each.
  const bytes = await picture.body();
  const sof = bytes.findIndex(
    (b, i) => b === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2),
  );
  expect([bytes.readUInt16BE(sof + 7), bytes.readUInt16BE(sof + 5)]).toEqual([1200, 630]);
}

test("a vendor page shares its own picture and describes the business for search engines", async ({
  page,
  request,
}) => {
  // Rivaaj Caterers, 184 Leeds Road, Manningham, Bradford BD1 4LG (demo data).
  await page.goto("/vendor/22");
  await expectShareJpeg(page, request, /^\/art\/v2\/og\/vendor\/catering\/22\.jpg$/);
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
  const business = blocks.find((block) => block["@type"] === "LocalBusiness");
  expect(business["@id"]).toMatch(/^http:\/\/localhost:\d+\/vendor\/22#business$/);
  // The centre of the BD1 4 sector (resources/uk-postcodes), not the door.
  expect(business.geo).toEqual({
    "@type": "GeoCoordinates",
    latitude: 53.7978,
    longitude: -1.7518,
  });
  for (const image of business.image)
    expect(image).toMatch(/^http:\/\/localhost:\d+\/.+\.(jpg|webp)$/);
  expect(business.address).toEqual({
    "@type": "PostalAddress",
    streetAddress: "184 Leeds Road, Manningham",
    addressLocality: "Bradford",
    postalCode: "BD1 4LG",
    addressCountry: "GB",
  });
  expect(business.priceRange).toBe("From £3,125");
  expect(blocks.some((block) => block["@type"] === "BreadcrumbList")).toBe(true);
  // A description that fits a search result, cut at a sentence.
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description?.length).toBeLessThanOrEqual(160);
  expect(description).toMatch(/\.$/);
});

test("a blog post shares its own picture as an article", async ({ page, request }) => {
  await page.goto("/blog/1");
  await expectShareJpeg(page, request, /^\/art\/v2\/og\/post\/1\.jpg$/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
    "content",
    /^\d{4}-\d{2}-\d{2}$/,
  );
});
