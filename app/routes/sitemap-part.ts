import { sitemapPartXml } from "~/features/content/sitemap.server";
import { orUnavailable } from "~/lib/unavailable.server";
import { xmlResponse } from "~/lib/xml-response";
import type { Route } from "./+types/sitemap-part";

/** One file of the sitemap index (/sitemaps/pages.xml, /sitemaps/vendors-2.xml, …). */
export async function loader({ params }: Route.LoaderArgs) {
  const xml = await orUnavailable(sitemapPartXml(params.part));
  if (xml === null) {
    // A crawler's address, so a plain-text 404 rather than React Router's JSON error body.
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return xmlResponse(xml);
}
