/** Portfolio photo URLs: one content key, WebP renditions at three widths (browser and server). */
export const PHOTO_WIDTHS = [400, 800, 1600] as const;

export const photoUrl = (key: string, width: (typeof PHOTO_WIDTHS)[number]) =>
  `/uploads/vendors/${key}-${width}.webp`;

const RENDITION = /^\/uploads\/vendors\/([a-f0-9]{20})-800\.webp$/;

/** `srcset` for an uploaded photo's URL (so a phone downloads the 400 px one), else undefined. */
export function photoSrcSet(url: string): string | undefined {
  const key = url.match(RENDITION)?.[1];
  return key
    ? PHOTO_WIDTHS.map((width) => `${photoUrl(key, width)} ${width}w`).join(", ")
    : undefined;
}

/** The largest rendition of an uploaded photo's URL (what a gallery link opens), else the URL. */
export function fullPhotoUrl(url: string): string {
  const key = url.match(RENDITION)?.[1];
  return key ? photoUrl(key, 1600) : url;
}

/** The names the server writes under `vendors/`: an add-business image (a random name) or a
 * listing photo's rendition (its content key and width). Anything else was never ours. */
const UPLOAD_NAME = /^(?:[A-Za-z0-9_-]{22}|([a-f0-9]{20})-(?:400|800|1600))\.webp$/;

/** The storage key for an uploads URL path (after /uploads/), or null for anything we never write. */
export function uploadKey(relative: string): string | null {
  const [folder, name, ...rest] = relative.split("/");
  if (folder !== "vendors" || !name || rest.length || !UPLOAD_NAME.test(name)) return null;
  return `vendors/${name}`;
}

/** The listing photo's content key a stored file belongs to, or null (an add-business image). */
export function photoKeyOf(key: string): string | null {
  return key.startsWith("vendors/") ? (key.slice(8).match(UPLOAD_NAME)?.[1] ?? null) : null;
}

/** The storage keys of one listing photo's renditions. */
export const photoFiles = (fileKey: string) =>
  PHOTO_WIDTHS.map((width) => `vendors/${fileKey}-${width}.webp`);
