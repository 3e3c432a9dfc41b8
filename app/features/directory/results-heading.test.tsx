import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseDirectoryFilters } from "./filters";
import { ResultsHeading } from "./results-heading";

/** The heading's words, as a screen reader or a visitor reads them. */
const heading = (
  search: string,
  result: { total: number; totalCapped?: boolean } | null,
  near: string | null = null,
) =>
  renderToStaticMarkup(
    <ResultsHeading
      filters={parseDirectoryFilters(new URLSearchParams(search))}
      result={result}
      near={near}
      headingRef={null}
    />,
  )
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ");

describe("ResultsHeading", () => {
  it("counts nothing when nothing was counted (an unknown postcode, no database)", () => {
    expect(heading("postcode=ZZ9+9ZZ", null)).toBe("Search by name, category or town.");
    expect(heading("q=mehndi", null)).toBe("Search by name, category or town.");
  });

  it("says how many vendors, in en-GB", () => {
    expect(heading("", { total: 12 })).toBe(
      "12 vendors found across the UK. Search by name, category or town.",
    );
    expect(heading("", { total: 949_805 })).toBe(
      "949,805 vendors found across the UK. Search by name, category or town.",
    );
    expect(heading("lang=Tamil", { total: 1_000, totalCapped: true })).toBe(
      "1,000+ vendors found across the UK. Search by name, category or town.",
    );
  });

  it("counts a search's results, and says when the count stopped at its cap", () => {
    expect(heading("q=mehndi", { total: 1 })).toBe("1 result for “mehndi”");
    expect(heading("q=mehndi", { total: 4 })).toBe("4 results for “mehndi”");
    const near = "within 25 miles of LE4 5LN";
    expect(
      heading("q=mehndi&postcode=LE4+5LN&radius=25", { total: 1_000, totalCapped: true }, near),
    ).toBe("1,000+ results for “mehndi” within 25 miles of LE4 5LN");
  });

  it("says where and in what order near a postcode", () => {
    const near = "within 10 miles of LE4 5LN";
    expect(heading("postcode=LE4+5LN", { total: 3 }, near)).toBe(
      "3 vendors within 10 miles of LE4 5LN, nearest first",
    );
    expect(heading("postcode=LE4+5LN&rating=4", { total: 1_000, totalCapped: true }, near)).toBe(
      "1,000+ vendors within 10 miles of LE4 5LN, nearest first",
    );
  });
});
