/**
 * A listing's photo rules and their words, shared by the server (photos.server.ts, the
 * authority) and the upload form, which checks the same limits before sending a byte.
 */

export const MAX_PHOTOS = 5;
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 50_000_000;
/** Each side, in pixels (WebP's own limit is 16,383): a 49,000,000 × 1 image is not a photo. */
export const MAX_PHOTO_SIDE = 16_000;
export const ALT_MIN = 3;
export const ALT_MAX = 200;
/**
 * What the file picker offers; the server checks the content, never the type or the name. Not
 * HEIC: the image library here reads AVIF but has no HEVC decoder (sharp's prebuilt libvips).
 */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

export const PHOTO_MESSAGES = {
  type: "Please choose a JPEG, PNG, WebP or AVIF photo",
  heic: "We can't read HEIC photos yet. On an iPhone, share the photo as a JPEG (or set Camera, Formats to Most Compatible) and try again.",
  size: "Photos must be 15 MB or smaller",
  pixels: "Photos must be 50 megapixels or smaller",
  sides: "Photos must be 16,000 pixels or smaller on each side",
  limit: "A listing can have up to 5 photos",
  alt: "Describe the photo for people who cannot see it (at least 3 characters)",
  none: "Choose one or more photos to upload",
  /** RATE_RULES.photoUpload, per account, each file counted. */
  rate: "You've uploaded 30 photos in the last 15 minutes. Please wait a little before uploading more.",
  /** The photo pool's queue is full (photo-pool.server.ts). */
  busy: "We're busy with other photos just now. Please wait a moment and try again.",
} as const;

/** The alt text as stored, or null when it is too short or too long. */
export function altText(value: unknown): string | null {
  const alt = typeof value === "string" ? value.trim() : "";
  return alt.length >= ALT_MIN && alt.length <= ALT_MAX ? alt : null;
}

/**
 * The alt text of photo `index` of `count` sent together: numbered when there are several, so
 * no two photos read the same. One request or one per file, the photos get the same words.
 */
export function altOf(alt: string, index: number, count: number) {
  if (count <= 1) return alt;
  const suffix = ` (${index + 1})`;
  return `${alt.slice(0, ALT_MAX - suffix.length).trimEnd()}${suffix}`;
}

/** What the edit page's photo buttons post as `intent`, one action each (photo-actions.server.ts). */
export const PHOTO_INTENTS = {
  upload: "photo-upload",
  alt: "photo-alt",
  up: "photo-up",
  down: "photo-down",
  cover: "photo-cover",
  remove: "photo-delete",
} as const;
