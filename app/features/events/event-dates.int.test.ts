import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { weddingEvent } from "~/db/schema-events";
import { NUL_MESSAGE } from "~/lib/form";
import * as dashboard from "~/routes/dashboard";
import { makeCouple } from "../../../tests/factories";
import * as accounts from "../../../tests/support/accounts";
import { get, post, run } from "../../../tests/support/routes";
import { DATE_MESSAGE } from "./event-dates.schema";

// Issue 31: sign-up names the events; the dashboard asks once for each one's date and place.
accounts.smtpSinkForThisFile();

const eventsOf = (userId: string) =>
  db
    .select({
      id: weddingEvent.id,
      type: weddingEvent.type,
      eventDate: weddingEvent.eventDate,
      venue: weddingEvent.venue,
      dated: weddingEvent.dated,
    })
    .from(weddingEvent)
    .where(eq(weddingEvent.userId, userId))
    .orderBy(weddingEvent.id);

/** A new couple whose reception was typed as "Birmingham, 15 June" at sign-up. */
async function receptionCouple() {
  const { email, cookie } = await accounts.newCouple("dates", { reception: "Birmingham, 15 June" });
  const account = await accounts.profileOf(email);
  return { cookie, id: account.id, wedding: accounts.inAYear() };
}

describe("dating the events from the dashboard", () => {
  it("a new couple's undated events are asked for, and a reception's typed date is read", async () => {
    const couple = await receptionCouple();
    const year = couple.wedding.slice(0, 4);
    expect(await eventsOf(couple.id)).toMatchObject([
      { type: "mehndi", eventDate: couple.wedding, dated: false },
      { type: "sangeet", eventDate: couple.wedding, dated: false },
      { type: "reception", eventDate: `${year}-06-15`, venue: "Birmingham", dated: true },
    ]);
    const page = await run(dashboard.loader, get("/dashboard", couple.cookie));
    const shown = page.data?.events as Array<{ dated: boolean }>;
    expect(shown.filter((event) => !event.dated)).toHaveLength(2);
  });

  it("a date that is not one keeps everything typed; good dates are saved and asked no more", async () => {
    const couple = await receptionCouple();
    const [mehndi, sangeet, reception] = await eventsOf(couple.id);
    const year = Number(couple.wedding.slice(0, 4));
    const typed = {
      [`date-${mehndi.id}`]: `${year}-06-12`,
      [`venue-${mehndi.id}`]: "Aunty's garden, Leicester",
      [`date-${sangeet.id}`]: `${year}-02-30`,
      [`venue-${sangeet.id}`]: "Belgrave Hall",
      [`date-${reception.id}`]: `${year}-06-15`,
      [`venue-${reception.id}`]: "Birmingham",
    };
    const refused = await run(
      dashboard.action,
      post("/dashboard", typed, { cookie: couple.cookie }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data?.errors).toEqual({ [`date-${sangeet.id}`]: DATE_MESSAGE });
    expect(refused.data?.values).toMatchObject(typed);
    expect((await eventsOf(couple.id)).filter((event) => !event.dated)).toHaveLength(2);
    // A year the database cannot hold, and a NUL in a place, are messages too (not a 500).
    const odd = await run(
      dashboard.action,
      post(
        "/dashboard",
        {
          ...typed,
          [`date-${sangeet.id}`]: "0000-06-13",
          [`venue-${mehndi.id}`]: "Aunty's\u0000 garden",
        },
        { cookie: couple.cookie },
      ),
    );
    expect(odd.status).toBe(400);
    expect(odd.data?.errors).toEqual({
      [`date-${sangeet.id}`]: DATE_MESSAGE,
      [`venue-${mehndi.id}`]: NUL_MESSAGE,
    });

    const saved = await run(
      dashboard.action,
      post(
        "/dashboard",
        { ...typed, [`date-${sangeet.id}`]: `${year}-06-13` },
        { cookie: couple.cookie },
      ),
    );
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/dashboard");
    expect(await eventsOf(couple.id)).toMatchObject([
      { eventDate: `${year}-06-12`, venue: "Aunty's garden, Leicester", dated: true },
      { eventDate: `${year}-06-13`, venue: "Belgrave Hall", dated: true },
      { eventDate: `${year}-06-15`, venue: "Birmingham", dated: true },
    ]);
  });

  it("another couple's event in the form changes nothing of theirs", async () => {
    const couple = await receptionCouple();
    const other = await makeCouple({ events: [{ type: "mehndi", eventDate: "2030-05-05" }] });
    const [theirs] = await eventsOf(other.user.id);
    const mine = await eventsOf(couple.id);
    const form: Record<string, string> = { [`date-${theirs.id}`]: "2031-01-01" };
    for (const event of mine) form[`date-${event.id}`] = event.eventDate;
    const outcome = await run(
      dashboard.action,
      post("/dashboard", form, { cookie: couple.cookie }),
    );
    expect(outcome.status).toBe(302);
    expect((await eventsOf(other.user.id))[0].eventDate).toBe("2030-05-05");
  });
});
