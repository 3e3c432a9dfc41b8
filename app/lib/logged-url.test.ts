import { describe, expect, it } from "vitest";
import { loggedUrl } from "./logged-url";

describe("loggedUrl", () => {
  it("hides the secret part of an address that is a key", () => {
    expect(loggedUrl("/reset-password?token=abc123")).toBe("/reset-password?token=…");
    expect(loggedUrl("/api/auth/verify-email?token=eyJ.x.y&callbackURL=%2Fdashboard")).toBe(
      "/api/auth/verify-email?token=…&callbackURL=%2Fdashboard",
    );
    expect(loggedUrl("/rsvp/eyJoIjoxfQ.sig")).toBe("/rsvp/…");
    expect(loggedUrl("/RSVP/eyJoIjoxfQ.sig")).toBe("/RSVP/…");
    expect(loggedUrl("/join/abc?x=1")).toBe("/join/…?x=1");
    expect(loggedUrl("/calendar-feed/s3cret.ics")).toBe("/calendar-feed/…");
    expect(loggedUrl("/notifications/unsubscribe?TOKEN=a&b=c")).toBe(
      "/notifications/unsubscribe?TOKEN=…&b=c",
    );
  });

  it("keeps every other address as it came", () => {
    expect(loggedUrl("/vendors?q=photographer&page=2")).toBe("/vendors?q=photographer&page=2");
    expect(loggedUrl("/dashboard/guests/events/12")).toBe("/dashboard/guests/events/12");
    expect(loggedUrl("/rsvp")).toBe("/rsvp");
    expect(loggedUrl(undefined)).toBe("");
  });
});
