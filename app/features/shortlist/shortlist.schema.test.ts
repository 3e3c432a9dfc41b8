import { describe, expect, it } from "vitest";
import { safeReturnPath } from "~/lib/return-url";
import { shortlistToggleSchema } from "./shortlist.schema";

describe("the shortlist toggle form", () => {
  it("reads a vendor id and an intent", () => {
    expect(
      shortlistToggleSchema.parse({
        vendorId: "42",
        intent: "add",
        redirectTo: "/category/venues",
      }),
    ).toEqual({ vendorId: 42, intent: "add", redirectTo: "/category/venues" });
  });

  it("refuses ids that are not positive whole numbers and unknown intents", () => {
    for (const vendorId of ["abc", "0", "-3", "1.5", "", "99999999999"]) {
      expect(shortlistToggleSchema.safeParse({ vendorId, intent: "add" }).success).toBe(false);
    }
    expect(shortlistToggleSchema.safeParse({ vendorId: "1", intent: "like" }).success).toBe(false);
  });

  it("goes back to the dashboard when no page is given", () => {
    expect(shortlistToggleSchema.parse({ vendorId: "1", intent: "remove" }).redirectTo).toBe(
      "/dashboard",
    );
  });
});

describe("safeReturnPath", () => {
  it("keeps paths on this site, with their query", () => {
    expect(safeReturnPath("/vendor/12?from=search")).toBe("/vendor/12?from=search");
  });

  it("refuses anything that could leave the site", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/\tevil",
      "evil.example",
      "",
      null,
      42,
      `/${"a".repeat(2001)}`,
    ]) {
      expect(safeReturnPath(value)).toBe("/dashboard");
    }
  });
});
