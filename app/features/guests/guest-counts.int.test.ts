/**
 * The guest list's numbers (issue 29): an event's invited, attending, declined and awaiting
 * people and households with dietary totals, the caterer's CSV and the couple's data download.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db, getDbHandle, queryRows } from "~/db/client.server";
import { guest, household, rsvpAnswer } from "~/db/schema-weddings";
import * as pages from "../../../tests/support/guest-pages";
import { addHousehold, answer, makeWedding, person } from "../../../tests/support/guests";
import {
  eventDietaryTotals,
  eventGuestCounts,
  eventHouseholdCounts,
  NO_GUEST_COUNTS,
} from "./guest-counts.server";
import { eventGuestCsv, guestListForDownload } from "./guest-export.server";

vi.mock("~/features/accounts/session.server", () => import("../../../tests/support/session-mock"));

describe("an event's numbers", () => {
  it("counts invited, attending, declined and awaiting people and households, with dietary totals", async () => {
    const { actor, wedding, eventIds } = await makeWedding();
    const [mehndi = 0, reception = 0] = eventIds;
    const patel = await addHousehold(actor, "The Patel family", [
      person("Anil Patel", { dietary: ["jain"] }),
      person("Meena Patel", { dietary: ["vegetarian", "nut-allergy"] }),
      person("Riya Patel", { isChild: true, dietary: ["vegetarian"] }),
    ]);
    const shah = await addHousehold(actor, "The Shahs", [
      person("Dev Shah"),
      person("Sara Shah", { dietary: ["other"], dietaryOther: "coeliac" }),
    ]);
    const joshi = await addHousehold(actor, "The Joshis", [
      person("Neil Joshi", { dietary: ["vegan"] }),
    ]);
    await addHousehold(actor, "Not invited", [person("Someone Else", { dietary: ["halal"] })]);
    pages.as(actor.user);
    await pages.postEvent(mehndi, {
      intent: "set-invited",
      shown: [String(patel), String(shah), String(joshi)],
      invited: [String(patel), String(shah), String(joshi)],
    });
    await answer(wedding.weddingId, patel, mehndi, [true, true, true]);
    await answer(wedding.weddingId, shah, mehndi, [false, true]);
    await answer(wedding.weddingId, joshi, mehndi, [false]);
    // An answer for an event the household is not invited to counts nowhere.
    await answer(wedding.weddingId, joshi, reception, [true]);

    const counts = await eventGuestCounts(wedding.weddingId, [mehndi, reception]);
    expect(counts[mehndi]).toEqual({
      invited: 6,
      attending: 4,
      declined: 2,
      awaiting: 0,
      adults: 3,
      children: 1,
    });
    expect(counts[reception]).toEqual(NO_GUEST_COUNTS);
    expect(await eventHouseholdCounts(wedding.weddingId, mehndi)).toEqual({
      invited: 3,
      attending: 2,
      declined: 1,
      awaiting: 0,
    });
    const dietary = await eventDietaryTotals(wedding.weddingId, mehndi);
    expect(Object.fromEntries(dietary.totals.map((t) => [t.need, t.count]))).toEqual({
      vegetarian: 2,
      jain: 1,
      "nut-allergy": 1,
      other: 1,
    });
    expect(dietary.others).toEqual(["coeliac"]);

    const page = await pages.event(mehndi);
    // The Mehndi's estimate is 5 guests: 4 attending is within it, 6 is not.
    expect(page.data).toMatchObject({
      overEstimate: false,
      overCapacity: null,
      counts: { attending: 4 },
    });
    await answer(wedding.weddingId, shah, mehndi, [true, true]);
    await answer(wedding.weddingId, joshi, mehndi, [true]);
    const over = await pages.event(mehndi);
    expect(over.data).toMatchObject({ overEstimate: true, counts: { attending: 6 } });
  });

  it("forgets a household's answers for an event it is taken off, and asks afresh if invited again", async () => {
    const { actor, wedding, eventIds } = await makeWedding();
    const [mehndi = 0] = eventIds;
    const patel = await addHousehold(actor, "The Patel family", [
      person("Anil Patel"),
      person("Meena Patel"),
    ]);
    pages.as(actor.user);
    const setInvited = (invited: string[]) =>
      pages.postEvent(mehndi, { intent: "set-invited", shown: [String(patel)], invited });
    await setInvited([String(patel)]);
    await answer(wedding.weddingId, patel, mehndi, [true, false]);
    expect((await eventGuestCounts(wedding.weddingId, [mehndi]))[mehndi]).toMatchObject({
      attending: 1,
      declined: 1,
    });
    await setInvited([]);
    await setInvited([String(patel)]);
    expect((await eventGuestCounts(wedding.weddingId, [mehndi]))[mehndi]).toMatchObject({
      invited: 2,
      attending: 0,
      declined: 0,
      awaiting: 2,
    });
  });

  // Two connections at once: only the PostgreSQL server has them (PGlite has one).
  it.runIf(getDbHandle().kind === "postgres")(
    "forgets an answer sent while the household is being taken off the event",
    async () => {
      const { actor, wedding, eventIds } = await makeWedding();
      const [mehndi = 0] = eventIds;
      const patel = await addHousehold(actor, "The Patel family", [person("Anil Patel")]);
      pages.as(actor.user);
      const setInvited = (invited: string[]) =>
        pages.postEvent(mehndi, { intent: "set-invited", shown: [String(patel)], invited });
      await setInvited([String(patel)]);
      const [anil] = await db
        .select({ id: guest.id })
        .from(guest)
        .where(eq(guest.householdId, patel));
      // A guest's answer in flight holds the household's row, as saveRsvpAnswers does, and
      // writes its answer just before it commits.
      let commit!: () => void;
      let locked!: () => void;
      const held = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const answering = db.transaction(async (tx) => {
        await tx.select().from(household).where(eq(household.id, patel)).for("update");
        locked();
        await new Promise<void>((resolve) => {
          commit = resolve;
        });
        await tx.insert(rsvpAnswer).values({
          guestId: anil.id,
          eventId: mehndi,
          weddingId: wedding.weddingId,
          attending: true,
        });
      });
      await held;
      const uninviting = setInvited([]);
      await expect.poll(waitingOnALock, { timeout: 20_000 }).toBeGreaterThan(0);
      commit();
      await answering;
      expect((await uninviting).status).toBeLessThan(400);
      expect(await db.select().from(rsvpAnswer).where(eq(rsvpAnswer.guestId, anil.id))).toEqual([]);
    },
  );

  it("exports the caterer's CSV: everyone invited, their answer and needs, safe cells, totals", async () => {
    const { actor, wedding, eventIds } = await makeWedding();
    const [mehndi = 0] = eventIds;
    const patel = await addHousehold(actor, "The Patel family", [
      person("Anil Patel", { dietary: ["jain"], accessibility: "Wheelchair; table near the door" }),
      person('=HYPERLINK("http://x")', { dietary: ["vegetarian"] }),
    ]);
    const shah = await addHousehold(actor, "Shah, Dev", [person("Dev Shah")]);
    pages.as(actor.user);
    await pages.inviteEveryone(mehndi);
    await answer(wedding.weddingId, patel, mehndi, [true, true]);
    await answer(wedding.weddingId, shah, mehndi, [false]);
    const csv = await pages.eventCsv(mehndi);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(
      'attachment; filename="mehndi-2027-06-10-guests.csv"',
    );
    const text = String((csv.data as { text: string }).text);
    const made = await eventGuestCsv(wedding.weddingId, wedding.planUserId, mehndi);
    expect(made?.body.startsWith("\uFEFFName,")).toBe(true);
    expect(text.split("\r\n")).toEqual([
      "Name,Household,Adult or child,Attending,Dietary needs,Other dietary need,Accessibility and table notes",
      "Anil Patel,The Patel family,Adult,Attending,Jain,,Wheelchair; table near the door",
      `"'=HYPERLINK(""http://x"")",The Patel family,Adult,Attending,Vegetarian,,`,
      'Dev Shah,"Shah, Dev",Adult,Not attending,,,',
      "",
      "Dietary totals of the people attending the Mehndi",
      "Vegetarian,1",
      "Jain,1",
      'In all,"1 vegetarian, 1 Jain"',
      "",
    ]);
  });

  it("gives the couple's data download every household, person, invitation and answer", async () => {
    const { actor, wedding, eventIds } = await makeWedding();
    const [mehndi = 0] = eventIds;
    const patel = await addHousehold(
      actor,
      "The Patel family",
      [person("Anil Patel", { dietary: ["jain"] })],
      { email: "patels@example.com" },
    );
    pages.as(actor.user);
    await pages.inviteEveryone(mehndi);
    await answer(wedding.weddingId, patel, mehndi, [true]);
    const download = await guestListForDownload(wedding.weddingId);
    expect(JSON.parse(JSON.stringify(download))).toMatchObject([
      {
        name: "The Patel family",
        email: "patels@example.com",
        invitedTo: [{ event: "Mehndi", date: "2027-06-10" }],
        people: [
          {
            name: "Anil Patel",
            dietary: ["jain"],
            answers: [{ event: "Mehndi", attending: true }],
          },
        ],
      },
    ]);
  });
});

/** Statements of this database now waiting for another transaction's row lock. */
async function waitingOnALock() {
  const [row] = await queryRows<{ n: number }>(
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return row?.n ?? 0;
}
