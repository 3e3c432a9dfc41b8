import { sitemapXml } from "~/features/content/sitemap.server";
import { orUnavailable } from "~/lib/unavailable.server";
import { xmlResponse } from "~/lib/xml-response";

export async function loader() {
  return xmlResponse(await orUnavailable(sitemapXml()));
}
