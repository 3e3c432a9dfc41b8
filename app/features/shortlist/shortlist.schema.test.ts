import { describe, expect, it } from "vitest";
import { enquirySchema } from "~/features/enquiries/enquiry.schema";
import { safeReturnPath } from "~/lib/return-url";
import { shortlistEventsSchema, shortlistToggleSchema } from "./shortlist.schema";

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

describe("a couple's ten events (decisions.md: up to ten in all)", () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

  it("the heart's 'For which event?' takes all ten, not an eleventh", () => {
    expect(shortlistEventsSchema.safeParse({ vendorId: "1", eventIds: ids(10) }).success).toBe(
      true,
    );
    expect(shortlistEventsSchema.safeParse({ vendorId: "1", eventIds: ids(11) }).success).toBe(
      false,
    );
  });

  it("one enquiry may be for all ten events, with a message for an eleventh", () => {
    const base = { message: "We would love a quote for our events.", clientKey: "key-12345678" };
    const events = (n: number) => ids(n).map((id) => `Event ${id}`);
    const ten = enquirySchema.safeParse({ ...base, events: events(10) });
    expect(ten.error?.issues.filter((issue) => issue.path[0] === "events") ?? []).toEqual([]);
    const eleven = enquirySchema.safeParse({ ...base, events: events(11) });
    expect(eleven.error?.issues.find((issue) => issue.path[0] === "events")?.message).toBe(
      "Choose at most ten events",
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
