import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { user, vendor as vendorTable } from "~/db/schema";
import { vendorCalendarFeed, vendorDay } from "~/db/schema-bookings";
import { cancelBooking } from "~/features/bookings/bookings.server";
import { makeBusiness, makeCouple } from "../../../tests/factories";
import { bookVendor } from "../../../tests/factories/booked";
import { get, post, run } from "../../../tests/support/routes";
import * as calendar from "./calendar.server";
import { calendarIcs, newFeedPath, vendorOfFeed } from "./calendar-feed.server";

const calendarRoute = await import("~/routes/business-calendar");
const icsRoute = await import("~/routes/business-calendar-ics");
const feedRoute = await import("~/routes/calendar-feed");

async function caterer(eventsPerDay?: number) {
  const made = await makeBusiness({ logIn: true, listing: { categoryId: "catering" } });
  if (eventsPerDay) await calendar.changeCapacity(made.user, made.vendorId, eventsPerDay);
  return made;
}
const coupleFor = (days: string[]) =>
  makeCouple({
    events: days.map((eventDate, index) => ({
      type: index === days.length - 1 ? "reception" : "mehndi",
      eventDate,
    })),
  });

/** The VEVENTs of an iCalendar text, each as its property lines (unfolded). */
function parseIcs(text: string) {
  const lines = text.replace(/\r\n[ \t]/g, "").split(/\r?\n/);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT" && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(":");
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return { lines, events };
}

describe("the availability calendar", () => {
  it("is filled by a booking and freed by its cancellation", async () => {
    const vendor = await caterer();
    const couple = await coupleFor(["2027-08-14", "2027-08-15"]);
    const booked = await bookVendor(couple, vendor, ["2027-08-14", "2027-08-15"]);
    if (!booked.ok) throw new Error("not booked");
    const month = await calendar.monthOfCalendar(vendor.vendorId, "2027-08");
    expect(Object.keys(month)).toEqual(["2027-08-14", "2027-08-15"]);
    expect(month["2027-08-14"]).toMatchObject({ booked: 1, full: true, unavailable: false });
    expect(month["2027-08-14"].bookings).toEqual([
      expect.objectContaining({
        bookingId: booked.bookingId,
        status: "confirmed",
        couple: "Asha Patel",
      }),
    ]);

    const couplePlan = { id: couple.user.id, member: { id: couple.user.id } };
    expect(await cancelBooking(couplePlan, "couple", booked.bookingId, "Change of plans")).toBe(
      true,
    );
    expect(await calendar.monthOfCalendar(vendor.vendorId, "2027-08")).toEqual({});
    const rows = await db.select().from(vendorDay).where(eq(vendorDay.vendorId, vendor.vendorId));
    expect(rows.every((row) => row.booked === 0 && !row.full)).toBe(true);
  });

  it("marks a day unavailable with a private note, and available again", async () => {
    const vendor = await caterer();
    expect(
      await calendar.markDay(vendor.user, vendor.vendorId, "2027-09-04", true, "Family wedding"),
    ).toBe(true);
    expect(
      (await calendar.monthOfCalendar(vendor.vendorId, "2027-09"))["2027-09-04"],
    ).toMatchObject({
      unavailable: true,
      full: true,
      note: "Family wedding",
      booked: 0,
    });
    // A couple cannot book the day the owner marked.
    const couple = await coupleFor(["2027-09-04"]);
    expect(await bookVendor(couple, vendor, ["2027-09-04"])).toEqual({
      ok: false,
      reason: "full",
      day: "2027-09-04",
    });
    expect(
      await calendar.markDay(vendor.user, vendor.vendorId, "2027-09-04", false, "ignored"),
    ).toBe(true);
    const [row] = await db.select().from(vendorDay).where(eq(vendorDay.vendorId, vendor.vendorId));
    expect(row).toMatchObject({ unavailable: false, full: false, note: null });
  });

  it("takes two events a day for a caterer with capacity 2: the third couple is refused", async () => {
    const vendor = await caterer(2);
    const day = "2027-07-03";
    const first = await bookVendor(await coupleFor([day]), vendor, [day]);
    expect(first.ok).toBe(true);
    expect((await calendar.monthOfCalendar(vendor.vendorId, "2027-07"))[day]).toMatchObject({
      booked: 1,
      full: false,
    });
    const second = await bookVendor(await coupleFor([day]), vendor, [day], { pending: true });
    expect(second.ok).toBe(true);
    expect((await calendar.monthOfCalendar(vendor.vendorId, "2027-07"))[day]).toMatchObject({
      booked: 2,
      full: true,
    });
    expect(await bookVendor(await coupleFor([day]), vendor, [day])).toMatchObject({ ok: false });

    // Taking three a day makes room again; back to one, the day is full.
    expect(await calendar.changeCapacity(vendor.user, vendor.vendorId, 3)).toBe(true);
    expect((await calendar.monthOfCalendar(vendor.vendorId, "2027-07"))[day].full).toBe(false);
    expect(await calendar.changeCapacity(vendor.user, vendor.vendorId, 1)).toBe(true);
    expect((await calendar.monthOfCalendar(vendor.vendorId, "2027-07"))[day].full).toBe(true);
  });

  it("is another business's to read and change: 404, and nothing changes", async () => {
    const vendor = await caterer();
    const other = await caterer();
    await expect(calendar.ownedCalendar(other.user, vendor.vendorId)).rejects.toMatchObject({
      init: { status: 404 },
    });
    expect(await calendar.markDay(other.user, vendor.vendorId, "2027-09-05", true, null)).toBe(
      false,
    );
    expect(await calendar.changeCapacity(other.user, vendor.vendorId, 4)).toBe(false);
    expect(
      await db.select().from(vendorDay).where(eq(vendorDay.vendorId, vendor.vendorId)),
    ).toEqual([]);
    const params = { vendorId: String(vendor.vendorId) };
    const page = await run(
      calendarRoute.loader,
      get(`/business/listings/${vendor.vendorId}/calendar`, other.cookie),
      { params },
    );
    expect(page.status).toBe(404);
    const ics = await run(
      icsRoute.loader,
      get(`/business/listings/${vendor.vendorId}/calendar.ics`, other.cookie),
      { params },
    );
    expect(ics.status).toBe(404);
    const marked = await run(
      calendarRoute.action,
      post(
        `/business/listings/${vendor.vendorId}/calendar`,
        { intent: "mark", day: "2027-09-05" },
        { cookie: other.cookie },
      ),
      { params },
    );
    expect(marked.status).toBe(404);
    const own = await run(
      calendarRoute.loader,
      get(`/business/listings/${vendor.vendorId}/calendar?month=2027-09`, vendor.cookie),
      { params },
    );
    expect(own.status).toBe(200);
  });

  it("keeps a bad date next to its field with what was typed", async () => {
    const vendor = await caterer();
    const params = { vendorId: String(vendor.vendorId) };
    const answer = await run(
      calendarRoute.action,
      post(
        `/business/listings/${vendor.vendorId}/calendar`,
        { intent: "mark", day: "2027-02-30", note: "Away" },
        { cookie: vendor.cookie },
      ),
      { params },
    );
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      errors: { day: "Enter a date like 14/08/2027" },
      values: { day: "2027-02-30", note: "Away" },
    });
    // A year no browser would offer is a field message too, and a month at the ends of time
    // shows this month instead of failing.
    const farOff = await run(
      calendarRoute.action,
      post(
        `/business/listings/${vendor.vendorId}/calendar`,
        { intent: "mark", day: "9999-12-31", note: "Away" },
        { cookie: vendor.cookie },
      ),
      { params },
    );
    expect(farOff.status).toBe(400);
    for (const month of ["9999-12", "0000-01"]) {
      const page = await run(
        calendarRoute.loader,
        get(`/business/listings/${vendor.vendorId}/calendar?month=${month}`, vendor.cookie),
        { params },
      );
      expect(page.status, month).toBe(200);
    }
    // A picked day that sorts inside the month but is no day is not picked (it was a 500).
    const odd = await run(
      calendarRoute.loader,
      get(
        `/business/listings/${vendor.vendorId}/calendar?month=2027-08&day=2027-08-15%29`,
        vendor.cookie,
      ),
      { params },
    );
    expect(odd.status).toBe(200);
    expect(odd.data).toMatchObject({ picked: null });
  });

  it("exports the booked and unavailable days as iCalendar", async () => {
    const vendor = await caterer();
    const couple = await coupleFor(["2027-08-14", "2027-08-15"]);
    const booked = await bookVendor(couple, vendor, ["2027-08-14", "2027-08-15"]);
    expect(booked.ok).toBe(true);
    await calendar.markDay(vendor.user, vendor.vendorId, "2027-08-20", true, "Holiday");
    const listing = await calendar.ownedCalendar(vendor.user, vendor.vendorId);
    const text = calendarIcs(listing, await calendar.calendarEntries(vendor.vendorId));
    const { lines, events } = parseIcs(text);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(
      events.map((event) => [
        event["DTSTART;VALUE=DATE"],
        event["DTEND;VALUE=DATE"],
        event.SUMMARY,
      ]),
    ).toEqual([
      ["20270814", "20270815", "Booked: Event 1 — Asha Patel"],
      ["20270815", "20270816", "Booked: Event 2 — Asha Patel"],
      ["20270820", "20270821", "Unavailable"],
    ]);
    expect(events[2].DESCRIPTION).toBe("Holiday");

    const params = { vendorId: String(vendor.vendorId) };
    const download = await run(
      icsRoute.loader,
      get(`/business/listings/${vendor.vendorId}/calendar.ics`, vendor.cookie),
      { params },
    );
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(download.headers.get("content-disposition")).toContain("attachment");
    expect(String(download.data?.text)).toContain("DTSTART;VALUE=DATE:20270814");
  });

  it("serves a private feed whose secret is kept hashed; a new address stops the old", async () => {
    const vendor = await caterer();
    await calendar.markDay(vendor.user, vendor.vendorId, "2027-10-01", true, null);
    const first = await newFeedPath(vendor.user, vendor.vendorId);
    const firstToken = first.split("/").at(-1) ?? "";
    expect(first).toMatch(/^\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await vendorOfFeed(firstToken))?.id).toBe(vendor.vendorId);
    const [stored] = await db
      .select()
      .from(vendorCalendarFeed)
      .where(eq(vendorCalendarFeed.vendorId, vendor.vendorId));
    expect(stored.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.secretHash).not.toContain(firstToken.slice(0, 43));

    const feed = await run(feedRoute.loader, get(first, ""), { params: { token: firstToken } });
    expect(feed.status).toBe(200);
    expect(String(feed.data?.text)).toContain("DTSTART;VALUE=DATE:20271001");

    const second = await newFeedPath(vendor.user, vendor.vendorId);
    const secondToken = second.split("/").at(-1) ?? "";
    expect(secondToken).not.toBe(firstToken);
    expect(await vendorOfFeed(firstToken)).toBeNull();
    expect((await vendorOfFeed(secondToken))?.id).toBe(vendor.vendorId);
    const old = await run(feedRoute.loader, get(first, ""), { params: { token: firstToken } });
    expect(old.status).toBe(404);
    expect(await vendorOfFeed("not-a-secret.ics")).toBeNull();

    // Another business cannot make (and so learn) this listing's address.
    const other = await caterer();
    await expect(newFeedPath(other.user, vendor.vendorId)).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it("stops the feed when the listing changes hands, or its owner leaves", async () => {
    for (const change of ["another owner", "owner left"] as const) {
      const vendor = await caterer();
      const path = await newFeedPath(vendor.user, vendor.vendorId);
      const token = path.split("/").at(-1) ?? "";
      expect((await vendorOfFeed(token))?.id).toBe(vendor.vendorId);
      // Saving the listing without a new owner leaves the feed alone.
      await db
        .update(vendorTable)
        .set({ name: "Renamed Caterer" })
        .where(eq(vendorTable.id, vendor.vendorId));
      expect((await vendorOfFeed(token))?.id).toBe(vendor.vendorId);
      if (change === "another owner") {
        const next = await caterer();
        await db
          .update(vendorTable)
          .set({ ownerId: next.user.id })
          .where(eq(vendorTable.id, vendor.vendorId));
      } else {
        // The account's deletion sets the listing's owner to null (the foreign key).
        await db.delete(user).where(eq(user.id, vendor.user.id));
      }
      expect(await vendorOfFeed(token), change).toBeNull();
      const feed = await run(feedRoute.loader, get(path, ""), { params: { token } });
      expect(feed.status, change).toBe(404);
    }
  });
});
