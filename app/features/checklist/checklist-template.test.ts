import { describe, expect, it } from "vitest";
import {
  checklistTemplate,
  countBack,
  eventTaskTitle,
  offsetOf,
  planTemplate,
  templateFrom,
} from "./checklist-template";

describe("the 12-month checklist as a template", () => {
  it("reads every ticked line of the blog post with how long before the day it is due", () => {
    const template = checklistTemplate();
    expect(template.length).toBeGreaterThanOrEqual(25);
    const venue = template.find((item) => item.title.startsWith("Book the main venue"));
    expect(venue).toMatchObject({ before: { months: 12, days: 0 }, perEvent: false });
    const photographer = template.find((item) => item.title.startsWith("Book your photographer"));
    expect(photographer?.before).toEqual({ months: 10, days: 0 });
    const kit = template.find((item) => item.title.startsWith("Pack an emergency kit"));
    expect(kit?.before).toEqual({ months: 0, days: 7 });
    const runningOrder = template.find((item) => item.title.includes("running order"));
    expect(runningOrder).toMatchObject({ before: { months: 2, days: 0 }, perEvent: true });
    // The three decisions before the countdown and the closing tips are not tasks.
    expect(template.some((item) => item.title.startsWith("Agree your budget"))).toBe(false);
    expect(template.some((item) => item.title.startsWith("Everything takes longer"))).toBe(false);
  });

  it("reads countdown headings at the near end of their range", () => {
    expect(offsetOf("12 months or more to go")).toEqual({ months: 12, days: 0 });
    expect(offsetOf("6 to 7 months to go")).toEqual({ months: 6, days: 0 });
    expect(offsetOf("1 month to go")).toEqual({ months: 1, days: 0 });
    expect(offsetOf("The final week")).toEqual({ months: 0, days: 7 });
    expect(offsetOf("A few things couples wish they had known")).toBeNull();
  });

  it("counts back months and days, keeping the day of the month where it exists", () => {
    expect(countBack("2027-08-14", { months: 12, days: 0 })).toBe("2026-08-14");
    expect(countBack("2027-08-14", { months: 2, days: 0 })).toBe("2027-06-14");
    expect(countBack("2027-08-31", { months: 6, days: 0 })).toBe("2027-02-28");
    expect(countBack("2028-08-31", { months: 6, days: 0 })).toBe("2028-02-29");
    expect(countBack("2027-01-03", { months: 0, days: 7 })).toBe("2026-12-27");
    expect(countBack("2027-03-15", { months: 14, days: 0 })).toBe("2026-01-15");
  });

  it("makes a per-event line one task per event, from that event's date", () => {
    const template = templateFrom(
      "**2 to 3 months to go**\n\n✓ Send the remaining invitations\n✓ Confirm the running order for each event with every vendor",
    );
    const events = [
      { id: 7, eventDate: "2027-08-12" },
      { id: 8, eventDate: "2027-08-14" },
    ];
    expect(planTemplate(template, "2027-08-14", events)).toEqual([
      { title: "Send the remaining invitations", eventId: null, dueDate: "2027-06-14" },
      { title: "Confirm the running order with every vendor", eventId: 7, dueDate: "2027-06-12" },
      { title: "Confirm the running order with every vendor", eventId: 8, dueDate: "2027-06-14" },
    ]);
    expect(planTemplate(template, null, [])).toEqual([
      { title: "Send the remaining invitations", eventId: null, dueDate: null },
      {
        title: "Confirm the running order for each event with every vendor",
        eventId: null,
        dueDate: null,
      },
    ]);
    expect(eventTaskTitle("Write a short timeline for each event and share it")).toBe(
      "Write a short timeline and share it",
    );
  });
});
