import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

const now = new Date("2027-02-14T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;

describe("an activity line's time", () => {
  it("says just now, minutes and hours on the same UK day", () => {
    expect(relativeTime(ago(20_000), now)).toBe("just now");
    expect(relativeTime(ago(MINUTE), now)).toBe("1 minute ago");
    expect(relativeTime(ago(42 * MINUTE), now)).toBe("42 minutes ago");
    expect(relativeTime(ago(60 * MINUTE), now)).toBe("1 hour ago");
    expect(relativeTime(ago(5 * 60 * MINUTE), now)).toBe("5 hours ago");
  });

  it("counts UK calendar days: late last night is yesterday once an hour has passed", () => {
    const justAfterMidnight = new Date("2027-02-14T00:10:00Z");
    expect(relativeTime(new Date("2027-02-13T23:50:00Z"), justAfterMidnight)).toBe(
      "20 minutes ago",
    );
    expect(relativeTime(new Date("2027-02-13T22:30:00Z"), justAfterMidnight)).toBe("yesterday");
    expect(relativeTime(new Date("2027-02-11T09:00:00Z"), now)).toBe("3 days ago");
  });

  it("gives the date once a week has passed, and in British summer time", () => {
    expect(relativeTime(new Date("2027-02-01T09:00:00Z"), now)).toBe("1 February 2027");
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    const summer = new Date("2027-07-01T10:00:00Z");
    expect(relativeTime(new Date("2027-06-30T23:30:00Z"), summer)).toBe("10 hours ago");
  });
});
