import { describe, expect, it } from "vitest";
import { searchTerms, withoutSoftWords } from "./search-terms";

describe("the search's words", () => {
  it("drop filler words and keep what names a vendor, a kind or a place", () => {
    expect(searchTerms("Best Asian caterers in Birmingham near me")).toEqual([
      "asian",
      "caterers",
      "birmingham",
    ]);
    expect(searchTerms("Café Crème")).toEqual(["cafe", "creme"]);
  });

  it("drop the words PostgreSQL's English search drops, so they never narrow a search", () => {
    expect(searchTerms("caterers from leicester")).toEqual(["caterers", "leicester"]);
    expect(searchTerms("caterers who can do halal")).toEqual(["caterers", "halal"]);
  });

  it("let go of words every listing answers to, only when there are some", () => {
    expect(withoutSoftWords(["asian", "caterers", "birmingham"])).toEqual([
      "caterers",
      "birmingham",
    ]);
    expect(withoutSoftWords(["caterers", "birmingham"])).toBeNull();
    expect(withoutSoftWords(["indian", "wedding"])).toEqual([]);
  });
});
