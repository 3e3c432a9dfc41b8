import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { forgiveExpected404, leave, loginAs, snap } from "./people";
import { newApi, newOwnedListing, signInWith, signUpBusinessWith } from "./world";

/**
 * A new approved photography listing owned by a new business account (world.ts), that owner
 * signed in on `page`, which ends on /business.
 */
async function ownListing(page: Page) {
  const listing = await newOwnedListing();
  await loginAs(page, listing.owner, /\/business$/);
  return listing;
}

/** A new listing of the signed-in owner's own, opened from /business at its edit page. */
async function openOwnListing(page: Page) {
  const listing = await ownListing(page);
  await page
    .getByRole("link", { name: /^Edit listing/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/business/listings/${listing.id}$`));
  return listing;
}

test("the owner edits the listing's details, couples see them, another business gets 404 @mobile", async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  const { id: OWNED } = await ownListing(page);
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
  await signUpBusinessWith(page.request);
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
  const { id: OWNED } = await ownListing(page);
  await page.goto(`/business/listings/${OWNED}`);
  await page.getByLabel("Add photos").setInputFiles([
    { name: "gps.jpg", mimeType: "image/jpeg", buffer: await photo("#8a1c3c", true) },
    { name: "two.jpg", mimeType: "image/jpeg", buffer: await photo("#d99a1e") },
    { name: "three.jpg", mimeType: "image/jpeg", buffer: await photo("#2f6b4f") },
  ]);
  await page.getByLabel("Describe the photos").fill("Bride and groom at the mandap");
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(page.getByText("Photos updated", { exact: true })).toBeVisible();
  const photos = page.getByRole("list", { name: "Your photos" }).getByRole("listitem");
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
  const gallery = page.getByRole("region", { name: "Gallery" });
  await expect(gallery.getByRole("img")).toHaveCount(3);
  await expect(gallery.getByRole("link").first()).toHaveAttribute(
    "href",
    (cover as string).replace("-400.", "-1600."),
  );
  // Newest first: this test's listing leads its category whatever else the directory holds.
  await page.goto("/category/photography-videography?sort=newest");
  await expect(
    page.locator(`img[src="${(cover as string).replace("-400.", "-800.")}"]`).first(),
  ).toBeVisible();
  // The location is gone from what is served.
  const served = await page.request.get((cover as string).replace("-400.", "-1600."));
  const metadata = await sharp(await served.body()).metadata();
  expect(metadata.exif).toBeUndefined();
});

test("photos dropped on the edit page upload one by one, each with its progress and its own result @mobile", async ({
  page,
}) => {
  test.slow();
  const sharp = (await import("sharp")).default;
  // Noise keeps the JPEG large enough that a throttled upload shows its progress for a while.
  const noisy = (width: number) =>
    sharp({
      create: {
        width,
        height: Math.round(width * 0.75),
        channels: 3,
        background: "#b33a3a",
        noise: { type: "gaussian", mean: 120, sigma: 40 },
      },
    })
      .jpeg({ quality: 92 })
      .toBuffer();
  const files = [
    { name: "mandap.jpg", type: "image/jpeg", data: (await noisy(1000)).toString("base64") },
    { name: "sangeet.jpg", type: "image/jpeg", data: (await noisy(600)).toString("base64") },
    {
      name: "menu.jpg",
      type: "image/jpeg",
      data: Buffer.from("not a photo, only words").toString("base64"),
    },
  ];
  await openOwnListing(page);

  const zone = page.getByTestId("photo-drop-zone");
  await expect(zone).toContainText("You can add 5 more");
  const drop = await page.evaluateHandle((chosen) => {
    const transfer = new DataTransfer();
    for (const file of chosen) {
      const bytes = Uint8Array.from(atob(file.data), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: file.type }));
    }
    return transfer;
  }, files);
  await zone.dispatchEvent("dragenter", { dataTransfer: drop });
  await expect(zone).toHaveAttribute("data-dragging", "true");
  await expect(zone).toContainText("Drop to add them");
  await zone.dispatchEvent("drop", { dataTransfer: drop });
  await expect(zone).not.toHaveAttribute("data-dragging");

  const chosen = page.getByRole("list", { name: "Chosen photos" }).getByRole("listitem");
  await expect(chosen).toHaveCount(3);
  await expect(chosen.filter({ hasText: "Ready to upload" })).toHaveCount(3);
  for (const file of files) {
    await expect(
      page.getByRole("progressbar", { name: `${file.name}: upload progress` }),
    ).toBeVisible();
  }
  // The form asks for the description first, next to its field; nothing is sent yet.
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(page.getByText(/^Describe the photo for people who cannot see it/)).toBeVisible();
  await expect(chosen.filter({ hasText: "Ready to upload" })).toHaveCount(3);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 150 * 1024,
  });
  await page.getByLabel("Describe the photos").fill("Our mandap in the evening");
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(chosen.first()).toContainText(/Uploading, \d+%/);
  await expectAccessible(page);
  await snap(page, "photo-upload-progress", page.getByRole("region", { name: "Photos" }));
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const item = (name: string) => chosen.filter({ hasText: name });
  await expect(item("mandap.jpg")).toContainText("Uploaded");
  await expect(item("sangeet.jpg")).toContainText("Uploaded");
  await expect(item("menu.jpg")).toContainText("Please choose a JPEG, PNG, WebP or AVIF photo");
  await expect(page.getByRole("status").filter({ hasText: "2 photos added" })).toBeVisible();
  // The page's data is read again: the new photos, numbered, with their alt text fields.
  const saved = page.getByRole("list", { name: "Your photos" }).getByRole("listitem");
  await expect(saved).toHaveCount(2);
  await expect(saved.first().getByLabel("Alt text")).toHaveValue("Our mandap in the evening (1)");
  await expect(saved.nth(1).getByLabel("Alt text")).toHaveValue("Our mandap in the evening (2)");
  await expect(zone).toContainText("You can add 3 more");
  await expect(page.getByLabel("Describe the photos")).toHaveValue("");

  // Four more than the three places left: the fourth is refused before anything is sent.
  await page.getByLabel("Add photos").setInputFiles(
    await Promise.all(
      ["a", "b", "c", "d"].map(async (name) => ({
        name: `${name}.jpg`,
        mimeType: "image/jpeg",
        buffer: await noisy(200),
      })),
    ),
  );
  await expect(item("d.jpg")).toContainText("A listing can have up to 5 photos");
  await expect(page.getByText("2 photos added")).toHaveCount(0);
  await expect(chosen.filter({ hasText: "Ready to upload" })).toHaveCount(3);
  await expectAccessible(page);
  await snap(page, "photo-upload-results", page.getByRole("region", { name: "Photos" }));
});

test.describe("without JavaScript", () => {
  test("the plain form uploads several photos at once and shows a refusal at the top", async ({
    browser,
  }) => {
    const sharp = (await import("sharp")).default;
    const jpeg = (colour: string) =>
      sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
        .jpeg()
        .toBuffer();
    // The owner's session, signed in without a page (the /login action's post).
    const listing = await newOwnedListing();
    const listingPath = `/business/listings/${listing.id}`;
    const setup = await newApi();
    await signInWith(setup, listing.owner);
    const storageState = await setup.storageState();
    await setup.dispose();

    const context = await browser.newContext({ javaScriptEnabled: false, storageState });
    try {
      const page = await context.newPage();
      await page.goto(listingPath);
      await expect(page.getByTestId("photo-drop-zone")).toContainText("Choose one or more");
      await page
        .getByLabel("Add photos")
        .setInputFiles([
          { name: "menu.jpg", mimeType: "image/jpeg", buffer: Buffer.from("only words") },
        ]);
      await page.getByLabel("Describe the photos").fill("The menu");
      await page.getByRole("button", { name: "Upload photos" }).click();
      await expect(page.getByText("Please choose a JPEG, PNG, WebP or AVIF photo")).toBeVisible();

      await page.getByLabel("Add photos").setInputFiles([
        { name: "one.jpg", mimeType: "image/jpeg", buffer: await jpeg("#8a1c3c") },
        { name: "two.jpg", mimeType: "image/jpeg", buffer: await jpeg("#2f6b4f") },
      ]);
      await page.getByLabel("Describe the photos").fill("Stage and flowers");
      await page.getByRole("button", { name: "Upload photos" }).click();
      await expect(page.getByText("Photos updated", { exact: true })).toBeVisible();
      const saved = page.getByRole("list", { name: "Your photos" }).getByRole("listitem");
      await expect(saved).toHaveCount(2);
      await expect(saved.nth(1).getByLabel("Alt text")).toHaveValue("Stage and flowers (2)");
    } finally {
      await context.close();
    }
  });
});
