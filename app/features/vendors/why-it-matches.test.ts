import { describe, expect, it } from "vitest";
import { whyItMatches } from "./why-it-matches";

const details = {
  languages: ["Punjabi", "Hindi", "English"],
  faiths: ["Sikh", "Hindu"],
  dietary: ["Halal", "Vegetarian"],
  priceFrom: 2500,
  capacityMax: 1200,
};

describe("whyItMatches", () => {
  it("names only what the couple asked for, in a few words", () => {
    expect(
      whyItMatches(details, {
        languages: ["Punjabi", "Tamil"],
        faiths: ["Sikh", "Hindu"],
        dietary: ["Halal"],
        budget: 3000,
        guests: 500,
      }),
    ).toEqual([
      "Speaks Punjabi",
      "Sikh and Hindu ceremonies",
      "Halal",
      "From £2,500",
      "Up to 1,200 guests",
    ]);
  });

  it("counts a searched word as asked for", () => {
    expect(whyItMatches(details, {}, ["hindi", "vegetarian"])).toEqual([
      "Speaks Hindi",
      "Vegetarian",
    ]);
  });

  it("says nothing when nothing was asked, or the vendor has no price or capacity", () => {
    expect(whyItMatches(details, {})).toEqual([]);
    expect(
      whyItMatches({ ...details, priceFrom: null, capacityMax: null }, { budget: 1, guests: 1 }),
    ).toEqual([]);
  });
});
