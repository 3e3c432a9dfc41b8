import { describe, expect, it } from "vitest";
import { CATEGORIES } from "~/features/vendors/categories";
import { sentencesOf } from "./demo-descriptions";
import { buildDemoVendors, TOWNS } from "./demo-vendors";

const vendors = buildDemoVendors();

describe("the demo vendors' descriptions (issue 15)", () => {
  it("share no sentence between two vendors", () => {
    const owners = new Map<string, number[]>();
    for (const vendor of vendors) {
      for (const sentence of new Set(sentencesOf(vendor.shortDescription))) {
        owners.set(sentence, [...(owners.get(sentence) ?? []), vendor.id]);
      }
    }
    const shared = [...owners].filter(([, ids]) => ids.length > 1);
    expect(shared).toEqual([]);
    // Three sentences each for the generated ones: what they offer, who they are, a practical line.
    expect(owners.size).toBeGreaterThanOrEqual(3 * (vendors.length - 1));
  });

  it("name the vendor and its own area, and no other town", () => {
    const towns = [...new Set(TOWNS.flatMap((town) => [town.town, town.area]))];
    for (const vendor of vendors) {
      const [area, town] = vendor.location.split(", ");
      // Its own street may carry another town's name (Leeds Road in Bradford).
      const streets = TOWNS.find((t) => t.area === area)?.streets ?? [];
      const text = streets.reduce(
        (rest, street) => rest.replaceAll(street, ""),
        vendor.shortDescription,
      );
      expect(vendor.shortDescription, `vendor ${vendor.id}`).toContain(area);
      const strangers = towns.filter((name) => name !== area && name !== town);
      expect(
        strangers.filter((name) => new RegExp(`\\b${name}\\b`).test(text)),
        `vendor ${vendor.id}`,
      ).toEqual([]);
      if (vendor.id <= CATEGORIES.length * 8)
        expect(vendor.shortDescription).toContain(vendor.name);
    }
  });

  it("fit the listing's description limit and say what the listing's facts say", () => {
    for (const vendor of vendors) {
      expect(vendor.shortDescription.length).toBeLessThanOrEqual(500);
      // A price in the text is the listing's own "Prices from".
      const price = vendor.shortDescription.match(/£([\d,]+)/)?.[1];
      if (price) expect(Number(price.replace(/,/g, ""))).toBe(vendor.priceFrom);
      // A distance in the text is how far the listing says it travels.
      const miles = vendor.shortDescription.match(/(\d+) miles/)?.[1];
      if (miles) expect(Number(miles)).toBe(vendor.travelMiles);
    }
  });

  it("keep each category's words to its own vendors, so searches find the right ones", () => {
    const outside = (word: RegExp, categoryId: string) =>
      vendors.filter((v) => v.categoryId !== categoryId && word.test(v.shortDescription));
    expect(outside(/photograph/i, "photography-videography")).toEqual([]);
    expect(outside(/mehndi|henna/i, "mehndi-artists")).toEqual([]);
    expect(outside(/tandoor/i, "catering")).toEqual([]);
    expect(outside(/sherwani/i, "menswear")).toEqual([]);
  });
});

describe("the business testimonials and the demo listings (issue 31)", () => {
  it("place a business that is also a demo listing in that listing's town", async () => {
    const { TESTIMONIALS } = await import("~/features/business/list-your-business");
    let matched = 0;
    for (const testimonial of TESTIMONIALS) {
      const [name, town] = testimonial.business.split(", ");
      const listing = vendors.find((vendor) => vendor.name === name);
      if (!listing) continue;
      matched++;
      expect(listing.location.split(", ")[1], testimonial.business).toBe(town);
    }
    expect(matched).toBeGreaterThan(0);
  });
});
