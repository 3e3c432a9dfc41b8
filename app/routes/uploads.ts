import { data } from "react-router";
import { readUpload } from "~/features/business/images.server";
import { IMMUTABLE_CACHE } from "~/lib/storage.server";
import type { Route } from "./+types/uploads";

/**
 * Serves uploaded images (decisions.md: "Images are ours") from the uploads' store — the folder
 * or the bucket — on this origin (decision record 009). Every file was re-encoded to WebP by the
 * server under a content hash or a random name, so a file never changes: cache it for good.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const file = await readUpload(params["*"] ?? "");
  if (!file) throw data("Not found", { status: 404 });
  const headers = new Headers({
    "Content-Type": "image/webp",
    "Cache-Control": IMMUTABLE_CACHE,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
  if (file.size !== undefined) headers.set("Content-Length", String(file.size));
  return new Response(file.body, { headers });
}
