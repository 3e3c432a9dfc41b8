/**
 * The pictures shown when a page is shared (`og:image`, decision 023): a 1200×630 JPEG of the
 * vendor's cover (its uploaded photo, else its illustration) or of the blog post's picture,
 * drawn by `/art/…` on first request. Meta functions use it in the browser too; a vendor's is
 * made on the server (`vendorShareImage`, share-image.server.ts) and sent with the page's data.
 */
import { ART_VERSION } from "./picture";

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

export interface ShareImage {
  /** Site-relative address of the JPEG. */
  src: string;
  alt: string;
}

const postShareUrl = (id: number) => `/art/${ART_VERSION}/og/post/${id}.jpg`;

/** A blog post's share picture: its lead picture, cut to 1200×630. */
export const postShareImage = (post: { id: number; imageAlt: string }): ShareImage => ({
  src: postShareUrl(post.id),
  alt: post.imageAlt,
});
