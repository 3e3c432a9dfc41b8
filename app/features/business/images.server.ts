import crypto from "node:crypto";
import sharp from "sharp";
import { getEnv } from "~/config.server";
import { uploadKey } from "~/lib/photos";
import {
  type FileStorage,
  type StoredFile,
  uploadStorage,
  uploadsFolder,
} from "~/lib/storage.server";

/** Uploads are untrusted input (decisions.md "Images are ours"). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Spec §9: the Free plan allows up to 5 portfolio images per listing. */
export const MAX_PORTFOLIO_IMAGES = 5;
export const MAX_IMAGE_WIDTH = 1600;
/** Decoded pixels we are willing to process: stops decompression bombs. */
const MAX_INPUT_PIXELS = 40_000_000;

export const IMAGE_MESSAGES = {
  type: "Please choose a JPEG, PNG, WebP or AVIF image",
  size: "Images must be 5 MB or smaller",
  limit: "The Free plan allows up to 5 portfolio images",
} as const;

export class ImageRejectedError extends Error {}

const URL_PREFIX = "/uploads/vendors/";

/** The folder uploads live in when there is no bucket: `${DATA_DIR}/uploads`. */
export function uploadsRoot(): string {
  return uploadsFolder(getEnv().DATA_DIR);
}

/**
 * Checks the bytes themselves (never the file name or the browser's content type), then
 * re-encodes: at most 1600 px wide, WebP, metadata (EXIF, GPS) stripped.
 */
export async function processVendorImage(input: Buffer): Promise<Buffer> {
  if (input.byteLength > MAX_IMAGE_BYTES) throw new ImageRejectedError(IMAGE_MESSAGES.size);
  let format: string | undefined;
  let compression: string | undefined;
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = metadata.format;
    compression = metadata.compression;
  } catch {
    throw new ImageRejectedError(IMAGE_MESSAGES.type);
  }
  const isAvif = format === "heif" && compression === "av1";
  if (!(format === "jpeg" || format === "png" || format === "webp" || isAvif)) {
    throw new ImageRejectedError(IMAGE_MESSAGES.type);
  }
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new ImageRejectedError(IMAGE_MESSAGES.type);
  }
}

/**
 * Validates, re-encodes and stores one portfolio image; returns its public URL.
 * `existingCount` is how many images the listing already has.
 */
export async function storeVendorImage(
  file: Blob,
  options: { existingCount?: number; storage?: FileStorage } = {},
): Promise<string> {
  if ((options.existingCount ?? 0) >= MAX_PORTFOLIO_IMAGES) {
    throw new ImageRejectedError(IMAGE_MESSAGES.limit);
  }
  if (file.size > MAX_IMAGE_BYTES) throw new ImageRejectedError(IMAGE_MESSAGES.size);
  const output = await processVendorImage(Buffer.from(await file.arrayBuffer()));
  const name = `${crypto.randomBytes(16).toString("base64url")}.webp`;
  await (options.storage ?? uploadStorage()).put(`vendors/${name}`, output, "image/webp");
  return `${URL_PREFIX}${name}`;
}

export { uploadKey };

export async function readUpload(
  relative: string,
  storage = uploadStorage(),
): Promise<StoredFile | null> {
  const key = uploadKey(relative);
  return key ? storage.get(key) : null;
}

/** Removes an upload whose listing was never saved. */
export async function deleteUpload(url: string, storage = uploadStorage()): Promise<void> {
  if (!url.startsWith(URL_PREFIX)) return;
  const key = uploadKey(url.slice("/uploads/".length));
  if (key) await storage.delete(key);
}

/** Is this a real, non-empty file field (browsers send an empty one when nothing is chosen)? */
export function isFilled(value: FormDataEntryValue | null): value is File {
  return typeof value === "object" && value !== null && value.size > 0;
}
