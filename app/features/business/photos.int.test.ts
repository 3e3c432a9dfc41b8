import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { vendor, vendorPhoto } from "~/db/schema";
import { getVendorPage } from "~/features/vendors/vendors.server";
import { photoUrl } from "~/lib/photos";
import { action } from "~/routes/business-listing";
import { listing, type Person, person, personForThisFile } from "../../../tests/support/enquiries";
import { heicFile } from "../../../tests/support/heic";
import { run } from "../../../tests/support/routes";
import { uploadsRoot } from "./images.server";
import { altOf } from "./photo-rules";
import { PHOTO_MESSAGES } from "./photos.server";

const jpeg = (width = 64, height = 48, exif?: Record<string, Record<string, string>>) => {
  const image = sharp({ create: { width, height, channels: 3, background: "#b33a3a" } }).jpeg();
  return (exif ? image.withExif(exif) : image).toBuffer();
};
const GPS = { IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 38/1 0/1" } };

/** A post as the form sends it; `asData` as the page's JavaScript sends it (React Router's URL). */
function postPhotos(
  id: number,
  who: Person,
  fields: Record<string, string>,
  files: Blob[] = [],
  asData = false,
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  for (const file of files) body.append("photos", file);
  return run(
    action,
    new Request(`http://localhost:3000/business/listings/${id}${asData ? ".data" : ""}`, {
      method: "POST",
      headers: { cookie: who.cookie, origin: "http://localhost:3000" },
      body,
    }),
    { params: { vendorId: String(id) } },
  );
}
const photosOf = (id: number) =>
  db.select().from(vendorPhoto).where(eq(vendorPhoto.vendorId, id)).orderBy(vendorPhoto.position);
const imageOf = async (id: number) =>
  (await db.select({ image: vendor.image }).from(vendor).where(eq(vendor.id, id)))[0].image;
const upload = (files: Blob[], alt = "Couple during the pheras") => ({
  fields: { intent: "photo-upload", alt },
  files,
});

const owner = personForThisFile("business", "Photo Owner");

describe("listing photos", () => {
  it("stores three renditions without metadata, makes the first the cover, reorders and deletes", async () => {
    const id = await listing({ ownerId: owner.user.id });
    const files = [
      new File([await jpeg(64, 48, GPS)], "gps.jpg"),
      new File([await jpeg(80, 60)], "b.jpg"),
      new File([await jpeg(90, 60)], "c.jpg"),
    ];
    // The first one really carries a location.
    expect((await sharp(await jpeg(64, 48, GPS)).metadata()).exif).toBeDefined();
    const { fields } = upload(files);
    expect((await postPhotos(id, owner, fields, files)).status).toBe(303);
    const photos = await photosOf(id);
    expect(photos).toHaveLength(3);
    expect(await imageOf(id)).toBe(photoUrl(photos[0].fileKey, 800));
    for (const width of [400, 800, 1600]) {
      const file = path.join(uploadsRoot(), "vendors", `${photos[0].fileKey}-${width}.webp`);
      const metadata = await sharp(await fs.readFile(file)).metadata();
      expect(metadata.format).toBe("webp");
      expect(metadata.exif).toBeUndefined();
    }

    const third = photos[2];
    expect(
      (await postPhotos(id, owner, { intent: "photo-cover", photoId: String(third.id) })).status,
    ).toBe(303);
    expect((await photosOf(id))[0].id).toBe(third.id);
    expect(await imageOf(id)).toBe(photoUrl(third.fileKey, 800));
    await postPhotos(id, owner, {
      intent: "photo-alt",
      photoId: String(third.id),
      alt: "The mandap",
    });
    expect((await photosOf(id))[0].alt).toBe("The mandap");
    // Too short: refused beside that photo's box, with what was typed, and nothing changes.
    const short = await postPhotos(id, owner, {
      intent: "photo-alt",
      photoId: String(third.id),
      alt: "ab",
    });
    expect(short.status).toBe(400);
    expect(short.data).toMatchObject({
      alt: { photoId: third.id, typed: "ab" },
      errors: { alt: PHOTO_MESSAGES.alt },
    });
    expect(short.data?.formError).toBeUndefined();
    expect((await photosOf(id))[0].alt).toBe("The mandap");
    await postPhotos(id, owner, { intent: "photo-down", photoId: String(third.id) });
    expect((await photosOf(id))[1].id).toBe(third.id);
    // The vendor page reads the same photos, in the same order, in its one query.
    expect((await getVendorPage(id))?.photos).toEqual(
      (await photosOf(id)).map(({ fileKey, alt }) => ({ fileKey, alt })),
    );
    for (const photo of await photosOf(id)) {
      await postPhotos(id, owner, { intent: "photo-delete", photoId: String(photo.id) });
    }
    expect(await photosOf(id)).toHaveLength(0);
    expect(await imageOf(id)).not.toContain("/uploads/");
  });

  it("refuses what is not a usable photo, with its message, and stores nothing", async () => {
    const id = await listing({ ownerId: owner.user.id });
    const bomb = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: "#fff" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const corrupt = (await jpeg(64, 48)).subarray(0, 200);
    const cases: [Blob, string][] = [
      [
        new File(["just some text, honestly"], "photo.jpg", { type: "image/jpeg" }),
        PHOTO_MESSAGES.type,
      ],
      [new File([Buffer.alloc(15 * 1024 * 1024 + 1)], "big.jpg"), PHOTO_MESSAGES.size],
      [new File([bomb], "bomb.png"), PHOTO_MESSAGES.pixels],
      [new File([corrupt], "broken.jpg"), PHOTO_MESSAGES.type],
      // An iPhone's HEIC (HEVC): no decoder here, so it is said plainly, not "not a photo".
      [
        new File([new Uint8Array(heicFile())], "IMG_0001.HEIC", { type: "image/heic" }),
        PHOTO_MESSAGES.heic,
      ],
    ];
    for (const [file, message] of cases) {
      const { fields } = upload([file]);
      const outcome = await postPhotos(id, owner, fields, [file]);
      expect(outcome.status, message).toBe(400);
      expect(outcome.data?.formError).toBe(message);
    }
    const noAlt = upload([new File([await jpeg()], "a.jpg")], "");
    expect((await postPhotos(id, owner, noAlt.fields, noAlt.files)).data?.formError).toBe(
      PHOTO_MESSAGES.alt,
    );
    const six = await Promise.all(
      Array.from({ length: 6 }, async () => new File([await jpeg()], "x.jpg")),
    );
    expect((await postPhotos(id, owner, upload(six).fields, six)).data?.formError).toBe(
      PHOTO_MESSAGES.limit,
    );
    expect(await photosOf(id)).toHaveLength(0);
  });

  it("takes one file per post, several at once, and never goes over the limit", async () => {
    const id = await listing({ ownerId: owner.user.id });
    const six = await Promise.all(
      Array.from({ length: 6 }, async (_, n) => new File([await jpeg(60 + n, 40)], `${n}.jpg`)),
    );
    const outcomes = await Promise.all(
      six.map((file, n) =>
        postPhotos(id, owner, upload([file], altOf("The sangeet", n, 6)).fields, [file], true),
      ),
    );
    // The page's JavaScript reads a refusal from a 200 answer; a success is the redirect.
    expect(outcomes.filter((outcome) => outcome.status === 303)).toHaveLength(5);
    const refused = outcomes.filter((outcome) => outcome.status !== 303);
    expect(refused.map((outcome) => [outcome.status, outcome.data?.formError])).toEqual([
      [200, PHOTO_MESSAGES.limit],
    ]);
    const photos = await photosOf(id);
    expect(photos).toHaveLength(5);
    expect(new Set(photos.map((photo) => photo.position)).size).toBe(5);
    expect(photos.every((photo) => /^The sangeet \([1-6]\)$/.test(photo.alt))).toBe(true);
    expect(await imageOf(id)).toBe(photoUrl(photos[0].fileKey, 800));

    const text = new File(["not a photo at all"], "notes.jpg", { type: "image/jpeg" });
    const other = await listing({ ownerId: owner.user.id });
    const answer = await postPhotos(other, owner, upload([text]).fields, [text], true);
    expect([answer.status, answer.data?.formError]).toEqual([200, PHOTO_MESSAGES.type]);
  });

  it("gives another business 404 and a couple 403", async () => {
    const id = await listing({ ownerId: owner.user.id });
    const file = new File([await jpeg()], "a.jpg");
    expect(
      (await postPhotos(id, await person("business"), upload([file]).fields, [file])).status,
    ).toBe(404);
    expect((await postPhotos(id, await person("user"), upload([file]).fields, [file])).status).toBe(
      403,
    );
    expect(await photosOf(id)).toHaveLength(0);
  });
});
