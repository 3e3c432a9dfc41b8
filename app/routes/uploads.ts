import { data } from "react-router";
import { readUpload } from "~/features/business/images.server";
import type { Route } from "./+types/uploads";

/**
 * Serves uploaded images (decisions.md: "Images are ours"). Every file here was re-encoded
 * to WebP by the server, and names are random, so a file never changes: cache it for good.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const body = await readUpload(params["*"] ?? "");
  if (!body) throw data("Not found", { status: 404 });
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(body.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
