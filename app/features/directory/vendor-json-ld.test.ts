import { describe, expect, it } from "vitest";
import { vendorJsonLd } from "./vendor-detail";

const base = {
  name: "Rangoli Cakes",
  shortDescription: "Cakes",
  categoryName: "Cakes & Desserts",
  image: "/images/cake.svg",
  location: "Belgrave, Leicester",
  phone: null,
  email: null,
  website: null,
  rating: 4.5,
  reviewCount: 0,
};

describe("the vendor page's structured data", () => {
  it("keeps the postcode private unless the owner wrote it in the address", () => {
    const hidden = vendorJsonLd({ ...base, address: "12 Melton Road", postcode: "LE4 5LN" });
    expect(JSON.stringify(hidden)).not.toContain("LE4");
    const shown = vendorJsonLd({
      ...base,
      address: "12 Melton Road, LE4 5LN",
      postcode: "LE4 5LN",
    });
    expect(shown.address.postalCode).toBe("LE4 5LN");
  });

  it("rates from published Saath reviews only, with the reviews shown; seeded ratings are left out", () => {
    const seeded = vendorJsonLd({ ...base, address: null, postcode: null, reviewCount: 40 });
    expect(seeded.aggregateRating).toBeUndefined();
    const reviewed = vendorJsonLd({
      ...base,
      address: null,
      postcode: null,
      rating: 4.333,
      reviewCount: 3,
      saathReviewCount: 3,
      reviews: [
        {
          rating: 5,
          title: "Wonderful",
          body: "Lovely cake",
          author: "Asha & Dev",
          publishedAt: "2025-06-01T10:00:00.000Z",
        },
      ],
    });
    expect(reviewed.aggregateRating).toMatchObject({ ratingValue: 4.3, reviewCount: 3 });
    expect(reviewed.review?.[0]).toMatchObject({
      author: { name: "Asha & Dev" },
      reviewRating: { ratingValue: 5 },
      datePublished: "2025-06-01",
    });
  });
});
