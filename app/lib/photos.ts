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
