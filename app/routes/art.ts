import { data } from "react-router";
import { ART_HEADERS, artworkFile } from "~/features/artwork/artwork.server";
import { type ArtWidth, ideaScene, vendorScene } from "~/features/artwork/scene";
import { vendorCategoryOf } from "~/features/directory/vendors.server";
import type { Route } from "./+types/art";

const VENDOR = /^v1\/vendor\/([a-z-]{2,40})\/([1-9]\d{0,8})-([0-3])-(400|800)\.webp$/;
const IDEA = /^v1\/idea\/([a-z-]{2,40})-(400|800)\.webp$/;

/**
 * The project's illustrations (decision 018): `/art/v1/vendor/<category>/<id>-<variant>-<width>.webp`
 * for a listed vendor, `/art/v1/idea/<slug>-<width>.webp` for an inspiration idea. Anything else,
 * or a vendor that is not in that category, is 404: only pictures the pages name are ever drawn.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const path = params["*"] ?? "";
  const vendor = path.match(VENDOR);
  const idea = path.match(IDEA);
  let found: { name: string; scene: ReturnType<typeof ideaScene>; width: ArtWidth } | null = null;
  if (vendor) {
    const [, categoryId, id, variant, width] = vendor;
    const listed = await vendorCategoryOf(Number(id));
    if (listed === categoryId)
      found = {
        name: `vendor-${categoryId}-${id}-${variant}-${width}.webp`,
        scene: vendorScene(Number(id), categoryId, Number(variant)),
        width: Number(width) as ArtWidth,
      };
  } else if (idea) {
    const [, slug, width] = idea;
    found = {
      name: `idea-${slug}-${width}.webp`,
      scene: ideaScene(slug),
      width: Number(width) as ArtWidth,
    };
  }
  if (!found?.scene) throw data("Not found", { status: 404 });
  const file = await artworkFile(found.name, found.scene, found.width);
  const headers = new Headers(ART_HEADERS);
  if (file.size !== undefined) headers.set("Content-Length", String(file.size));
  return new Response(file.body as BodyInit, { headers });
}
