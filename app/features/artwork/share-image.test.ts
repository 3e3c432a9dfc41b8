import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { BLOG_POSTS } from "~/features/content/blog-posts";
import { postShareImage } from "./share-image";
import {
  postPictureSvg,
  renderShareCut,
  renderVendorShare,
  vendorShareImage,
} from "./share-image.server";

describe("share pictures (og:image)", () => {
  it("name a vendor's illustration, or its uploaded cover once there is one", () => {
    const vendor = {
      id: 17,
      name: "Amrit Kitchen",
      categoryId: "catering",
      categoryName: "Caterers",
      image: "/images/categories/catering.svg",
    };
    expect(vendorShareImage(vendor)).toEqual({
      src: "/art/v2/og/vendor/catering/17.jpg",
      alt: expect.stringMatching(/^Illustration for Amrit Kitchen, Caterers: a /),
    });
    const uploaded = { ...vendor, image: "/uploads/vendors/0123456789abcdef0123-800.webp" };
    expect(vendorShareImage(uploaded)).toEqual({
      src: "/art/v2/og/upload/0123456789abcdef0123-800.jpg",
      alt: "Amrit Kitchen, photo",
    });
  });

  it("draw a vendor's illustration at 1200×630 as JPEG", async () => {
    const meta = await sharp(await renderVendorShare(73, "venues")).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  });

  it("cut every readable blog post's own picture to 1200×630", async () => {
    const readable = BLOG_POSTS.filter((post) => post.body);
    expect(readable.length).toBeGreaterThan(0);
    for (const post of readable) {
      expect(postShareImage(post)).toEqual({
        src: `/art/v2/og/post/${post.id}.jpg`,
        alt: post.imageAlt,
      });
      const svg = postPictureSvg(post.image);
      expect(svg, post.image).toMatch(/^<svg/);
      const meta = await sharp(await renderShareCut(svg ?? "")).metadata();
      expect(meta).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    }
    expect(postPictureSvg("/images/blog/nothing.svg")).toBeNull();
  });
});
