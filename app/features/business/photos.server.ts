import crypto from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import { db, type Tx } from "~/db/client.server";
import { vendor, vendorPhoto } from "~/db/schema";
import { consumeRateLimit, RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import { filesOfPhotos, removeUnreferencedUploads } from "~/features/vendors/upload-files.server";
import { setVendorCover } from "~/features/vendors/vendor-write.server";
import { PHOTO_WIDTHS, photoUrl } from "~/lib/photos";
import { type FileStorage, uploadStorage } from "~/lib/storage.server";
import { inPhotoPool, PhotoPoolBusyError } from "./photo-pool.server";
import {
  altOf,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MAX_PHOTO_SIDE,
  MAX_PHOTOS,
  PHOTO_MESSAGES,
} from "./photo-rules";

/**
 * A listing's portfolio photos (the one writer of `vendor_photo`). Every upload is checked by
 * its content (its header first, before any decoding), re-encoded in the photo pool to WebP at 400, 800 and 1600 px with its metadata (GPS included)
 * dropped, and stored under a content hash, so its URLs never change and can be cached for good.
 * The first photo is the cover: it replaces the category's image on cards and the vendor page.
 * A deleted photo's files leave the store (decision record 035).
 */

export { MAX_PHOTO_BYTES, MAX_PHOTOS, PHOTO_MESSAGES } from "./photo-rules";

export class PhotoRejectedError extends Error {
  constructor(
    message: string,
    /** 400 for the photo itself; 429 for "too many, wait" (the rate limit, a full pool). */
    readonly status: 400 | 429 = 400,
  ) {
    super(message);
  }
}

/**
 * Checks one file from its header alone (sharp's metadata reads no pixels, so a decompression
 * bomb or a 49,000,000 × 1 PNG costs nothing yet): its size, that it is a photo, each side and
 * the area. Returns its bytes.
 */
export async function checkPhotoFile(file: Blob): Promise<Buffer> {
  if (file.size > MAX_PHOTO_BYTES) throw new PhotoRejectedError(PHOTO_MESSAGES.size);
  const input = Buffer.from(await file.arrayBuffer());
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRejectedError(PHOTO_MESSAGES.type);
  }
  if (!["jpeg", "png", "webp", "heif"].includes(metadata.format ?? "")) {
    throw new PhotoRejectedError(PHOTO_MESSAGES.type);
  }
  // The HEIF box holds AVIF (AV1, readable) or an iPhone's HEIC (HEVC, which nothing here reads).
  if (metadata.format === "heif" && metadata.compression !== "av1") {
    throw new PhotoRejectedError(PHOTO_MESSAGES.heic);
  }
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width * height > MAX_PHOTO_PIXELS) throw new PhotoRejectedError(PHOTO_MESSAGES.pixels);
  if (width > MAX_PHOTO_SIDE || height > MAX_PHOTO_SIDE) {
    throw new PhotoRejectedError(PHOTO_MESSAGES.sides);
  }
  return input;
}

/**
 * The three WebP renditions of a checked photo, made in a slot of the photo pool: one decode
 * (JPEG shrinks on load), turned upright and cut to 1600 px, then each width encoded from
 * those pixels, one after another.
 */
async function renditionsOf(input: Buffer, account: string): Promise<Buffer[]> {
  try {
    return await inPhotoPool(account, async () => {
      const { data, info } = await sharp(input, {
        limitInputPixels: MAX_PHOTO_PIXELS,
        failOn: "error",
      })
        .rotate()
        .resize({ width: Math.max(...PHOTO_WIDTHS), withoutEnlargement: true })
        .raw({ depth: "uchar" })
        .toBuffer({ resolveWithObject: true });
      const raw = { width: info.width, height: info.height, channels: info.channels };
      const renditions: Buffer[] = [];
      for (const width of PHOTO_WIDTHS) {
        renditions.push(
          await sharp(data, { raw })
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: 80 })
            .toBuffer(),
        );
      }
      return renditions;
    });
  } catch (error) {
    if (error instanceof PhotoPoolBusyError) {
      throw new PhotoRejectedError(PHOTO_MESSAGES.busy, 429);
    }
    throw new PhotoRejectedError(PHOTO_MESSAGES.type);
  }
}

/** Writes a checked photo's renditions under their content key; returns the key. */
async function writePhotoFiles(
  input: Buffer,
  account: string,
  storage: FileStorage,
): Promise<string> {
  const renditions = await renditionsOf(input, account);
  const key = crypto.createHash("sha256").update(renditions[2]).digest("hex").slice(0, 20);
  await Promise.all(
    PHOTO_WIDTHS.map((width, index) =>
      storage.put(`vendors/${key}-${width}.webp`, renditions[index], "image/webp"),
    ),
  );
  return key;
}

/** Checks one file and writes its three renditions; returns the content key. */
export async function storePhotoFile(
  file: Blob,
  storage = uploadStorage(),
  account = "system",
): Promise<string> {
  return writePhotoFiles(await checkPhotoFile(file), account, storage);
}

export async function listPhotos(vendorId: number) {
  return db
    .select({ id: vendorPhoto.id, fileKey: vendorPhoto.fileKey, alt: vendorPhoto.alt })
    .from(vendorPhoto)
    .where(eq(vendorPhoto.vendorId, vendorId))
    .orderBy(asc(vendorPhoto.position), asc(vendorPhoto.id));
}

/** Photos of each listing being uploaded now in this process, not yet in `vendor_photo`. */
const uploading = new Map<number, number>();

/**
 * One listing's count-and-reserve and save-and-release, one at a time in this process. Without
 * it a count could read the rows before another upload's save and the uploads in flight after
 * that upload let go of its place: the photo counted nowhere, and a sixth one decoded before
 * the check under the lock refused it (seen on PostgreSQL, 8 uploads at once).
 */
const turns = new Map<number, Promise<unknown>>();

function inTurn<T>(vendorId: number, work: () => Promise<T>): Promise<T> {
  const turn = (turns.get(vendorId) ?? Promise.resolve()).then(work);
  const done = turn.catch(() => undefined);
  turns.set(vendorId, done);
  void done.then(() => {
    if (turns.get(vendorId) === done) turns.delete(vendorId);
  });
  return turn;
}

/** Tests: a file starts with no uploads in flight. */
export function forgetPhotoUploads() {
  uploading.clear();
}

/**
 * Adds photos to a listing (the caller has checked ownership), at most 5 in all. What costs
 * nothing comes first: the count (with the uploads in flight in this process), the account's
 * upload limit and each file's header; only then is each photo decoded, in the photo pool. The
 * upload form sends one request per file, possibly at once: the count is checked again under
 * the listing's photo lock, so two requests (or two instances) can never pass the limit
 * together; the files of an upload refused there are removed again.
 */
export async function addPhotos(
  actor: { id: string },
  vendorId: number,
  files: Blob[],
  alt: string,
) {
  const tooMany = (count: number) => count + files.length > MAX_PHOTOS;
  if (tooMany(0)) throw new PhotoRejectedError(PHOTO_MESSAGES.limit);
  for (const _file of files) {
    const limit = await consumeRateLimit(`photo-upload:${actor.id}`, RATE_RULES.photoUpload);
    if (!limit.allowed) throw new PhotoRejectedError(PHOTO_MESSAGES.rate, 429);
  }
  await inTurn(vendorId, async () => {
    const stored = (await listPhotos(vendorId)).length;
    if (tooMany(stored + (uploading.get(vendorId) ?? 0))) {
      throw new PhotoRejectedError(PHOTO_MESSAGES.limit);
    }
    uploading.set(vendorId, (uploading.get(vendorId) ?? 0) + files.length);
  });
  let reserved = true;
  const release = () => {
    if (!reserved) return;
    reserved = false;
    const left = (uploading.get(vendorId) ?? 0) - files.length;
    if (left > 0) uploading.set(vendorId, left);
    else uploading.delete(vendorId);
  };
  const keys: string[] = [];
  let saved = false;
  try {
    const inputs: Buffer[] = [];
    for (const file of files) inputs.push(await checkPhotoFile(file));
    const storage = uploadStorage();
    for (const input of inputs) keys.push(await writePhotoFiles(input, actor.id, storage));
    await inTurn(vendorId, async () => {
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
      saved = true;
      // In the same turn as the save: a count now reads the new rows, or still this place.
      release();
    });
  } finally {
    release();
    // Refused after its files were written: no row names them, so they go (unless another
    // listing has the very same photo).
    if (!saved && keys.length > 0) await removeUnreferencedUploads(filesOfPhotos(keys));
  }
  await syncCover(actor, vendorId);
}

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
  let removedKey: string | null = null;
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
    if ("remove" in change) {
      const [removed] = await tx
        .delete(vendorPhoto)
        .where(eq(vendorPhoto.id, photoId))
        .returning({ fileKey: vendorPhoto.fileKey });
      removedKey = removed?.fileKey ?? null;
    }
    for (const [position, id] of order.entries()) {
      await tx.update(vendorPhoto).set({ position }).where(eq(vendorPhoto.id, id));
    }
    return true;
  });
  if (!done) return false;
  await syncCover(actor, vendorId);
  // A deleted photo stops being public: its files go once no row names them.
  if (removedKey) await removeUnreferencedUploads(filesOfPhotos([removedKey]));
  return true;
}

/**
 * The listing's image is its first photo's 800 px rendition, or the category's own picture. An
 * image it replaces that was uploaded (the add-business image) goes once nothing names it.
 */
async function syncCover(actor: { id: string }, vendorId: number) {
  const [[first], [before]] = await Promise.all([
    listPhotos(vendorId),
    db.select({ image: vendor.image }).from(vendor).where(eq(vendor.id, vendorId)),
  ]);
  const image = first ? photoUrl(first.fileKey, 800) : null;
  await setVendorCover(actor, vendorId, image);
  if (before && before.image !== image) await removeUnreferencedUploads([before.image]);
}
