import crypto from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import { db } from "~/db/client.server";
import { vendorPhoto } from "~/db/schema";
import { setVendorCover } from "~/features/vendors/vendor-write.server";
import { PHOTO_WIDTHS, photoUrl } from "~/lib/photos";
import { uploadStorage } from "~/lib/storage.server";
import { altOf, MAX_PHOTO_BYTES, MAX_PHOTOS, PHOTO_MESSAGES } from "./photo-rules";

/**
 * A listing's portfolio photos (the one writer of `vendor_photo`). Every upload is checked by
 * its content, re-encoded to WebP at 400, 800 and 1600 px with its metadata (GPS included)
 * dropped, and stored under a content hash, so its URLs never change and can be cached for good.
 * The first photo is the cover: it replaces the category's image on cards and the vendor page.
 */

export { MAX_PHOTO_BYTES, MAX_PHOTOS, PHOTO_MESSAGES } from "./photo-rules";

const MAX_PHOTO_PIXELS = 50_000_000;

export class PhotoRejectedError extends Error {}

/** Checks one file and writes its three renditions; returns the content key. */
export async function storePhotoFile(file: Blob, storage = uploadStorage()): Promise<string> {
  if (file.size > MAX_PHOTO_BYTES) throw new PhotoRejectedError(PHOTO_MESSAGES.size);
  const input = Buffer.from(await file.arrayBuffer());
  let metadata: Metadata;
  try {
    // Only the header is read here, so a decompression bomb costs nothing yet.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRejectedError(PHOTO_MESSAGES.type);
  }
  if (!["jpeg", "png", "webp", "heif"].includes(metadata.format ?? "")) {
    throw new PhotoRejectedError(PHOTO_MESSAGES.type);
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PHOTO_PIXELS) {
    throw new PhotoRejectedError(PHOTO_MESSAGES.pixels);
  }
  let renditions: Buffer[];
  try {
    renditions = await Promise.all(
      PHOTO_WIDTHS.map((width) =>
        sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      ),
    );
  } catch {
    throw new PhotoRejectedError(PHOTO_MESSAGES.type);
  }
  const key = crypto.createHash("sha256").update(renditions[2]).digest("hex").slice(0, 20);
  await Promise.all(
    PHOTO_WIDTHS.map((width, index) =>
      storage.put(`vendors/${key}-${width}.webp`, renditions[index], "image/webp"),
    ),
  );
  return key;
}

export async function listPhotos(vendorId: number) {
  return db
    .select({ id: vendorPhoto.id, fileKey: vendorPhoto.fileKey, alt: vendorPhoto.alt })
    .from(vendorPhoto)
    .where(eq(vendorPhoto.vendorId, vendorId))
    .orderBy(asc(vendorPhoto.position), asc(vendorPhoto.id));
}

/**
 * Adds checked photos to a listing (the caller has checked ownership), at most 5 in all. The
 * upload form sends one request per file, possibly at once: the count is checked again under
 * the listing's photo lock, so two requests can never pass the limit together.
 */
export async function addPhotos(
  actor: { id: string },
  vendorId: number,
  files: Blob[],
  alt: string,
) {
  const tooMany = (count: number) => count + files.length > MAX_PHOTOS;
  if (tooMany((await listPhotos(vendorId)).length)) {
    throw new PhotoRejectedError(PHOTO_MESSAGES.limit);
  }
  const keys: string[] = [];
  for (const file of files) keys.push(await storePhotoFile(file));
  await db.transaction(async (tx) => {
    await lockPhotos(tx, vendorId);
    const [{ count, last }] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        last: sql<number>`coalesce(max(${vendorPhoto.position}), -1)::int`,
      })
      .from(vendorPhoto)
      .where(eq(vendorPhoto.vendorId, vendorId));
    if (tooMany(count)) throw new PhotoRejectedError(PHOTO_MESSAGES.limit);
    await tx.insert(vendorPhoto).values(
      keys.map((fileKey, index) => ({
        vendorId,
        fileKey,
        alt: altOf(alt, index, files.length),
        position: last + 1 + index,
      })),
    );
  });
  await syncCover(actor, vendorId);
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

/** One writer at a time per listing's photos, until the transaction ends. */
async function lockPhotos(tx: Tx, vendorId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`vendor-photos:${vendorId}`}))`);
}

/** Changes to one photo: its alt text, a move up or down, making it the cover, deleting it. */
export async function changePhoto(
  actor: { id: string },
  vendorId: number,
  photoId: number,
  change: { alt: string } | { move: -1 | 1 } | { cover: true } | { remove: true },
) {
  // One change at a time per listing (the lock uploads take too) while the new order is written.
  const done = await db.transaction(async (tx) => {
    await lockPhotos(tx, vendorId);
    const photos = await tx
      .select({ id: vendorPhoto.id })
      .from(vendorPhoto)
      .where(eq(vendorPhoto.vendorId, vendorId))
      .orderBy(asc(vendorPhoto.position), asc(vendorPhoto.id))
      .for("update");
    const index = photos.findIndex((photo) => photo.id === photoId);
    if (index < 0) return false;
    if ("alt" in change) {
      await tx
        .update(vendorPhoto)
        .set({ alt: change.alt })
        .where(and(eq(vendorPhoto.id, photoId), eq(vendorPhoto.vendorId, vendorId)));
      return true;
    }
    const order = photos.map((photo) => photo.id);
    if ("remove" in change) order.splice(index, 1);
    if ("cover" in change) order.unshift(...order.splice(index, 1));
    if ("move" in change) {
      const target = index + change.move;
      if (target < 0 || target >= order.length) return true;
      [order[index], order[target]] = [order[target], order[index]];
    }
    if ("remove" in change) await tx.delete(vendorPhoto).where(eq(vendorPhoto.id, photoId));
    for (const [position, id] of order.entries()) {
      await tx.update(vendorPhoto).set({ position }).where(eq(vendorPhoto.id, id));
    }
    return true;
  });
  if (!done) return false;
  await syncCover(actor, vendorId);
  return true;
}

/** The listing's image is its first photo's 800 px rendition, or the category's own picture. */
async function syncCover(actor: { id: string }, vendorId: number) {
  const [first] = await listPhotos(vendorId);
  await setVendorCover(actor, vendorId, first ? photoUrl(first.fileKey, 800) : null);
}
