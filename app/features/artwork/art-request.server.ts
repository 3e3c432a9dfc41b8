/**
 * Which picture an `/art/…` address names, and how to draw it (decisions 018 and 023). Strict
 * patterns, and every picture must belong to something a page shows (a listed vendor in that
 * category, an inspiration idea, a readable blog post, an uploaded photo the store holds), so
 * nobody can make the server draw pictures no page names.
 */
import { vendorCategoryOf } from "~/features/vendors/vendors.server";
import { uploadStorage } from "~/lib/storage.server";
import { renderArtwork } from "./artwork.server";
import { type ArtWidth, ideaScene, type Scene, vendorScene } from "./scene.server";
import { postPictureSvg, renderShareCut, renderVendorShare } from "./share-image.server";

const VENDOR = /^v2\/vendor\/([a-z-]{2,40})\/([1-9]\d{0,8})-([0-3])-(400|800)\.webp$/;
const IDEA = /^v2\/idea\/([a-z-]{2,40})-(400|800)\.webp$/;
const SHARE_VENDOR = /^v2\/og\/vendor\/([a-z-]{2,40})\/([1-9]\d{0,8})\.jpg$/;
const SHARE_UPLOAD = /^v2\/og\/upload\/([A-Za-z0-9_-]{8,64})\.jpg$/;
const SHARE_POST = /^v2\/og\/post\/([1-9]\d{0,3})\.jpg$/;

export interface ArtRequest {
  /** Its name in the store (under `art/`). */
  name: string;
  contentType: "image/webp" | "image/jpeg";
  render: () => Promise<Uint8Array>;
}

const webp = (name: string, scene: Scene, width: ArtWidth): ArtRequest => ({
  name,
  contentType: "image/webp",
  render: () => renderArtwork(scene, width),
});

/** An uploaded photo's largest rendition the store holds, as bytes, or null. */
async function uploadedBytes(name: string): Promise<Uint8Array | null> {
  const largest = name.replace(/^([a-f0-9]{20})-(400|800)$/, "$1-1600");
  const store = uploadStorage();
  const file =
    (await store.get(`vendors/${largest}.webp`)) ?? (await store.get(`vendors/${name}.webp`));
  return file ? new Uint8Array(await new Response(file.body).arrayBuffer()) : null;
}

/**
 * What a share picture of a blog post needs: the picture of a readable post (the route passes
 * the content area's lookup, so the pictures never import the pages that show them).
 */
export type ReadablePostImage = (id: string) => { image: string } | null;

/** A share picture (JPEG) cut from `source`, an upload's bytes or a post's SVG; null without one. */
const shareCut = (name: string, source: string | Uint8Array | null): ArtRequest | null =>
  source ? { name, contentType: "image/jpeg", render: () => renderShareCut(source) } : null;

/** The picture `path` (after `/art/`) names, or null: a 404. */
export async function artRequest(
  path: string,
  findReadablePost: ReadablePostImage,
): Promise<ArtRequest | null> {
  let match = path.match(VENDOR);
  if (match) {
    const [, categoryId, id, variant, width] = match;
    if ((await vendorCategoryOf(Number(id))) !== categoryId) return null;
    return webp(
      `vendor-${categoryId}-${id}-${variant}-${width}.webp`,
      vendorScene(Number(id), categoryId, Number(variant)),
      Number(width) as ArtWidth,
    );
  }
  match = path.match(IDEA);
  if (match) {
    const [, slug, width] = match;
    const scene = ideaScene(slug);
    return scene ? webp(`idea-${slug}-${width}.webp`, scene, Number(width) as ArtWidth) : null;
  }
  match = path.match(SHARE_VENDOR);
  if (match) {
    const [, categoryId, id] = match;
    if ((await vendorCategoryOf(Number(id))) !== categoryId) return null;
    return {
      name: `og-vendor-${categoryId}-${id}.jpg`,
      contentType: "image/jpeg",
      render: () => renderVendorShare(Number(id), categoryId),
    };
  }
  match = path.match(SHARE_UPLOAD);
  if (match) {
    return shareCut(`og-upload-${match[1]}.jpg`, await uploadedBytes(match[1]));
  }
  match = path.match(SHARE_POST);
  if (match) {
    const post = findReadablePost(match[1]);
    return shareCut(`og-post-${match[1]}.jpg`, post ? postPictureSvg(post.image) : null);
  }
  return null;
}
