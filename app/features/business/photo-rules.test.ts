import { describe, expect, it } from "vitest";
import { ALT_MAX, altOf, altText } from "./photo-rules";

describe("photo alt text", () => {
  it("keeps 3 to 200 characters, trimmed, and refuses the rest", () => {
    expect(altText("  The mandap  ")).toBe("The mandap");
    expect(altText("ab")).toBeNull();
    expect(altText("x".repeat(ALT_MAX + 1))).toBeNull();
    expect(altText(null)).toBeNull();
  });

  it("numbers photos sent together, within the length limit, and leaves one alone", () => {
    expect(altOf("The mandap", 0, 1)).toBe("The mandap");
    expect(altOf("The mandap", 1, 3)).toBe("The mandap (2)");
    const long = altOf("x".repeat(ALT_MAX), 4, 5);
    expect(long).toHaveLength(ALT_MAX);
    expect(long.endsWith(" (5)")).toBe(true);
    expect(altText(long)).toBe(long);
  });
});
