import { describe, expect, it } from "vitest";
import { vendorPicture } from "~/features/artwork/scene.server";
import { vendorShareImage } from "~/features/artwork/share-image.server";
import {
  type JsonLdVendor,
  postalAddress,
  priceRange,
  vendorJsonLd,
} from "./vendor-json-ld.server";

const ORIGIN = "https://saath.example";

/** The pictures as the vendor page's loader makes them. */
const pictures = (image: string) => {
  const listing = { id: 121, name: "Rangoli Cakes", categoryId: "cake-desserts", image };
  return { picture: vendorPicture(listing), shareImage: vendorShareImage(listing) };
};

const base: JsonLdVendor = {
  id: 121,
  name: "Rangoli Cakes",
  categoryId: "cake-desserts",
  categoryName: "Cake & Dessert Tables",
  shortDescription: "Eggless tiered cakes in saffron and cardamom.",
  ...pictures("/images/categories/cake-desserts.svg"),
  location: "Belgrave, Leicester",
  address: "12 Melton Road, Belgrave, Leicester LE4 5LN",
  postcode: "LE4 5LN",
  lat: 52.654_321_7,
  lng: -1.123_456_7,
  phone: "0116 496 0123",
  email: null,
  website: null,
  priceFrom: 2500,
  shownRating: null,
};
const build = (
  changes: Partial<JsonLdVendor> = {},
  reviews?: Parameters<typeof vendorJsonLd>[1]["reviews"],
) => vendorJsonLd({ ...base, ...changes }, { origin: ORIGIN, reviews });

describe("the vendor page's structured data", () => {
  it("has a stable @id: the page's absolute address and #business", () => {
    const data = build();
    expect(data["@id"]).toBe("https://saath.example/vendor/121#business");
    expect(build({ name: "Renamed" })["@id"]).toBe(data["@id"]);
    expect(data.mainEntityOfPage).toBe("https://saath.example/vendor/121");
    // Without a website of its own, the listing's page is its address.
    expect(data.url).toBe("https://saath.example/vendor/121");
    expect(build({ website: "www.rangoli.example" }).url).toBe("https://www.rangoli.example");
  });

  it("places the business at its postcode sector's centre", () => {
    expect(build().geo).toEqual({
      "@type": "GeoCoordinates",
      latitude: 52.6543,
      longitude: -1.1235,
    });
    expect(build({ lat: null, lng: null }).geo).toBeUndefined();
  });

  it("shows absolute raster pictures only: the 1200×630 share picture and the cover", () => {
    const { image } = build();
    expect(image).toEqual([
      "https://saath.example/art/v2/og/vendor/cake-desserts/121.jpg",
      "https://saath.example/art/v2/vendor/cake-desserts/121-0-800.webp",
    ]);
    const uploaded = build(pictures("/uploads/vendors/0123456789abcdef0123-800.webp")).image;
    expect(uploaded).toEqual([
      "https://saath.example/art/v2/og/upload/0123456789abcdef0123-800.jpg",
      "https://saath.example/uploads/vendors/0123456789abcdef0123-800.webp",
    ]);
    for (const src of [...build().image, ...uploaded]) expect(src).not.toMatch(/\.svg$/);
  });

  it("gives the street, the town and the postcode once each", () => {
    expect(build().address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "12 Melton Road, Belgrave",
      addressLocality: "Leicester",
      postalCode: "LE4 5LN",
      addressCountry: "GB",
    });
    // However the owner spaced and cased it, and with a country on the end.
    expect(
      postalAddress({
        address: "Unit 4, 210 Soho Road,\nBirmingham b21 9np, United Kingdom",
        location: "Handsworth, Birmingham",
        postcode: "B21 9NP",
      }),
    ).toMatchObject({
      streetAddress: "Unit 4, 210 Soho Road",
      addressLocality: "Birmingham",
      postalCode: "B21 9NP",
    });
    expect(
      postalAddress({
        address: "The Broadway, Southall, London UB11DB",
        location: "Southall, London",
        postcode: "UB1 1DB",
      }),
    ).toMatchObject({
      streetAddress: "The Broadway, Southall",
      addressLocality: "London",
      postalCode: "UB1 1DB",
    });
    // No address at all: the town alone.
    expect(postalAddress({ address: null, location: "Leicester", postcode: "LE4 5LN" })).toEqual({
      "@type": "PostalAddress",
      streetAddress: undefined,
      addressLocality: "Leicester",
      postalCode: undefined,
      addressCountry: "GB",
    });
  });

  it("keeps the postcode private unless the owner wrote it in the address", () => {
    const hidden = build({ address: "12 Melton Road", postcode: "LE4 5LN" });
    expect(JSON.stringify(hidden)).not.toMatch(/LE4\s*5LN/);
    expect(hidden.address.streetAddress).toBe("12 Melton Road");
    expect(build().address.postalCode).toBe("LE4 5LN");
  });

  it("says the starting price when there is one", () => {
    expect(build().priceRange).toBe("From £2,500");
    expect(build({ priceFrom: null }).priceRange).toBeUndefined();
    expect(priceRange(12_000)).toBe("From £12,000");
  });

  it("rates from published Saath reviews only, with the reviews shown; seeded ratings are left out", () => {
    const seeded = build({ shownRating: 4.6, saathReviewCount: 0 });
    expect(seeded.aggregateRating, "Google's stars are not ours to mark up").toBeUndefined();
    expect(JSON.stringify(seeded)).not.toContain("Rating");
    const reviewed = build({ shownRating: 4.333, saathReviewCount: 3 }, [
      {
        rating: 5,
        title: "Wonderful",
        body: "Lovely cake",
        author: "Asha & Dev",
        publishedAt: "2025-06-01T10:00:00.000Z",
      },
    ]);
    expect(reviewed.aggregateRating).toMatchObject({ ratingValue: 4.3, reviewCount: 3 });
    expect(reviewed.review?.[0]).toMatchObject({
      author: { name: "Asha & Dev" },
      reviewRating: { ratingValue: 5 },
      datePublished: "2025-06-01",
    });
  });

  it("describes the business in its own words, or in a sentence made from its facts", () => {
    expect(build().description).toBe(base.shortDescription);
    expect(build({ shortDescription: "" }).description).toMatch(
      /^Rangoli Cakes is .+ based in Belgrave, Leicester/,
    );
  });
});
