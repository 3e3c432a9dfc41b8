import { describe, expect, it } from "vitest";
import { parseEventText } from "./event-types";

describe("a date typed into an event's name (issue 31)", () => {
  it("reads a day and month without a year, in the year nearest the wedding", () => {
    expect(parseEventText("Birmingham, 15 August", "reception", "2027-08-14")).toMatchObject({
      type: "reception",
      date: "2027-08-15",
      customName: "Birmingham",
    });
    // The day after a New Year's Eve wedding is in the next year, not eleven months before.
    expect(parseEventText("Walima 1st January", "other", "2027-12-31").date).toBe("2028-01-01");
    expect(parseEventText("Mehndi on August 12th", "other", "2027-08-14")).toMatchObject({
      type: "mehndi",
      date: "2027-08-12",
    });
    expect(parseEventText("Sangeet 13/08", "other", "2027-08-14").date).toBe("2027-08-13");
    expect(parseEventText("Haldi 12 Sept", "other", "2027-09-14").date).toBe("2027-09-12");
  });

  it("still reads full dates, and leaves words that only look like months alone", () => {
    expect(parseEventText("Nikah 12/06/2027 B11 1LH").date).toBe("2027-06-12");
    expect(parseEventText("Engagement 3 March 2027").date).toBe("2027-03-03");
    expect(parseEventText("Reception at 12 Mayfair Place", "reception", "2027-08-14").date).toBe(
      null,
    );
    expect(parseEventText("Dholki for 50 guests", "other", "2027-08-14")).toMatchObject({
      date: null,
      customName: "Dholki for 50 guests",
    });
    expect(parseEventText("Mehndi 31 June", "other", "2027-08-14").date).toBe(null);
  });
});
