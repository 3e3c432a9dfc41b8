import { afterEach, describe, expect, it, vi } from "vitest";
import { parseForm } from "~/lib/form";
import { coupleFirstNames, reviewSchema, withinEditWindow } from "./review.schema";

const valid = {
  rating: "4",
  quality: "4",
  value: "3",
  responsiveness: "5",
  professionalism: "4",
  title: "Lovely team",
  body: "x".repeat(50),
  event: "Sangeet",
  serviceMonth: "2024-05",
};

describe("the review schema", () => {
  it("takes whole stars, the title and text lengths, and a month not in the future", () => {
    expect(parseForm(reviewSchema, valid).ok).toBe(true);
    const bad = parseForm(reviewSchema, {
      ...valid,
      rating: "4.5",
      title: "x".repeat(101),
      body: "x".repeat(3001),
      serviceMonth: "2999-01",
    });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors).toMatchObject({
      rating: "Choose an overall rating from 1 to 5 stars",
      title: "The title must be 100 characters or fewer",
      body: "Your review must be 3,000 characters or fewer",
      serviceMonth: "The month of the service cannot be in the future",
    });
  });

  it("takes London's current month on its first hour, when UTC is still in the month before", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 00:30 on 1 July in London (BST) is 23:30 on 30 June in UTC.
    vi.setSystemTime(new Date("2027-06-30T23:30:00Z"));
    expect(parseForm(reviewSchema, { ...valid, serviceMonth: "2027-07" }).ok).toBe(true);
    expect(parseForm(reviewSchema, { ...valid, serviceMonth: "2027-08" }).ok).toBe(false);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows first names only, and 'A couple' when none are left", () => {
    expect(coupleFirstNames("Asha Patel", "Dev Patel")).toBe("Asha & Dev");
    expect(coupleFirstNames("Asha Patel", null)).toBe("Asha");
    expect(coupleFirstNames(null, null)).toBe("A couple");
  });

  it("allows edits for 30 days from writing", () => {
    const written = new Date("2025-01-01T12:00:00Z");
    expect(withinEditWindow(written, new Date("2025-01-31T12:00:00Z"))).toBe(true);
    expect(withinEditWindow(written, new Date("2025-01-31T12:00:01Z"))).toBe(false);
  });
});
