import { getEnv } from "~/config.server";
import { BLOG_POSTS } from "~/features/content/blog-posts";
import { CATEGORIES } from "~/features/vendors/categories";
import { listApprovedVendorIds } from "~/features/vendors/vendors.server";
import { orUnavailable } from "~/lib/unavailable.server";

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

export async function loader() {
  const { BASE_URL } = getEnv();
  const vendors = await orUnavailable(listApprovedVendorIds());
  const urls = [
    ...STATIC_PATHS.map((path) => ({ loc: `${BASE_URL}${path}` })),
    ...BLOG_POSTS.filter((post) => post.body).map((post) => ({
      loc: `${BASE_URL}/blog/${post.id}`,
      lastmod: post.updated ?? post.date,
    })),
    ...CATEGORIES.map((category) => ({ loc: `${BASE_URL}/category/${category.id}` })),
    ...vendors.map((vendor) => ({
      loc: `${BASE_URL}/vendor/${vendor.id}`,
      lastmod: vendor.updatedAt.toISOString().slice(0, 10),
    })),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((url) => `  <url><loc>${escapeXml(url.loc)}</loc>${"lastmod" in url ? `<lastmod>${url.lastmod}</lastmod>` : ""}</url>`).join("\n")}
</urlset>
`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
