import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/lib/form";
import {
  adminActionSchema,
  adminBusinessSchema,
  createUserSchema,
  parseTab,
  resetPasswordSchema,
} from "./admin.schema";

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe("admin schemas (spec §5 'Admin forms')", () => {
  it("reads a cleared rating as the default, and keeps review counts to what a column holds", () => {
    const base = { name: "Rangoli Events", categoryId: "decor", location: "Leicester" };
    expect(adminBusinessSchema.parse({ ...base, rating: "", reviewCount: "" })).toMatchObject({
      rating: 4,
      reviewCount: 0,
    });
    expect(errorsOf(adminBusinessSchema.safeParse({ ...base, reviewCount: "3000000000" }))).toEqual(
      { reviewCount: "Review count must be 1,000,000 or less" },
    );
  });

  it("uses the spec's business form messages", () => {
    const errors = errorsOf(
      adminBusinessSchema.safeParse({
        name: "A",
        categoryId: "",
        location: "L",
        email: "not-an-email",
        website: "example.com",
        imageUrl: "javascript:alert(1)",
        shortDescription: "x".repeat(501),
      }),
    );
    expect(errors).toEqual({
      name: "Name must be at least 2 characters",
      categoryId: "Please select a category",
      location: "Location must be at least 2 characters",
      email: "Invalid email address",
      website: "Invalid URL",
      imageUrl: "Invalid URL",
      shortDescription: "Description cannot exceed 500 characters",
    });
  });

  it("counts a name's length once it is sanitised ('<>' was stored as an empty name)", () => {
    const errors = errorsOf(
      adminBusinessSchema.safeParse({ name: "<>", categoryId: "decor", location: "onx=a" }),
    );
    expect(errors).toEqual({
      name: "Name must be at least 2 characters",
      location: "Location must be at least 2 characters",
    });
  });

  it("accepts an empty e-mail and website and applies the admin defaults", () => {
    const parsed = adminBusinessSchema.parse({
      name: "Rivaaj",
      categoryId: "venues",
      location: "Leeds",
    });
    expect(parsed).toMatchObject({ email: "", website: "", rating: 4, reviewCount: 0 });
  });

  it("checks the add-user and reset-password forms", () => {
    expect(
      errorsOf(
        createUserSchema.safeParse({
          name: "Jo",
          email: "jo@example.com",
          role: "user",
          password: "12345",
        }),
      ),
    ).toEqual({ password: "Password must be at least 6 characters" });
    expect(
      errorsOf(createUserSchema.safeParse({ name: "Jo", email: "", role: "user", password: "" })),
    ).toMatchObject({
      email: "Email and password are required",
      password: "Email and password are required",
    });
    expect(
      errorsOf(
        createUserSchema.safeParse({
          name: "Jo",
          email: "jo@example.com",
          role: "owner",
          password: "123456",
        }),
      ),
    ).toHaveProperty("role");
    const couple = createUserSchema.parse({
      name: "Jo",
      email: "JO@example.com",
      role: "user",
      password: "123456",
      businessId: "12",
    });
    expect(couple).toMatchObject({ email: "jo@example.com", businessId: undefined });
    const business = createUserSchema.parse({
      name: "Jo",
      email: "jo@example.com",
      role: "business",
      password: "123456",
      businessId: "12",
    });
    expect(business.businessId).toBe(12);
    expect(errorsOf(resetPasswordSchema.safeParse({ userId: "", newPassword: "123" }))).toEqual({
      userId: "User ID is missing",
      newPassword: "Password must be at least 6 characters",
    });
  });

  it("falls back to the businesses tab", () => {
    expect(parseTab("claims")).toBe("claims");
    expect(parseTab("nope")).toBe("businesses");
    expect(parseTab(null)).toBe("businesses");
  });
});

describe("the admin action's intents", () => {
  it("parse one branch per intent and refuse an unknown one", () => {
    expect(adminActionSchema.safeParse({ intent: "approve-claim", id: "3" }).success).toBe(true);
    expect(adminActionSchema.safeParse({ intent: "reject", id: "x" }).success).toBe(false);
    expect(adminActionSchema.safeParse({ intent: "delete", id: "3" }).success).toBe(false);
  });
});
