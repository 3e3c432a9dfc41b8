import { describe, expect, it } from "vitest";
import { CATEGORIES } from "~/features/vendors/categories";
import { BUSINESS_TYPES } from "./auth.constants";
import { businessTypeFor, categoryForBusinessType } from "./business-types";

describe("business types and categories", () => {
  it("maps every spec business type but Other to a real category", () => {
    const ids = new Set<string>(CATEGORIES.map((category) => category.id));
    for (const type of BUSINESS_TYPES) {
      const category = categoryForBusinessType(type);
      if (type === "Other") expect(category).toBeNull();
      else expect(ids.has(category ?? "")).toBe(true);
    }
  });

  it("reads a category back as the type sign-up lists", () => {
    expect(businessTypeFor("photography-videography")).toBe("Photography");
    expect(businessTypeFor("menswear")).toBe("Groom Wear");
    expect(businessTypeFor("mandap-hire")).toBe("Decorations");
    expect(businessTypeFor("honeymoon")).toBe("Other");
    expect(businessTypeFor("")).toBe("Other");
    for (const category of CATEGORIES) {
      expect(BUSINESS_TYPES).toContain(businessTypeFor(category.id));
    }
  });
});
