import { getEnv } from "~/config.server";
import { CATEGORIES } from "~/features/vendors/categories";
import {
  countApproved,
  highestVendorId,
  listApprovedVendorIds,
} from "~/features/vendors/vendors.server";
import { BLOG_POSTS } from "./blog-posts";

/**
 * The sitemap (sitemaps.org). One file may list 50,000 addresses at most, so a catalogue larger
 * than that is listed through a sitemap index at the same address, /sitemap.xml: the fixed pages
 * in /sitemaps/pages.xml, then the vendor pages by id range, 50,000 ids a file:
 * /sitemaps/vendors-1.xml holds ids 1 to 50,000, -2 the next 50,000, … (decision 045). A vendor
 * stays in its file whatever is added or removed, and a file is one primary-key range read.
 */
export const SITEMAP_MAX_URLS = 50_000;

type SitemapUrl = { loc: string; lastmod?: string };

const STATIC_PATHS = [
  "/",
  "/vendors",
  "/categories",
  "/list-your-business",
  "/inspiration",
  "/blog",
  "/about",
  "/contact",
  "/faq",
  "/privacy-policy",
  "/terms",
];

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;");

function fixedUrls(base: string): SitemapUrl[] {
  return [
    ...STATIC_PATHS.map((path) => ({ loc: `${base}${path}` })),
    ...BLOG_POSTS.filter((post) => post.body).map((post) => ({
      loc: `${base}/blog/${post.id}`,
      lastmod: post.updated ?? post.date,
    })),
    ...CATEGORIES.map((category) => ({ loc: `${base}/category/${category.id}` })),
  ];
}

async function vendorUrls(base: string, ids?: { from: number; through: number }) {
  const vendors = await listApprovedVendorIds(ids);
  return vendors.map((vendor) => ({
    loc: `${base}/vendor/${vendor.id}`,
    lastmod: vendor.updatedAt.toISOString().slice(0, 10),
  }));
}

const urlSet = (urls: SitemapUrl[]) => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((url) => `  <url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ""}</url>`).join("\n")}
</urlset>
`;

const sitemapIndex = (locs: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${locs.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join("\n")}
</sitemapindex>
`;

/** /sitemap.xml: every address in one file while they fit, else the index of the parts. */
export async function sitemapXml(maxUrls = SITEMAP_MAX_URLS): Promise<string> {
  const base = getEnv().BASE_URL;
  const fixed = fixedUrls(base);
  const vendors = await countApproved();
  if (fixed.length + vendors <= maxUrls) return urlSet([...fixed, ...(await vendorUrls(base))]);
  const parts = Math.ceil((await highestVendorId()) / maxUrls);
  return sitemapIndex([
    `${base}/sitemaps/pages.xml`,
    ...Array.from({ length: parts }, (_, index) => `${base}/sitemaps/vendors-${index + 1}.xml`),
  ]);
}

/** One part of the index (`pages.xml`, `vendors-N.xml`), or null when there is no such part. */
export async function sitemapPartXml(
  part: string,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<string | null> {
  const base = getEnv().BASE_URL;
  if (part === "pages.xml") return urlSet(fixedUrls(base));
  const number = Number(/^vendors-([1-9]\d{0,5})\.xml$/.exec(part)?.[1]);
  if (!number) return null;
  const from = (number - 1) * maxUrls + 1;
  // A range past the highest id is no part of the index; one inside it may be empty (a file of
  // vendors since removed), which is still a valid, empty part.
  if (from > (await highestVendorId())) return null;
  return urlSet(await vendorUrls(base, { from, through: number * maxUrls }));
}
