import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { artworkSvg, renderArtwork } from "./artwork.server";
import {
  artPicture,
  CATEGORY_MOTIFS,
  cardGallery,
  IDEA_SCENES,
  ideaScene,
  vendorPicture,
  vendorScene,
} from "./scene.server";

describe("vendor illustrations", () => {
  it("draws the same picture for the same vendor, byte for byte", async () => {
    expect(artworkSvg(vendorScene(42, "catering"))).toBe(artworkSvg(vendorScene(42, "catering")));
    const [a, b] = await Promise.all([
      renderArtwork(vendorScene(42, "catering"), 400),
      renderArtwork(vendorScene(42, "catering"), 400),
    ]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it("draws a different picture for every vendor of a category page", () => {
    for (const categoryId of Object.keys(CATEGORY_MOTIFS)) {
      const svgs = Array.from({ length: 24 }, (_, i) =>
        artworkSvg(vendorScene(300 + i, categoryId)),
      );
      expect(new Set(svgs).size).toBe(24);
      // Neighbours in a list never share a palette.
      const palettes = Array.from(
        { length: 8 },
        (_, i) => vendorScene(300 + i, categoryId).palette,
      );
      expect(new Set(palettes).size).toBe(8);
    }
  });

  it("varies the composition, not only the colours", () => {
    const scenes = Array.from({ length: 30 }, (_, i) => vendorScene(i + 1, "catering"));
    expect(new Set(scenes.map((s) => s.backdrop)).size).toBeGreaterThan(3);
    expect(new Set(scenes.map((s) => s.ornament)).size).toBeGreaterThan(2);
    expect(new Set(scenes.map((s) => s.layout)).size).toBe(5);
  });

  it("draws different subjects and compositions across a page of one category (issue 31)", () => {
    for (const categoryId of ["photography-videography", "catering", "decor"]) {
      const scenes = Array.from({ length: 12 }, (_, i) => vendorScene(17 + i, categoryId));
      expect(new Set(scenes.map((s) => s.motif)).size).toBe(3);
      // No two of twelve neighbours share both their subject and how it is placed.
      expect(new Set(scenes.map((s) => `${s.motif}/${s.layout}`)).size).toBe(12);
    }
    const cameras = Array.from({ length: 12 }, (_, i) =>
      vendorScene(40 + i, "photography-videography"),
    );
    expect(cameras.map((s) => s.motif)).toContain("videocam");
    expect(cameras.map((s) => s.motif)).toContain("album");
  });

  it("renders WebP at the width asked for", async () => {
    for (const width of [400, 800] as const) {
      const meta = await sharp(await renderArtwork(vendorScene(7, "venues"), width)).metadata();
      expect(meta).toMatchObject({ format: "webp", width, height: Math.round((width * 2) / 3) });
    }
  });

  it("says what the illustration shows, and that it is one", () => {
    const picture = artPicture(
      { id: 3, name: "Shree Caterers", categoryId: "catering", categoryName: "Caterers" },
      0,
    );
    expect(picture.alt).toMatch(/^Illustration for Shree Caterers, Caterers: a thali of curries/);
    expect(picture.src).toBe("/art/v2/vendor/catering/3-0-800.webp");
    expect(picture.srcSet).toBe(
      "/art/v2/vendor/catering/3-0-400.webp 400w, /art/v2/vendor/catering/3-0-800.webp 800w",
    );
  });
});

describe("which picture a vendor shows", () => {
  const base = { id: 9, name: "The Grand", categoryId: "venues", additionalImages: [] };

  it("shows an uploaded cover instead of its illustration", () => {
    const image = "/uploads/vendors/0123456789abcdef0123-800.webp";
    expect(vendorPicture({ ...base, image })).toMatchObject({
      src: image,
      srcSet: `/uploads/vendors/0123456789abcdef0123-400.webp 400w, ${image} 800w`,
    });
    expect(vendorPicture({ ...base, image: "/images/categories/venues.svg" }).src).toBe(
      "/art/v2/vendor/venues/9-0-800.webp",
    );
  });

  it("gives a venue a gallery of three more illustrations, others none", () => {
    const gallery = cardGallery(base);
    expect(gallery.map((p) => p.src)).toEqual(
      [1, 2, 3].map((v) => `/art/v2/vendor/venues/9-${v}-800.webp`),
    );
    expect(new Set(gallery.map((p) => p.alt)).size).toBe(3);
    expect(cardGallery({ ...base, categoryId: "catering" })).toEqual([]);
    const uploaded = ["/uploads/vendors/aaaaaaaaaaaaaaaaaaaa-800.webp"];
    expect(cardGallery({ ...base, additionalImages: uploaded }).map((p) => p.src)).toEqual(
      uploaded,
    );
  });
});

describe("inspiration illustrations", () => {
  it("has a scene for every idea slug and none for anything else", () => {
    for (const slug of Object.keys(IDEA_SCENES)) expect(ideaScene(slug)).not.toBeNull();
    expect(ideaScene("toString")).toBeNull();
    expect(ideaScene("nothing")).toBeNull();
    const svgs = Object.keys(IDEA_SCENES).map((slug) => artworkSvg(ideaScene(slug)!));
    expect(new Set(svgs).size).toBe(svgs.length);
  });
});
