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
});
