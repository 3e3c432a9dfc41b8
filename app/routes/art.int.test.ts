import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { vendor } from "~/db/schema";
import { IMMUTABLE_CACHE, uploadStorage } from "~/lib/storage.server";
import { loader } from "./art";

type Args = Parameters<typeof loader>[0];
const serve = async (path: string) => {
  try {
    return await loader({
      request: new Request(`http://localhost:3000${path}`),
      params: { "*": path.slice("/art/".length) },
      context: {},
    } as unknown as Args);
  } catch (thrown) {
    return thrown as { init: { status: number } | null };
  }
};
const statusOf = (answer: Awaited<ReturnType<typeof serve>>) =>
  answer instanceof Response ? answer.status : (answer.init?.status ?? 0);

describe("/art/*", () => {
  it("serves a seeded vendor's illustration as WebP, cached for good, the same the second time", async () => {
    const [row] = await db
      .select({ id: vendor.id, categoryId: vendor.categoryId })
      .from(vendor)
      .limit(1);
    const path = `/art/v2/vendor/${row.categoryId}/${row.id}-0-400.webp`;
    const first = (await serve(path)) as Response;
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/webp");
    expect(first.headers.get("cache-control")).toBe(IMMUTABLE_CACHE);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(400);
    const again = (await serve(path)) as Response;
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("serves an inspiration idea's illustration", async () => {
    const answer = (await serve("/art/v2/idea/marigold-mandap-800.webp")) as Response;
    expect(answer.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).width).toBe(800);
  });

  it("serves 1200×630 JPEG share pictures of a vendor, an uploaded cover and a readable blog post", async () => {
    const [row] = await db
      .select({ id: vendor.id, categoryId: vendor.categoryId })
      .from(vendor)
      .limit(1);
    const key = "0123456789abcdef0123";
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: "#b3541e" },
    })
      .webp()
      .toBuffer();
    await uploadStorage().put(`vendors/${key}-1600.webp`, photo, "image/webp");
    for (const path of [
      `/art/v2/og/vendor/${row.categoryId}/${row.id}.jpg`,
      `/art/v2/og/upload/${key}-800.jpg`,
      "/art/v2/og/post/1.jpg",
    ]) {
      const answer = (await serve(path)) as Response;
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("content-type")).toBe("image/jpeg");
      expect(answer.headers.get("cache-control")).toBe(IMMUTABLE_CACHE);
      const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect(meta, path).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    }
  });

  it("answers 404 for anything it would not draw", async () => {
    const [row] = await db
      .select({ id: vendor.id, categoryId: vendor.categoryId })
      .from(vendor)
      .limit(1);
    const other = row.categoryId === "venues" ? "catering" : "venues";
    for (const path of [
      `/art/v2/vendor/${row.categoryId}/${row.id}-0-600.webp`, // a width no page asks for
      `/art/v2/vendor/${row.categoryId}/${row.id}-4-400.webp`, // no such variant
      `/art/v2/vendor/${other}/${row.id}-0-400.webp`, // not this vendor's category
      `/art/v2/vendor/${row.categoryId}/999999999-0-400.webp`, // no such vendor
      `/art/v2/vendor/${row.categoryId}/0${row.id}-0-400.webp`, // not the one way of writing it
      `/art/v2/vendor/${row.categoryId}/${row.id}-0-400.png`,
      `/art/v2/vendor/${row.categoryId}/../${row.id}-0-400.webp`,
      "/art/v2/idea/not-an-idea-400.webp",
      "/art/v2/idea/constructor-400.webp",
      "/art/v3/idea/marigold-mandap-400.webp", // a version not drawn yet
      `/art/v2/og/vendor/${other}/${row.id}.jpg`, // not this vendor's category
      `/art/v2/og/vendor/${row.categoryId}/${row.id}.png`,
      "/art/v2/og/upload/ffffffffffffffffffff-800.jpg", // no such upload
      "/art/v2/og/upload/../secret.jpg",
      "/art/v2/og/post/3.jpg", // a post with no page
      "/art/v2/og/post/99.jpg",
      "/art/",
    ]) {
      expect(statusOf(await serve(path)), path).toBe(404);
    }
  });
});
