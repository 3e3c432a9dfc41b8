/**
 * A couple's events (issue 14): the limit of five plus the reception, the sign-up mapping,
 * shortlisting per event, deleting an event, the profile's event form and the data export.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { shortlistEvent } from "~/db/schema-events";
import { refuseCrossSiteWrites } from "~/features/accounts/guards.server";
import { getShortlist } from "~/features/dashboard/shortlist-groups.server";
import { exportMyData } from "~/features/profile/my-data.server";
import { setShortlistEvents, toggleShortlist } from "~/features/shortlist/shortlist.server";
import { eventInput, makeCouple } from "../../../tests/factories";
import { session } from "../../../tests/support/session-mock";
import {
  approvedVendorsIn,
  asSessionUser,
  createUser,
  outcome,
} from "../../../tests/support/shortlist";
import type { EventInput } from "./event.schema";
import {
  createEvent,
  createEventsFromSignup,
  deleteEvent,
  eventsFromSignup,
  getEvent,
  listEvents,
  updateEvent,
  weddingPlanOf,
} from "./events.server";
import { eventPlans } from "./plan.server";

// The routes read the user from the session only; tests decide who that is.
vi.mock("~/features/accounts/session.server", () => import("../../../tests/support/session-mock"));
const shortlistRoute = await import("~/routes/shortlist");
const eventRoute = await import("~/routes/profile-event");

const event = eventInput;

async function call<A extends (args: never) => unknown>(
  action: A,
  path: string,
  fields: Record<string, string | string[]>,
  params: Record<string, string> = {},
) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const one of [value].flat()) body.append(key, one);
  }
  const request = new Request(`http://localhost:3000${path}`, {
    method: "POST",
    body,
    headers: { origin: "http://localhost:3000" },
  });
  const args = { request, params, context: {} } as never;
  try {
    refuseCrossSiteWrites(args);
    return outcome(await action(args));
  } catch (thrown) {
    return outcome(thrown);
  }
}

describe("the enquiry form's starting point", () => {
  it("reads the wedding date and the events' names in date order, in one query", async () => {
    const couple = await createUser({ weddingDate: "2027-08-14" });
    expect(await weddingPlanOf(couple.id)).toEqual({ weddingDate: "2027-08-14", events: [] });
    await createEvent(couple.id, event({ type: "sangeet", eventDate: "2027-08-12" }));
    await createEvent(couple.id, event({ type: "mehndi", eventDate: "2027-08-10" }));
    await createEvent(
      couple.id,
      event({ type: "other", customName: "Garba night", eventDate: "2027-08-11" }),
    );
    expect(await weddingPlanOf(couple.id)).toEqual({
      weddingDate: "2027-08-14",
      events: ["Mehndi", "Garba night", "Sangeet"],
    });
    const undated = await createUser();
    expect(await weddingPlanOf(undated.id)).toEqual({ weddingDate: null, events: [] });
  });
});

const NINE = [
  "roka",
  "mehndi",
  "sangeet",
  "nikah",
  "walima",
  "haldi",
  "jaggo",
  "maiyan",
  "baraat",
] as const;

describe("the limit: ten events in all, one reception", () => {
  it("allows more than five after sign-up, refuses an eleventh event and a second reception", async () => {
    const couple = await createUser();
    for (const type of NINE) {
      expect(await createEvent(couple.id, event({ type }))).toMatchObject({ ok: true });
    }
    expect(await createEvent(couple.id, event({ type: "reception" }))).toMatchObject({ ok: true });
    expect(await createEvent(couple.id, event({ type: "other" }))).toEqual({
      ok: false,
      reason: "limit",
    });
    expect(await createEvent(couple.id, event({ type: "reception" }))).toEqual({
      ok: false,
      reason: "reception",
    });
    expect(await listEvents(couple.id)).toHaveLength(10);
  });

  it("counts the reception in the ten: none added after ten other events", async () => {
    const couple = await createUser();
    for (const type of [...NINE, "other"] as const) {
      expect(await createEvent(couple.id, event({ type }))).toMatchObject({ ok: true });
    }
    expect(await createEvent(couple.id, event({ type: "reception" }))).toEqual({
      ok: false,
      reason: "limit",
    });
    expect(await listEvents(couple.id)).toHaveLength(10);
  });

  it("refuses a second reception", async () => {
    const couple = await createUser();
    expect(await createEvent(couple.id, event({ type: "reception" }))).toMatchObject({ ok: true });
    expect(await createEvent(couple.id, event({ type: "reception" }))).toEqual({
      ok: false,
      reason: "reception",
    });
  });

  it("lets only one of several simultaneous adds take the last place", async () => {
    const couple = await createUser();
    for (const type of NINE.slice(0, 8)) {
      await createEvent(couple.id, event({ type }));
    }
    const results = await Promise.all(
      ["other", "other", "other"].map((type) =>
        createEvent(couple.id, event({ type: type as EventInput["type"] })),
      ),
    );
    // Eight events: of three adds at once, only two fit under the row lock.
    expect(results.filter((result) => result.ok).length).toBe(2);
    expect(await listEvents(couple.id)).toHaveLength(10);
  });

  it("refuses an edit that would make a second reception", async () => {
    const couple = await createUser();
    await createEvent(couple.id, event({ type: "reception" }));
    const mehndi = await createEvent(couple.id, event({ type: "mehndi" }));
    if (!mehndi.ok) throw new Error("mehndi not created");
    expect(await updateEvent(couple.id, mehndi.id, event({ type: "reception" }))).toEqual({
      ok: false,
      reason: "reception",
    });
  });
});

describe("sign-up mapping", () => {
  it("recognises types, takes dates and postcodes written in the text, else the wedding date", () => {
    const rows = eventsFromSignup({
      weddingDate: "2027-08-14",
      events: ["Mehndi", "Nikah 12/06/2027 B11 1LH", "", "Aunty's dholki", "Reception"],
      reception: "Evening reception at the Grand, LE4 5LN",
    });
    expect(rows.map((row) => [row.type, row.customName, row.eventDate, row.postcode])).toEqual([
      ["mehndi", null, "2027-08-14", null],
      ["nikah", null, "2027-06-12", "B11 1LH"],
      ["other", "Aunty's dholki", "2027-08-14", null],
      // The reception field holds the reception; an event saying "Reception" stays an event.
      ["other", "Reception", "2027-08-14", null],
      ["reception", null, "2027-08-14", "LE4 5LN"],
    ]);
    expect(rows[0].needs).toContain("mehndi-artists");
  });

  it("makes an event saying reception the reception when the field is empty", async () => {
    const couple = await createUser();
    await createEventsFromSignup(couple.id, {
      weddingDate: "2027-08-14",
      events: ["Sangeet", "Reception 15 August 2027"],
      reception: "",
    });
    const events = await listEvents(couple.id);
    expect(events.map((row) => [row.type, row.eventDate])).toEqual([
      ["sangeet", "2027-08-14"],
      ["reception", "2027-08-15"],
    ]);
  });
});

describe("shortlisting per event", () => {
  it("links a couple's only event by itself, and asks when there are more", async () => {
    const [caterer, artist] = [
      ...(await approvedVendorsIn("catering", 1)),
      ...(await approvedVendorsIn("mehndi-artists", 1)),
    ];
    const couple = await createUser();
    const mehndi = await createEvent(couple.id, event({ type: "mehndi" }));
    if (!mehndi.ok) throw new Error("not created");
    await toggleShortlist(couple.id, artist.id, "add");
    expect((await eventPlans(couple.id))[0].groups[0].vendors.map((v) => v.id)).toEqual([
      artist.id,
    ]);

    await createEvent(couple.id, event({ type: "nikah", eventDate: "2027-06-12" }));
    session.user = asSessionUser(couple);
    const answer = await call(shortlistRoute.action, "/shortlist", {
      vendorId: String(caterer.id),
      intent: "add",
      js: "1",
    });
    expect(answer.body).toMatchObject({
      ok: true,
      shortlisted: true,
      askEvents: [{ label: "Mehndi" }, { label: "Nikah" }],
    });
    // Without JavaScript the question is a page of its own.
    await toggleShortlist(couple.id, caterer.id, "remove");
    const plain = await call(shortlistRoute.action, "/shortlist", {
      vendorId: String(caterer.id),
      intent: "add",
      redirectTo: "/vendors",
    });
    expect(plain).toMatchObject({
      status: 303,
      location: `/shortlist/events/${caterer.id}?redirectTo=%2Fvendors`,
    });
  });

  it("puts a caterer under both events, ignores another couple's event, and lists what is missing", async () => {
    const [caterer] = await approvedVendorsIn("catering", 1);
    const couple = await createUser();
    const other = await createUser();
    const mehndi = await createEvent(couple.id, event({ type: "mehndi", postcode: "LE4" }));
    const nikah = await createEvent(couple.id, event({ type: "nikah", eventDate: "2027-06-12" }));
    const theirs = await createEvent(other.id, event({ type: "sangeet" }));
    if (!mehndi.ok || !nikah.ok || !theirs.ok) throw new Error("not created");

    expect(
      await setShortlistEvents(couple.id, caterer.id, [mehndi.id, nikah.id, theirs.id]),
    ).toEqual({ added: true, name: caterer.name });
    const links = await db
      .select()
      .from(shortlistEvent)
      .where(eq(shortlistEvent.vendorId, caterer.id));
    expect(links.map((link) => link.eventId).sort()).toEqual([mehndi.id, nikah.id].sort());

    const plans = await eventPlans(couple.id, new Date("2027-06-01T09:00:00Z"));
    expect(plans.map((plan) => [plan.label, plan.countdown])).toEqual([
      ["Mehndi", "9 days to go"],
      ["Nikah", "11 days to go"],
    ]);
    for (const plan of plans) {
      expect(plan.groups).toEqual([
        expect.objectContaining({
          categoryId: "catering",
          vendors: [expect.objectContaining({ id: caterer.id })],
        }),
      ]);
      expect(plan.missing.map((missing) => missing.categoryId)).not.toContain("catering");
    }
    expect(plans[0].missing[0]).toEqual({
      categoryId: "mehndi-artists",
      name: "Mehndi Artists",
      href: "/category/mehndi-artists?postcode=LE4&radius=10",
    });
  });

  it("keeps a deleted event's vendors in All vendors", async () => {
    const [caterer] = await approvedVendorsIn("catering", 1);
    const couple = await createUser();
    const mehndi = await createEvent(couple.id, event({ type: "mehndi" }));
    await createEvent(couple.id, event({ type: "nikah" }));
    if (!mehndi.ok) throw new Error("not created");
    await setShortlistEvents(couple.id, caterer.id, [mehndi.id]);

    expect(await deleteEvent(couple.id, mehndi.id)).toBe(true);
    expect((await getShortlist(couple.id)).total).toBe(1);
    expect(
      await db.select().from(shortlistEvent).where(eq(shortlistEvent.userId, couple.id)),
    ).toEqual([]);
    // Unhearting removes the vendor's event links with it.
    await setShortlistEvents(couple.id, caterer.id, []);
    await toggleShortlist(couple.id, caterer.id, "remove");
    expect((await getShortlist(couple.id)).total).toBe(0);
  });
});

describe("the profile's event form", () => {
  /** A post to the profile's event form: "new" adds an event, an id saves or deletes that one. */
  const eventForm = (id: number | "new", fields: Record<string, string | string[]>) =>
    call(
      eventRoute.action,
      `/profile/events/${id}`,
      fields,
      id === "new" ? {} : { eventId: String(id) },
    );

  it("keeps a postcode as Royal Mail writes it, whatever was typed", async () => {
    const couple = await makeCouple();
    const created = await createEvent(couple.user.id, event({ postcode: "le45ln" }));
    if (!created.ok) throw new Error(created.reason);
    expect((await getEvent(couple.user.id, created.id))?.postcode).toBe("LE4 5LN");
  });

  it("keeps what was typed with a message next to the field, and changes nothing", async () => {
    const couple = await createUser();
    session.user = asSessionUser(couple);
    const answer = await eventForm("new", {
      intent: "save",
      type: "other",
      customName: "",
      eventDate: "2027-06-10",
      postcode: "NOT A CODE",
      guests: "lots",
      needs: ["catering", "venues"],
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errors: {
        customName: "Please name this event",
        postcode: "Enter a UK postcode or its first half, e.g. LE4 or LE4 5LN",
        guests: "Enter a number of guests between 1 and 10,000",
      },
      values: { postcode: "NOT A CODE", guests: "lots" },
      // Every ticked need, not only the last (a field's value holds one string).
      lists: { needs: ["catering", "venues"] },
    });
    expect(await listEvents(couple.id)).toEqual([]);
  });

  it("adds, edits and deletes the couple's own event; another couple's is not found", async () => {
    const couple = await createUser();
    const other = await createUser();
    session.user = asSessionUser(couple);
    const added = await eventForm("new", {
      intent: "save",
      type: "mehndi",
      eventDate: "2027-06-10",
      startTime: "18:30",
      postcode: "le4 5ln",
      guests: "150",
    });
    expect(added).toMatchObject({ status: 302, location: "/profile" });
    const [row] = await listEvents(couple.id);
    expect(row).toMatchObject({
      type: "mehndi",
      startTime: "18:30",
      postcode: "LE4 5LN",
      guests: 150,
    });
    expect(row.needs).toEqual(["mehndi-artists", "entertainment", "catering", "decor"]);

    const edited = await eventForm(row.id, {
      intent: "save",
      type: "mehndi",
      eventDate: "2027-06-11",
      needs: ["mehndi-artists"],
    });
    expect(edited.status).toBe(302);
    expect((await listEvents(couple.id))[0]).toMatchObject({
      eventDate: "2027-06-11",
      needs: ["mehndi-artists"],
    });

    session.user = asSessionUser(other);
    const stranger = await eventForm(row.id, { intent: "delete" });
    expect(stranger.status).toBe(404);
    expect(await listEvents(couple.id)).toHaveLength(1);

    session.user = asSessionUser(couple);
    const deleted = await eventForm(row.id, { intent: "delete" });
    expect(deleted).toMatchObject({ status: 302, location: "/profile" });
    expect(await listEvents(couple.id)).toEqual([]);
  });

  it("includes the events and their vendors in the couple's data export", async () => {
    const [caterer] = await approvedVendorsIn("catering", 1);
    const { row: couple, eventIds } = await makeCouple({
      events: [{ type: "nikah", venue: "Grand Hall" }],
    });
    await setShortlistEvents(couple.id, caterer.id, eventIds);
    const exported = await exportMyData(asSessionUser(couple));
    expect(exported.events).toEqual([
      expect.objectContaining({ name: "Nikah", venue: "Grand Hall", vendorIds: [caterer.id] }),
    ]);
  });
});
