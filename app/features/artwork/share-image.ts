/**
 * The pictures shown when a page is shared (`og:image`, decision 023): a 1200×630 JPEG of the
 * vendor's cover (its uploaded photo, else its illustration) or of the blog post's picture,
 * drawn by `/art/…` on first request. Browser and server: meta functions and JSON-LD use it.
 */
import { ART_VERSION, vendorPicture } from "./scene";

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

export interface ShareImage {
  /** Site-relative address of the JPEG. */
  src: string;
  alt: string;
}

/** An uploaded photo's file name as the store knows it (`vendors/<name>.webp`). */
const UPLOADED_FILE = /^\/uploads\/vendors\/([A-Za-z0-9_-]{8,64})\.webp$/;

export const vendorShareUrl = (id: number, categoryId: string) =>
  `/art/${ART_VERSION}/og/vendor/${categoryId}/${id}.jpg`;
export const uploadShareUrl = (name: string) => `/art/${ART_VERSION}/og/upload/${name}.jpg`;
export const postShareUrl = (id: number) => `/art/${ART_VERSION}/og/post/${id}.jpg`;

/** The vendor's share picture: its cover, cut to 1200×630. */
export function vendorShareImage(vendor: {
  id: number;
  name: string;
  categoryId: string;
  categoryName?: string;
  image: string;
}): ShareImage {
  const cover = vendorPicture(vendor);
  const upload = vendor.image.match(UPLOADED_FILE)?.[1];
  return {
    src: upload ? uploadShareUrl(upload) : vendorShareUrl(vendor.id, vendor.categoryId),
    alt: cover.alt,
  };
}

/** A blog post's share picture: its lead picture, cut to 1200×630. */
export const postShareImage = (post: { id: number; imageAlt: string }): ShareImage => ({
  src: postShareUrl(post.id),
  alt: post.imageAlt,
});
