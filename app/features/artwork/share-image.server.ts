/**
 * Drawing the share pictures (decision 023): 1200×630 JPEG, the size and format every social
 * site and messenger shows in a link preview.
 */
import sharp from "sharp";
import { artworkSvg } from "./artwork.server";
import { ART_VERSION, type PictureVendor, vendorPicture, vendorScene } from "./scene.server";
import { SHARE_HEIGHT, SHARE_WIDTH, type ShareImage } from "./share-image";

const JPEG = { quality: 82, mozjpeg: true, chromaSubsampling: "4:2:0" } as const;

/** The blog's own pictures, as text (Vite inlines them into the server bundle). */
const POST_PICTURES = import.meta.glob<string>("/public/images/blog/*.svg", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** A blog post picture's SVG text from its address ("/images/blog/planning.svg"), or null. */
export const postPictureSvg = (image: string): string | null =>
  POST_PICTURES[`/public${image}`] ?? null;

/**
 * A vendor's illustration drawn for sharing: the same scene as its cover (variant 0) on a
 * 600×315 canvas, rendered at twice the size, so nothing is cropped away.
 */
export async function renderVendorShare(id: number, categoryId: string): Promise<Uint8Array> {
  const scene = { ...vendorScene(id, categoryId, 0), height: SHARE_HEIGHT / 2 };
  return sharp(Buffer.from(artworkSvg(scene)), { density: 144 })
    .resize({ width: SHARE_WIDTH, height: SHARE_HEIGHT, fit: "cover" })
    .jpeg(JPEG)
    .toBuffer();
}

/** A picture (an SVG's text, or an uploaded photo's bytes) cut to 1200×630 around its centre. */
export async function renderShareCut(source: string | Uint8Array): Promise<Uint8Array> {
  const input =
    typeof source === "string"
      ? sharp(Buffer.from(source), { density: 216 })
      : sharp(Buffer.from(source));
  return input
    .resize({ width: SHARE_WIDTH, height: SHARE_HEIGHT, fit: "cover", position: "centre" })
    .flatten({ background: "#fdf6ec" })
    .jpeg(JPEG)
    .toBuffer();
}

/** An uploaded photo's file name as the store knows it (`vendors/<name>.webp`). */
const UPLOADED_FILE = /^\/uploads\/vendors\/([A-Za-z0-9_-]{8,64})\.webp$/;

/** The vendor's share picture: its cover, cut to 1200×630. */
export function vendorShareImage(vendor: PictureVendor): ShareImage {
  const upload = vendor.image.match(UPLOADED_FILE)?.[1];
  return {
    src: upload
      ? `/art/${ART_VERSION}/og/upload/${upload}.jpg`
      : `/art/${ART_VERSION}/og/vendor/${vendor.categoryId}/${vendor.id}.jpg`,
    alt: vendorPicture(vendor).alt,
  };
}
