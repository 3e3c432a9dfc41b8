import { describe, expect, it } from "vitest";
import { isUkPhone } from "~/lib/phone";
import {
  type AddBusinessValues,
  importSearchSchema,
  parseAddBusiness,
} from "./add-business.schema";

const valid: AddBusinessValues = {
  name: "Royal Tandoor Catering",
  categoryId: "catering",
  location: "Leicester",
  description: "Punjabi and Gujarati wedding menus for up to 800 guests.",
  email: "hello@royaltandoor.example",
};

describe("add business schema", () => {
  it("accepts the required fields and defaults the rating to 4.5", () => {
    const result = parseAddBusiness(valid);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.data.rating).toBe(4.5);
      expect(result.data.phone).toBeUndefined();
      expect(result.data.website).toBeUndefined();
    }
  });

  it("accepts only the spec's rating options", () => {
    for (const rating of ["3", "3.5", "4", "4.5", "5"]) {
      const result = parseAddBusiness({ ...valid, rating });
      expect(result.ok && result.data.rating).toBe(Number(rating));
    }
    expect(parseAddBusiness({ ...valid, rating: "2" })).toMatchObject({
      ok: false,
      errors: { rating: "Please choose a rating" },
    });
  });

  it("requires name, location, description and category with the spec's messages", () => {
    const result = parseAddBusiness({ email: "a@b.co" });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "Business name is required",
        categoryId: "Please select a category",
        location: "Location is required",
        description: "Description is required",
      },
    });
  });

  it("needs a name of at least 2 characters", () => {
    expect(parseAddBusiness({ ...valid, name: " A " })).toMatchObject({
      ok: false,
      errors: { name: "Business name must be at least 2 characters" },
    });
  });

  it("counts a name's length once it is sanitised: '<>' is no name, never an empty one", () => {
    expect(parseAddBusiness({ ...valid, name: "<>", location: "onx=a" })).toMatchObject({
      ok: false,
      errors: {
        name: "Business name is required",
        location: "Location must be at least 2 characters",
      },
    });
    const kept = parseAddBusiness({ ...valid, name: "<b>Royal</b> Tandoor" });
    expect(kept.ok && kept.data.name).toBe("bRoyal/b Tandoor");
  });

  it("asks for the business e-mail when it is empty", () => {
    expect(parseAddBusiness({ ...valid, email: "  " })).toMatchObject({
      ok: false,
      errors: { email: "Please provide an email address for the business" },
    });
    expect(parseAddBusiness({ ...valid, email: "not-an-email" })).toMatchObject({
      ok: false,
      errors: { email: "Invalid email address" },
    });
  });

  it("limits the description to 500 characters", () => {
    expect(parseAddBusiness({ ...valid, description: "a".repeat(500) }).ok).toBe(true);
    expect(parseAddBusiness({ ...valid, description: "a".repeat(501) })).toMatchObject({
      ok: false,
      errors: { description: "Description cannot exceed 500 characters" },
    });
  });

  it("accepts a website only as a full http(s) URL, or empty", () => {
    expect(parseAddBusiness({ ...valid, website: "" }).ok).toBe(true);
    expect(parseAddBusiness({ ...valid, website: "https://royaltandoor.example" }).ok).toBe(true);
    for (const website of ["royaltandoor", "www.example.com", "javascript:alert(1)"]) {
      expect(parseAddBusiness({ ...valid, website })).toMatchObject({
        ok: false,
        errors: { website: "Invalid URL" },
      });
    }
  });

  it("checks the shape of an optional postcode", () => {
    expect(parseAddBusiness({ ...valid, postcode: "le1 1aa" }).ok).toBe(true);
    expect(parseAddBusiness({ ...valid, postcode: "12345" })).toMatchObject({
      ok: false,
      errors: { postcode: "Please enter a valid UK postcode" },
    });
  });

  it("checks an optional UK phone number", () => {
    expect(parseAddBusiness({ ...valid, phone: "0116 123 4567" }).ok).toBe(true);
    expect(parseAddBusiness({ ...valid, phone: "12" })).toMatchObject({
      ok: false,
      errors: { phone: "Please enter a valid UK phone number" },
    });
  });
});

describe("isUkPhone", () => {
  it("accepts national and international UK formats", () => {
    for (const phone of [
      "0116 123 4567",
      "07700 900123",
      "+44 7700 900123",
      "+44 (0)20 7946 0958",
      "0044 20 7946 0958",
    ]) {
      expect(isUkPhone(phone), phone).toBe(true);
    }
  });

  it("refuses other numbers", () => {
    for (const phone of ["12345", "+1 212 555 0100", "0116 12", "phone me"]) {
      expect(isUkPhone(phone), phone).toBe(false);
    }
  });
});

describe("import search schema", () => {
  it("needs both a name and a location", () => {
    expect(
      importSearchSchema.safeParse({ name: "X", location: "", categoryId: "decor" }).success,
    ).toBe(false);
    expect(
      importSearchSchema.safeParse({ name: "", location: "Leeds", categoryId: "decor" }).success,
    ).toBe(false);
    const ok = importSearchSchema.safeParse({
      name: "Bloom",
      location: "Leeds",
      categoryId: "decor",
      apiKey: "",
    });
    expect(ok.success && ok.data.apiKey).toBeUndefined();
  });
});
