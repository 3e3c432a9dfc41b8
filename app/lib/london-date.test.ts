import { describe, expect, it } from "vitest";
import { countdownText, daysUntil, isRealDay, todayInLondon } from "./london-date";

describe("wedding countdown", () => {
  it("counts whole UK calendar days to the wedding", () => {
    expect(daysUntil("2027-02-14", new Date("2026-11-21T09:00:00Z"))).toBe(85);
  });

  it("uses the UK date, not the server's: 23:30 UTC on 31 May is already 1 June in London", () => {
    const lateEvening = new Date("2027-05-31T23:30:00Z");
    expect(todayInLondon(lateEvening)).toBe("2027-06-01");
    expect(daysUntil("2027-06-02", lateEvening)).toBe(1);
  });

  it("is zero on the day and negative afterwards", () => {
    const day = new Date("2027-02-14T12:00:00Z");
    expect(daysUntil("2027-02-14", day)).toBe(0);
    expect(daysUntil("2027-02-10", day)).toBe(-4);
  });

  it("has no countdown without a usable date", () => {
    expect(daysUntil(null)).toBeNull();
    expect(daysUntil("")).toBeNull();
    expect(daysUntil("not a date")).toBeNull();
    expect(countdownText(null)).toBeNull();
  });

  it("words the countdown for people", () => {
    expect(countdownText(1234)).toBe("1,234 days to go");
    expect(countdownText(2)).toBe("2 days to go");
    expect(countdownText(1)).toBe("1 day to go");
    expect(countdownText(0)).toBe("Today's the day!");
    expect(countdownText(-1)).toBe("1 day since the big day");
    expect(countdownText(-30)).toBe("30 days since the big day");
  });
});

describe("isRealDay", () => {
  it("takes days that exist and refuses the ones Date.parse would roll on", () => {
    for (const day of ["2027-02-14", "2028-02-29", "2027-12-31", "2027-04-30"]) {
      expect(isRealDay(day), day).toBe(true);
    }
    for (const day of ["2027-02-29", "2027-02-31", "2027-04-31", "2027-13-01", "2027-00-10"]) {
      expect(isRealDay(day), day).toBe(false);
    }
    // The database has no year 0000; a year before 1900 is a slip of the keyboard.
    for (const day of ["0000-01-01", "0001-01-01", "1899-12-31", "3000-01-01", "9999-12-31"]) {
      expect(isRealDay(day), day).toBe(false);
    }
    expect(isRealDay("1900-01-01")).toBe(true);
    for (const text of ["", "14/02/2027", "2027-2-14", "2027-02-14T00:00", " 2027-02-14"]) {
      expect(isRealDay(text), text).toBe(false);
    }
  });
});
