import { describe, expect, it } from "vitest";
import { addDays } from "~/lib/london-date";
import {
  canStillAnswer,
  coupleNames,
  eventDayText,
  isLinkExpired,
  lastDayOfLink,
} from "./rsvp-rules";

describe("the RSVP deadline", () => {
  it("takes answers on the deadline day itself and refuses them the day after", () => {
    expect(canStillAnswer("2027-03-01", "2027-02-28")).toBe(true);
    expect(canStillAnswer("2027-03-01", "2027-03-01")).toBe(true);
    expect(canStillAnswer("2027-03-01", "2027-03-02")).toBe(false);
  });

  it("takes answers at any time when the couple set no deadline", () => {
    expect(canStillAnswer(null, "2099-01-01")).toBe(true);
  });
});

describe("link expiry", () => {
  it("keeps a link working to the 30th day after the last event, across a month's end", () => {
    expect(lastDayOfLink("2027-08-14")).toBe("2027-09-13");
    expect(isLinkExpired("2027-08-14", "2027-09-13")).toBe(false);
    expect(isLinkExpired("2027-08-14", "2027-09-14")).toBe(true);
  });

  it("counts leap days and year ends", () => {
    expect(addDays("2028-02-15", 30)).toBe("2028-03-16");
    expect(addDays("2027-12-20", 30)).toBe("2028-01-19");
  });

  it("never expires a link of a wedding without events", () => {
    expect(lastDayOfLink(null)).toBeNull();
    expect(isLinkExpired(null, "2099-01-01")).toBe(false);
  });
});

describe("the couple's names", () => {
  it("joins both partners, or shows one, or a fallback", () => {
    expect(coupleNames("Asha Patel", "Rohan Shah")).toBe("Asha Patel & Rohan Shah");
    expect(coupleNames("Asha Patel", "  ")).toBe("Asha Patel");
    expect(coupleNames(null, null)).toBe("The couple");
  });
});

describe("an invited event's day as guests read it", () => {
  it("is the date the couple gave, or 'Date to be confirmed' for one they never dated", () => {
    expect(eventDayText({ eventDate: "2027-02-14", dated: true })).toBe("14 February 2027");
    expect(eventDayText({ eventDate: "2027-02-14", dated: false })).toBe("Date to be confirmed");
  });
});
