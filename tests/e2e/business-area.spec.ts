import { expect, expectAccessible, test } from "./fixtures";
import { forgiveExpected404, leave, logIn, signUpBusiness, snap, unique } from "./people";

// The demo business owns the first photography listing (seeded id 25).
const OWNED = 25;

test("the owner edits the listing's details, couples see them, another business gets 404 @mobile", async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  await logIn(page, "business@saath.example", "Business!2027");
  await expect(page).toHaveURL(/\/business$/);
  await expect(page.getByText(/Your listing is \d+% complete/).first()).toBeVisible();
  await expect(page.getByRole("img", { name: /Page views of .* per week/ }).first()).toBeVisible();
  await expectAccessible(page);
  await snap(page, "business-area");

  await page
    .getByRole("link", { name: /^Edit listing/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/business/listings/${OWNED}$`));
  await expect(page.getByRole("heading", { level: 1, name: /^Edit / })).toBeVisible();
  await page.getByLabel("Postcode").fill("");
  await page.getByRole("button", { name: "Save listing" }).click();
  await expect(
    page.getByText("Please enter the postcode, so couples can find you by distance"),
  ).toBeVisible();
  await page.getByLabel("Postcode").fill("LS8 5AA");
  const price = String(1000 + Math.floor(Math.random() * 900));
  await page.getByLabel(/^Prices from/).fill(price);
  await page.getByRole("checkbox", { name: "Gujarati" }).check();
  await expectAccessible(page);
  await snap(page, "listing-edit");
  await page.getByRole("button", { name: "Save listing" }).click();
  await expect(page.getByText("Listing saved", { exact: true })).toBeVisible();

  await page.goto(`/vendor/${OWNED}`);
  const facts = page.getByRole("region", { name: "Good to know" });
  await expect(facts).toContainText(`£${Number(price).toLocaleString("en-GB")}`);
  await expect(facts).toContainText("Gujarati");

  await leave(page);
  await signUpBusiness(page, unique("other-business"));
  expect((await page.goto(`/business/listings/${OWNED}`))?.status()).toBe(404);
  forgiveExpected404(consoleErrors);
});

test("the owner uploads photos, picks the cover, and couples see it on the card and the page", async ({
  page,
}) => {
  test.slow();
  const sharp = (await import("sharp")).default;
  const photo = async (colour: string, withGps = false) => {
    const image = sharp({
      create: { width: 640, height: 480, channels: 3, background: colour },
    }).jpeg();
    return (
      withGps
        ? image.withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "53/1 48/1 0/1" } })
        : image
    ).toBuffer();
  };
  await logIn(page, "business@saath.example", "Business!2027");
  await expect(page).toHaveURL(/\/business$/);
  await page.goto(`/business/listings/${OWNED}`);
  await page.getByLabel("Add photos").setInputFiles([
    { name: "gps.jpg", mimeType: "image/jpeg", buffer: await photo("#8a1c3c", true) },
    { name: "two.jpg", mimeType: "image/jpeg", buffer: await photo("#d99a1e") },
    { name: "three.jpg", mimeType: "image/jpeg", buffer: await photo("#2f6b4f") },
  ]);
  await page.getByLabel("Describe the photos").fill("Bride and groom at the mandap");
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(page.getByText("Photos updated", { exact: true })).toBeVisible();
  const photos = page.getByRole("region", { name: "Photos" }).getByRole("listitem");
  await expect(photos).toHaveCount(3);
  const image = (n: number) => photos.nth(n).getByRole("img");
  const [a, , c] = await Promise.all([0, 1, 2].map((n) => image(n).getAttribute("src")));
  // Each step waits for the order it makes: c first, then a moved after b.
  await page.getByRole("button", { name: /^Make cover\W+photo 3$/ }).click();
  await expect(image(0)).toHaveAttribute("src", c as string);
  await page.getByRole("button", { name: /^Later\W+photo 2$/ }).click();
  await expect(image(2)).toHaveAttribute("src", a as string);
  const cover = c;
  expect(cover).toMatch(/^\/uploads\/vendors\/[a-f0-9]{20}-400\.webp$/);
  await expectAccessible(page);
  await snap(page, "listing-photos");

  await page.goto(`/vendor/${OWNED}`);
  const lead = page.locator("article img").first();
  await expect(lead).toHaveAttribute("src", (cover as string).replace("-400.", "-800."));
  await expect(lead).toHaveAttribute("srcset", /-400\.webp 400w/);
  await expect(page.getByRole("region", { name: "Gallery" }).getByRole("img")).toHaveCount(3);
  await page.goto("/category/photography-videography");
  await expect(
    page.locator(`img[src="${(cover as string).replace("-400.", "-800.")}"]`).first(),
  ).toBeVisible();
  // The location is gone from what is served.
  const served = await page.request.get((cover as string).replace("-400.", "-1600."));
  const metadata = await sharp(await served.body()).metadata();
  expect(metadata.exif).toBeUndefined();
});
