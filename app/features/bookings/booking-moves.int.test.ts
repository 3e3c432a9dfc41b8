/** A booked event moved to another day: its bookings follow it, or nothing moves (decision 058). */
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { enquiryMessage, vendor } from "~/db/schema";
import { booking, bookingDay, vendorDay } from "~/db/schema-bookings";
import { weddingEvent } from "~/db/schema-events";
import { acceptThread, coupleAndThread } from "../../../tests/support/bookings";
import { post as postRequest, run } from "../../../tests/support/routes";
import { session } from "../../../tests/support/session-mock";
import { cancelBooking } from "./bookings.server";
import { setDayUnavailable } from "./vendor-days.server";

vi.mock("~/features/accounts/session.server", () => import("../../../tests/support/session-mock"));
const eventRoute = await import("~/routes/profile-event");
const dashboardRoute = await import("~/routes/dashboard");

/** A post to a route's action as the session's user (tests/support/routes' `run`). */
const post = (
  action: Parameters<typeof run>[0],
  path: string,
  fields: Record<string, string>,
  params: Record<string, string> = {},
) => run(action, postRequest(path, fields), { params });

/** The profile's event form saving the Mehndi on `day`. */
const moveMehndi = (eventId: number, day: string) =>
  post(
    eventRoute.action,
    `/profile/events/${eventId}`,
    { intent: "save", type: "mehndi", customName: "", eventDate: day },
    { eventId: String(eventId) },
  );

const vendorDays = (vendorId: number) =>
  db
    .select({ day: vendorDay.day, booked: vendorDay.booked, full: vendorDay.full })
    .from(vendorDay)
    .where(eq(vendorDay.vendorId, vendorId))
    .orderBy(asc(vendorDay.day));

const bookedDays = (bookingId: number) =>
  db
    .select({ day: bookingDay.day, eventId: bookingDay.weddingEventId })
    .from(bookingDay)
    .where(eq(bookingDay.bookingId, bookingId))
    .orderBy(asc(bookingDay.day));

async function bookedCouple() {
  const thread = await coupleAndThread({ dates: ["2027-06-10", "2027-06-12"] });
  const { bookingId } = await acceptThread(thread);
  session.user = thread.couple.user;
  return { ...thread, bookingId };
}

describe("a booked event moved to another day", () => {
  it("moves the booking's day on the vendor's calendar and tells the vendor in the thread", async () => {
    const { couple, caterer, enquiryId, bookingId } = await bookedCouple();
    const [mehndi, reception] = couple.eventIds;

    expect((await moveMehndi(mehndi, "2027-06-20")).status).toBe(302);

    expect(await bookedDays(bookingId)).toEqual([
      { day: "2027-06-12", eventId: reception },
      { day: "2027-06-20", eventId: mehndi },
    ]);
    // The old day is free again; the new one is held (one event a day: full).
    expect(await vendorDays(caterer.vendorId)).toEqual([
      { day: "2027-06-10", booked: 0, full: false },
      { day: "2027-06-12", booked: 1, full: true },
      { day: "2027-06-20", booked: 1, full: true },
    ]);
    const [row] = await db.select().from(booking).where(eq(booking.id, bookingId));
    expect(row.lastDay).toBe("2027-06-20");
    const notes = await db
      .select({ body: enquiryMessage.body, sender: enquiryMessage.sender })
      .from(enquiryMessage)
      .where(eq(enquiryMessage.enquiryId, enquiryId));
    expect(notes.at(-1)).toEqual({
      sender: "couple",
      body: "Mehndi: moved from 10 June 2027 to 20 June 2027. The booking now holds 20 June 2027 on your calendar.",
    });
  });

  it("refuses the move beside the date when the vendor has no place that day, and changes nothing", async () => {
    const { couple, caterer, bookingId } = await bookedCouple();
    const [mehndi] = couple.eventIds;
    await db.transaction((tx) => setDayUnavailable(tx, caterer.vendorId, "2027-06-20", true));
    const before = await vendorDays(caterer.vendorId);

    const answer = await moveMehndi(mehndi, "2027-06-20");

    const [listing] = await db
      .select({ name: vendor.name })
      .from(vendor)
      .where(eq(vendor.id, caterer.vendorId));
    const message = `${listing.name} is booked for this event and has no place on 20 June 2027. Ask them before you move it.`;
    expect(answer).toMatchObject({
      status: 409,
      data: { errors: { eventDate: message }, values: { eventDate: "2027-06-20" } },
    });
    const [event] = await db.select().from(weddingEvent).where(eq(weddingEvent.id, mehndi));
    expect(event.eventDate).toBe("2027-06-10");
    expect((await bookedDays(bookingId)).map((day) => day.day)).toEqual([
      "2027-06-10",
      "2027-06-12",
    ]);
    expect(await vendorDays(caterer.vendorId)).toEqual(before);
  });

  it("the dashboard's dates form moves them too, and names the event it refused", async () => {
    const { couple, caterer, bookingId } = await bookedCouple();
    const [mehndi, reception] = couple.eventIds;
    await db.transaction((tx) => setDayUnavailable(tx, caterer.vendorId, "2027-07-01", true));
    const fields = (mehndiDay: string) => ({
      [`date-${mehndi}`]: mehndiDay,
      [`venue-${mehndi}`]: "",
      [`date-${reception}`]: "2027-06-13",
      [`venue-${reception}`]: "The Grand",
    });

    const refused = await post(dashboardRoute.action, "/dashboard", fields("2027-07-01"));
    expect(refused).toMatchObject({
      status: 409,
      data: {
        errors: { [`date-${mehndi}`]: expect.stringContaining("no place on 1 July 2027") },
        values: { [`date-${reception}`]: "2027-06-13", [`venue-${reception}`]: "The Grand" },
      },
    });
    // Nothing saved, not even the event before the refused one.
    expect((await bookedDays(bookingId)).map((day) => day.day)).toEqual([
      "2027-06-10",
      "2027-06-12",
    ]);

    expect((await post(dashboardRoute.action, "/dashboard", fields("2027-06-11"))).status).toBe(
      302,
    );
    expect((await bookedDays(bookingId)).map((day) => day.day)).toEqual([
      "2027-06-11",
      "2027-06-13",
    ]);
    expect((await vendorDays(caterer.vendorId)).filter((day) => day.booked > 0)).toEqual([
      { day: "2027-06-11", booked: 1, full: true },
      { day: "2027-06-13", booked: 1, full: true },
    ]);
  });

  it("another couple's post moves nothing; a cancelled booking keeps its days as the record", async () => {
    const { couple, caterer, bookingId } = await bookedCouple();
    const [mehndi] = couple.eventIds;

    // Someone else posting the couple's event id is not found, and nothing moves.
    const other = await bookedCouple();
    session.user = other.couple.user;
    expect((await moveMehndi(mehndi, "2027-06-25")).status).toBe(404);
    expect((await bookedDays(bookingId)).map((day) => day.day)).toEqual([
      "2027-06-10",
      "2027-06-12",
    ]);

    session.user = couple.user;
    await cancelBooking({ id: couple.user.id }, "couple", bookingId, "Changed our plans");
    expect((await moveMehndi(mehndi, "2027-06-20")).status).toBe(302);
    expect((await bookedDays(bookingId)).map((day) => day.day)).toEqual([
      "2027-06-10",
      "2027-06-12",
    ]);
    expect((await vendorDays(caterer.vendorId)).every((day) => day.booked === 0 && !day.full)).toBe(
      true,
    );
    const [event] = await db
      .select({ day: weddingEvent.eventDate })
      .from(weddingEvent)
      .where(and(eq(weddingEvent.id, mehndi)));
    expect(event.day).toBe("2027-06-20");
  });

  it("a dashboard form opened before a move does not move the event back", async () => {
    const { couple, bookingId } = await bookedCouple();
    const [mehndi, reception] = couple.eventIds;
    // The planner moves the Mehndi on its own form...
    expect((await moveMehndi(mehndi, "2027-06-20")).status).toBe(302);
    // ...then the partner saves the dashboard form that still shows 10 June, with a new place.
    const saved = await post(dashboardRoute.action, "/dashboard", {
      [`date-${mehndi}`]: "2027-06-10",
      [`was-${mehndi}`]: "2027-06-10",
      [`venue-${mehndi}`]: "Belgrave Hall",
      [`date-${reception}`]: "2027-06-12",
      [`was-${reception}`]: "2027-06-12",
      [`venue-${reception}`]: "",
    });
    expect(saved.status).toBe(302);
    const [event] = await db.select().from(weddingEvent).where(eq(weddingEvent.id, mehndi));
    expect(event).toMatchObject({ eventDate: "2027-06-20", venue: "Belgrave Hall" });
    expect((await bookedDays(bookingId)).map((day) => day.day)).toEqual([
      "2027-06-12",
      "2027-06-20",
    ]);
  });

  it("an event form opened before a move saves its other changes without moving it back", async () => {
    const { couple, bookingId } = await bookedCouple();
    const [mehndi] = couple.eventIds;
    expect((await moveMehndi(mehndi, "2027-06-20")).status).toBe(302);
    const stale = await post(
      eventRoute.action,
      `/profile/events/${mehndi}`,
      {
        intent: "save",
        type: "mehndi",
        customName: "",
        eventDate: "2027-06-10",
        eventDateWas: "2027-06-10",
        startTime: "18:00",
      },
      { eventId: String(mehndi) },
    );
    expect(stale.status).toBe(302);
    const [event] = await db.select().from(weddingEvent).where(eq(weddingEvent.id, mehndi));
    expect(event).toMatchObject({ eventDate: "2027-06-20", startTime: "18:00" });
    expect((await bookedDays(bookingId)).map((day) => day.day)).toEqual([
      "2027-06-12",
      "2027-06-20",
    ]);
  });

  it("a booking accepted on the day first asked follows the event when it moves again", async () => {
    const thread = await coupleAndThread({ dates: ["2027-06-10", "2027-06-12"] });
    const [mehndi] = thread.couple.eventIds;
    session.user = thread.couple.user;
    // Moved before any booking: nothing to move yet; the enquiry still asks for 10 June.
    expect((await moveMehndi(mehndi, "2027-06-15")).status).toBe(302);
    const { bookingId } = await acceptThread(thread);
    expect((await bookedDays(bookingId)).map((day) => day.day)).toEqual([
      "2027-06-10",
      "2027-06-12",
    ]);
    // Moved again: the booking's Mehndi row comes to the event's day, whatever day it was on.
    expect((await moveMehndi(mehndi, "2027-06-18")).status).toBe(302);
    expect((await bookedDays(bookingId)).map((day) => day.day)).toEqual([
      "2027-06-12",
      "2027-06-18",
    ]);
    const held = (await vendorDays(thread.caterer.vendorId)).filter((day) => day.booked > 0);
    expect(held.map((day) => day.day)).toEqual(["2027-06-12", "2027-06-18"]);
  });
});
