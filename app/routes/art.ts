import { data } from "react-router";
import { artRequest } from "~/features/artwork/art-request.server";
import { ART_HEADERS, storedPicture } from "~/features/artwork/artwork.server";
import { findReadablePost } from "~/features/content/blog-posts";
import type { Route } from "./+types/art";

/**
 * The project's pictures (decisions 018 and 023): illustrations at
 * `/art/v2/vendor/<category>/<id>-<variant>-<width>.webp` and `/art/v2/idea/<slug>-<width>.webp`,
 * and the 1200×630 share pictures at `/art/v2/og/{vendor/<category>/<id>,upload/<name>,post/<id>}.jpg`.
 * Anything no page names is 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await artRequest(params["*"] ?? "", findReadablePost);
  if (!found) throw data("Not found", { status: 404 });
  const file = await storedPicture(found.name, found.contentType, found.render);
  const headers = new Headers({ ...ART_HEADERS, "Content-Type": found.contentType });
  if (file.size !== undefined) headers.set("Content-Length", String(file.size));
  return new Response(file.body as BodyInit, { headers });
}
