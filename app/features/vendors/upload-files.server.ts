import { inArray, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { vendor, vendorPhoto } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { photoFiles, photoKeyOf, uploadKey } from "~/lib/photos";
import { type FileStorage, uploadStorage } from "~/lib/storage.server";

/**
 * The files of listings' pictures (`vendors/…` in the uploads' store: the folder or the bucket)
 * leave the store when no row names them any more: a deleted photo, a deleted listing, an
 * add-business image replaced by a cover photo, an upload the photo limit refused. The rows that
 * name a file are `vendor_photo.file_key` (its three renditions) and `vendor.image` /
 * `vendor.additional_images` (an `/uploads/…` URL). Decision record 035.
 */

const urlOf = (key: string) => `/uploads/${key}`;

/** Every URL a row could use for this file: a photo's rendition is named by any of its three. */
function urlsNaming(key: string): string[] {
  const photo = photoKeyOf(key);
  return photo ? photoFiles(photo).map(urlOf) : [urlOf(key)];
}

/** The keys among `keys` that no row names. */
async function unreferenced(keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const photoKeys = [...new Set(keys.map(photoKeyOf).filter((k): k is string => k !== null))];
  const urls = [...new Set(keys.flatMap(urlsNaming))];
  const [photos, vendors] = await Promise.all([
    photoKeys.length
      ? db
          .select({ fileKey: vendorPhoto.fileKey })
          .from(vendorPhoto)
          .where(inArray(vendorPhoto.fileKey, photoKeys))
      : [],
    db
      .select({ image: vendor.image, additional: vendor.additionalImages })
      .from(vendor)
      .where(
        or(
          inArray(vendor.image, urls),
          sql`${vendor.additionalImages} ?| array[${sql.join(
            urls.map((url) => sql`${url}`),
            sql`, `,
          )}]::text[]`,
        ),
      ),
  ]);
  const named = new Set<string>();
  for (const { fileKey } of photos) for (const file of photoFiles(fileKey)) named.add(file);
  for (const row of vendors) {
    for (const url of [row.image, ...(row.additional ?? [])]) {
      const key = url.startsWith("/uploads/") ? uploadKey(url.slice("/uploads/".length)) : null;
      if (!key) continue;
      const photo = photoKeyOf(key);
      for (const file of photo ? photoFiles(photo) : [key]) named.add(file);
    }
  }
  return keys.filter((key) => !named.has(key));
}

/**
 * Removes those of these files (storage keys or `/uploads/…` URLs) that no row names. Called
 * after the commit that dropped the last row naming them. A store that fails is logged, not
 * thrown: the row is already gone, and `sweepOrphanPhotoFiles` removes the file later.
 */
export async function removeUnreferencedUploads(
  keysOrUrls: Array<string | null | undefined>,
  storage: FileStorage = uploadStorage(),
): Promise<number> {
  const keys = [
    ...new Set(
      keysOrUrls.flatMap((value) => {
        if (!value) return [];
        const key = value.startsWith("/uploads/")
          ? uploadKey(value.slice("/uploads/".length))
          : uploadKey(value);
        return key ? [key] : [];
      }),
    ),
  ];
  try {
    const gone = await unreferenced(keys);
    await Promise.all(gone.map((key) => storage.delete(key)));
    return gone.length;
  } catch (error) {
    logger.warn({ err: error, keys }, "Could not remove the files of removed pictures");
    return 0;
  }
}

/** A photo's three renditions, as keys `removeUnreferencedUploads` takes. */
export const filesOfPhotos = (fileKeys: string[]) => fileKeys.flatMap(photoFiles);

/** Files younger than this are left alone: their upload may not have written its row yet. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/**
 * Removes every listing picture in the store that no row names and that is older than the
 * grace period (a file whose row was deleted while the store was unreachable, an upload that
 * crashed between writing its files and its row). For the background worker to run daily: the
 * privacy policy promises a deleted listing's photographs are gone within 30 days. Returns how
 * many files it removed.
 */
export async function sweepOrphanPhotoFiles(
  options: { storage?: FileStorage; now?: number; graceMs?: number } = {},
): Promise<{ checked: number; removed: number }> {
  const storage = options.storage ?? uploadStorage();
  const before = (options.now ?? Date.now()) - (options.graceMs ?? ORPHAN_GRACE_MS);
  let checked = 0;
  let removed = 0;
  for await (const page of storage.list("vendors")) {
    const old = page
      .filter((file) => file.modifiedAt.getTime() <= before && uploadKey(file.key) !== null)
      .map((file) => file.key);
    checked += old.length;
    const gone = await unreferenced(old);
    for (const key of gone) await storage.delete(key);
    removed += gone.length;
  }
  if (removed > 0) logger.info({ checked, removed }, "Removed photo files no listing uses");
  return { checked, removed };
}
