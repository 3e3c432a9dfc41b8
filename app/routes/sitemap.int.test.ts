import { describe, expect, it } from "vitest";
import { BLOG_POSTS } from "~/features/content/blog-posts";
import { sitemapPartXml, sitemapXml } from "~/features/content/sitemap.server";
import {
  countApproved,
  highestVendorId,
  listApprovedVendorIds,
} from "~/features/vendors/vendors.server";
import { loader } from "./sitemap";
import { loader as partLoader } from "./sitemap-part";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
const paths = (xml: string) => locs(xml).map((loc) => new URL(loc).pathname);

/** /sitemaps/{name} as the route answers it. */
async function part(name: string) {
  const response = await partLoader({ params: { part: name } } as Parameters<typeof partLoader>[0]);
  return {
    status: response.status,
    type: response.headers.get("Content-Type"),
    xml: await response.text(),
  };
}

describe("/sitemap.xml", () => {
  it("dates every blog post and every vendor page (lastmod)", async () => {
    const xml = await (await loader()).text();
    const entries = [
      ...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g),
    ];
    const lastmod = new Map(entries.map(([, loc, date]) => [new URL(loc).pathname, date]));
    const readable = BLOG_POSTS.filter((post) => post.body);
    expect(readable.length).toBeGreaterThan(0);
    for (const post of readable) expect(lastmod.get(`/blog/${post.id}`)).toBe(post.date);
    const vendors = [...lastmod].filter(([path]) => path.startsWith("/vendor/"));
    expect(vendors.length).toBeGreaterThan(100);
    for (const [path, date] of vendors) expect(date, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Demo vendors were listed in April 2025 and not changed since.
    expect(lastmod.get("/vendor/1")).toMatch(/^2025-04-/);
  });

  it("becomes an index of parts when the addresses would not fit in one file", async () => {
    // The real limit is sitemaps.org's 50,000 addresses a file; 50 makes the demo data too many.
    const approved = await countApproved();
    const whole = paths(await sitemapXml());
    expect(whole.filter((path) => path.startsWith("/vendor/"))).toHaveLength(approved);

    const index = await sitemapXml(50);
    expect(index).toContain("<sitemapindex");
    const vendorParts = Math.ceil((await highestVendorId()) / 50);
    expect(vendorParts).toBeGreaterThan(2);
    expect(paths(index)).toEqual([
      "/sitemaps/pages.xml",
      ...Array.from({ length: vendorParts }, (_, i) => `/sitemaps/vendors-${i + 1}.xml`),
    ]);

    // The parts list every address of the single file, each once: part n the ids 50n-49 to 50n.
    const fixed = paths((await sitemapPartXml("pages.xml", 50)) ?? "");
    expect(fixed.some((path) => path.startsWith("/vendor/"))).toBe(false);
    const listed = [...fixed];
    for (let n = 1; n <= vendorParts; n++) {
      const vendors = paths((await sitemapPartXml(`vendors-${n}.xml`, 50)) ?? "");
      for (const path of vendors) {
        const id = Number(path.slice("/vendor/".length));
        expect(id, path).toBeGreaterThanOrEqual(50 * n - 49);
        expect(id, path).toBeLessThanOrEqual(50 * n);
      }
      listed.push(...vendors);
    }
    expect(listed.sort()).toEqual([...whole].sort());
    expect(await sitemapPartXml(`vendors-${vendorParts + 1}.xml`, 50)).toBeNull();
    const ids = await listApprovedVendorIds({ from: 51, through: 100 });
    expect(ids.length).toBeGreaterThan(0);
    expect(paths((await sitemapPartXml("vendors-2.xml", 50)) ?? "")).toEqual(
      ids.map((row) => `/vendor/${row.id}`),
    );
  });

  it("answers a part at /sitemaps/{part}, and 404 for anything that is not one", async () => {
    const pages = await part("pages.xml");
    expect(pages.status).toBe(200);
    expect(pages.type).toContain("application/xml");
    expect(paths(pages.xml)).toContain("/categories");
    const first = await part("vendors-1.xml");
    expect(first.status).toBe(200);
    expect(paths(first.xml).length).toBeGreaterThan(100);
    const past = `vendors-${Math.ceil((await highestVendorId()) / 50_000) + 1}.xml`;
    for (const name of [past, "vendors-0.xml", "vendors-x.xml", "other.xml", "pages"]) {
      const missing = await part(name);
      expect(missing.status, name).toBe(404);
      expect(missing.type, name).toContain("text/plain");
    }
  });
});
