import { describe, expect, it } from "vitest";
import { BLOG_POSTS } from "~/features/content/blog-posts";
import { loader } from "./sitemap";

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
});
