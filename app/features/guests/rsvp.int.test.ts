/**
 * A household's RSVP page without an account (issue 29): the signed link and what it opens,
 * answers per person and event, the deadline (London days), the link's expiry, refusals that
 * change nothing, the rate limits and what the page tells caches and search engines.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { guest, household, rsvpAnswer, wedding } from "~/db/schema-weddings";
import { todayInLondon } from "~/lib/london-date";
import { headers, meta } from "~/routes/rsvp";
import { inDays, makeHousehold, makeWeddingCouple } from "../../../tests/factories/rsvp-households";
import {
  answer,
  answersOf,
  freshIp,
  fullAnswer,
  open,
  weddingWithPatels,
} from "../../../tests/support/rsvp";
import { RATE_RULES } from "../rate-limit/rate-limit.server";
import { getHousehold } from "./guest-list.server";
import { rsvpField } from "./rsvp.constants";
import { readRsvpToken, rsvpToken } from "./rsvp-link.server";

afterEach(() => {
  vi.useRealTimers();
});

describe("the signed link", () => {
  it("opens the household's own invitation: its events with dress notes, its people", async () => {
    const { couple, patels, token } = await weddingWithPatels();
    // A second event the Patels are not invited to, and another household, stay out of sight.
    const [sangeet] = (
      await makeWeddingCouple({ events: [{ type: "sangeet", eventDate: inDays(61) }] })
    ).eventIds;
    await makeHousehold(couple.weddingId, {
      name: "The Shah family",
      people: [{ name: "Vikram Shah" }],
      eventIds: [couple.eventIds[1]],
    });
    const page = await open(token);
    expect(page.status).toBe(200);
    const data = page.data as Record<string, unknown> & {
      events: { id: number; label: string; date: string; time: string; dressNotes: string }[];
      people: { name: string; isChild: boolean }[];
    };
    expect(data).toMatchObject({
      state: "open",
      couple: "Asha Patel & Rohan Shah",
      householdName: "The Patel family",
      answered: false,
    });
    expect(data.events.map((event) => event.label)).toEqual(["Mehndi", "Reception"]);
    expect(data.events.map((event) => event.id)).not.toContain(sangeet);
    expect(data.events[0]).toMatchObject({
      time: "18:30",
      place: "The Grand Hall, LE4 5LN",
      dressNotes: "Colourful Indian wear; shoes off in the hall",
    });
    expect(data.events[0].date).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(data.people.map((person) => person.name)).toEqual([
      "Priya Patel",
      "Raj Patel",
      "Anya Patel",
    ]);
    expect(JSON.stringify(data)).not.toContain("Vikram");
    expect(readRsvpToken(token)).toEqual({ householdId: patels.id, linkVersion: 1 });
  });

  it("answers 404, with one and the same page, for an altered, borrowed or replaced link", async () => {
    const { couple, patels, token } = await weddingWithPatels();
    const shahs = await makeHousehold(couple.weddingId, { name: "The Shah family" });
    const signature = token.split("-").at(-1) ?? "";
    const flipped = signature[0] === "A" ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const tries = {
      altered: token.replace(signature, flipped),
      // The Patels' signature on the Shahs' id.
      borrowed: `${shahs.id.toString(36)}-1-${signature}`,
      // Leading zero: the same numbers, written another way.
      respelt: `0${token}`,
      garbage: "not-a-token",
      unknownHousehold: rsvpToken(2_000_000_000, 1),
    };
    const pages = await Promise.all(Object.values(tries).map((value) => open(value)));
    for (const page of pages) {
      expect(page.status).toBe(404);
      expect(page.data).toEqual({ state: "unknown" });
    }
    // A new link (the version bumped) makes the old one the same 404.
    await db.update(household).set({ linkVersion: 2 }).where(eq(household.id, patels.id));
    expect((await open(token)).status).toBe(404);
    expect((await open(rsvpToken(patels.id, 2))).status).toBe(200);
    // And a post through a dead link changes nothing.
    const refused = await answer(token, fullAnswer(patels.guestIds, couple.eventIds));
    expect(refused.status).toBe(404);
    expect(await answersOf(patels.guestIds)).toEqual([]);
  });

  it("tells search engines and caches to keep out", async () => {
    const answer = headers({
      loaderHeaders: new Headers(),
      actionHeaders: new Headers(),
    } as never);
    expect(answer.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(answer.get("Cache-Control")).toBe("private, no-store");
    const tags = meta({ loaderData: { state: "unknown" } } as never);
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });
});

describe("answering", () => {
  it("saves an answer per person per event, dietary needs and a message, then changes them", async () => {
    const { couple, patels, token, mehndi, reception } = await weddingWithPatels();
    const [priya, raj, anya] = patels.guestIds;
    const saved = await answer(
      token,
      fullAnswer(patels.guestIds, [mehndi, reception], {
        [rsvpField.answer(anya, mehndi)]: "no",
      }),
    );
    expect(saved.status).toBe(303);
    expect(saved.location).toBe(`/rsvp/${token}?saved=1#thanks`);
    expect(await answersOf(patels.guestIds)).toHaveLength(6);
    const [anyaMehndi] = await db
      .select({ attending: rsvpAnswer.attending })
      .from(rsvpAnswer)
      .where(and(eq(rsvpAnswer.guestId, anya), eq(rsvpAnswer.eventId, mehndi)));
    expect(anyaMehndi.attending).toBe(false);
    const [priyaRow] = await db.select().from(guest).where(eq(guest.id, priya));
    expect(priyaRow.dietary).toEqual(["jain", "nut-allergy"]);
    const [patelRow] = await db.select().from(household).where(eq(household.id, patels.id));
    expect(patelRow.message).toBe("We can't wait!");
    expect(patelRow.answeredAt).not.toBeNull();
    // The couple reads it on the household's page and card.
    expect(await getHousehold(couple.weddingId, patels.id)).toMatchObject({
      rsvpMessage: "We can't wait!",
      answeredAt: patelRow.answeredAt,
    });

    // The thank-you page shows what was saved.
    const thanks = await open(token, freshIp(), "?saved=1");
    expect(thanks.data).toMatchObject({
      saved: true,
      answered: true,
      answers: {
        [rsvpField.answer(anya, mehndi)]: "no",
        [rsvpField.answer(raj, reception)]: "yes",
      },
    });

    // Changed: Raj cannot come to the Reception, Priya is vegan now, another need for Raj.
    const changed = await answer(
      token,
      fullAnswer(patels.guestIds, [mehndi, reception], {
        [rsvpField.answer(raj, reception)]: "no",
        [rsvpField.dietary(priya)]: "vegan",
        [rsvpField.dietary(raj)]: "other",
        [rsvpField.dietaryOther(raj)]: "No mushrooms",
        message: "",
      }),
    );
    expect(changed.status).toBe(303);
    const rows = await answersOf(patels.guestIds);
    expect(rows).toHaveLength(6);
    expect(rows.find((row) => row.guestId === raj && row.eventId === reception)?.attending).toBe(
      false,
    );
    const people = await db.select().from(guest).where(eq(guest.householdId, patels.id));
    expect(people.find((row) => row.id === priya)?.dietary).toEqual(["vegan"]);
    expect(people.find((row) => row.id === raj)).toMatchObject({
      dietary: ["other"],
      dietaryOther: "No mushrooms",
    });
    const [after] = await db.select().from(household).where(eq(household.id, patels.id));
    expect(after.message).toBeNull();
    expect(couple.weddingId).toBe(after.weddingId);
  });

  it("asks which was meant when a need is typed but Other is not ticked, and saves nothing", async () => {
    const { patels, token, mehndi, reception } = await weddingWithPatels();
    const [priya] = patels.guestIds;
    const refused = await answer(
      token,
      fullAnswer(patels.guestIds, [mehndi, reception], {
        [rsvpField.dietary(priya)]: "vegetarian",
        [rsvpField.dietaryOther(priya)]: "Coeliac, severe",
      }),
    );
    expect(refused.status).toBe(400);
    const body = refused.data as { errors: Record<string, string>; values: Record<string, string> };
    expect(body.errors[rsvpField.dietaryOther(priya)]).toBe(
      "Tick Other to keep this need, or clear the box",
    );
    expect(body.values[rsvpField.dietaryOther(priya)]).toBe("Coeliac, severe");
    expect(await answersOf(patels.guestIds)).toEqual([]);
  });

  it("asks for every person's answer to every event and keeps what was typed", async () => {
    const { patels, token, mehndi, reception } = await weddingWithPatels();
    const [priya, raj] = patels.guestIds;
    const fields = fullAnswer(patels.guestIds, [mehndi, reception]);
    delete fields[rsvpField.answer(raj, reception)];
    fields[rsvpField.dietary(priya)] = ["jain", "other"];
    const refused = await answer(token, fields);
    expect(refused.status).toBe(400);
    const body = refused.data as { errors: Record<string, string>; values: Record<string, string> };
    expect(body.errors[rsvpField.answer(raj, reception)]).toBe(
      "Please say whether Raj Patel will come to the Reception",
    );
    expect(body.errors[rsvpField.dietaryOther(priya)]).toBe(
      "Please tell us what Priya Patel cannot eat",
    );
    expect(body.values[rsvpField.dietary(priya)]).toBe("jain,other");
    expect(body.values[rsvpField.answer(priya, mehndi)]).toBe("yes");
    expect(await answersOf(patels.guestIds)).toEqual([]);
  });

  it("refuses answers for an event the household is not invited to, or a person outside it, and changes nothing", async () => {
    const { couple, patels, token, mehndi, reception } = await weddingWithPatels();
    const shahs = await makeHousehold(couple.weddingId, {
      name: "The Shah family",
      people: [{ name: "Vikram Shah" }],
      eventIds: [reception],
    });
    const [vikram] = shahs.guestIds;
    // The Shahs are invited to the Reception only: their link cannot answer for the Mehndi.
    const shahToken = rsvpToken(shahs.id, shahs.linkVersion);
    const forMehndi = await answer(shahToken, {
      ...fullAnswer([vikram], [reception]),
      [rsvpField.answer(vikram, mehndi)]: "yes",
    });
    expect(forMehndi.status).toBe(400);
    expect((forMehndi.data as { formError: string }).formError).toMatch(/do not match/);
    // What they answered for their own event stays on screen; the stranger's field does not.
    const kept = (forMehndi.data as { values: Record<string, string> }).values;
    expect(kept[rsvpField.answer(vikram, reception)]).toBeDefined();
    expect(kept[rsvpField.answer(vikram, mehndi)]).toBeUndefined();
    // The Patels' link cannot answer for Vikram, nor set his dietary needs.
    const forVikram = await answer(token, {
      ...fullAnswer(patels.guestIds, [mehndi, reception]),
      [rsvpField.answer(vikram, reception)]: "no",
    });
    expect(forVikram.status).toBe(400);
    const dietForVikram = await answer(token, {
      ...fullAnswer(patels.guestIds, [mehndi, reception]),
      [rsvpField.dietary(vikram)]: "halal",
    });
    expect(dietForVikram.status).toBe(400);
    expect(await answersOf([...patels.guestIds, vikram])).toEqual([]);
    const [vikramRow] = await db.select().from(guest).where(eq(guest.id, vikram));
    expect(vikramRow.dietary).toEqual([]);
    const rows = await db
      .select({ answeredAt: household.answeredAt })
      .from(household)
      .where(inArray(household.id, [patels.id, shahs.id]));
    expect(rows.every((row) => row.answeredAt === null)).toBe(true);
  });

  it("refuses the writer's own answers for a stranger, whatever reaches it", async () => {
    const { couple, patels, mehndi } = await weddingWithPatels();
    const shahs = await makeHousehold(couple.weddingId, { people: [{ name: "Vikram Shah" }] });
    const { saveRsvpAnswers } = await import("./rsvp.server");
    const result = await saveRsvpAnswers(
      { householdId: patels.id, linkVersion: 1 },
      {
        answers: [{ guestId: shahs.guestIds[0], eventId: mehndi, attending: true }],
        dietary: [],
        message: null,
      },
      todayInLondon(),
    );
    expect(result).toEqual({ ok: false, reason: "mismatch" });
    expect(await answersOf(shahs.guestIds)).toEqual([]);
  });
});

describe("the deadline, in London days", () => {
  async function withDeadline(deadline: string) {
    const made = await weddingWithPatels({ mehndi: "2030-08-01", reception: "2030-08-02" });
    await db
      .update(wedding)
      .set({ rsvpDeadline: deadline })
      .where(eq(wedding.id, made.couple.weddingId));
    return made;
  }

  it("takes answers late on the deadline day itself (23:30 in British Summer Time)", async () => {
    const { patels, token, mehndi, reception } = await withDeadline("2030-06-30");
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2030-06-30T22:30:00Z") });
    const saved = await answer(token, fullAnswer(patels.guestIds, [mehndi, reception]));
    expect(saved.status).toBe(303);
    expect(await answersOf(patels.guestIds)).toHaveLength(6);
  });

  it("refuses them half an hour later, says who to contact and shows the answers read-only", async () => {
    const { couple, patels, token, mehndi, reception } = await withDeadline("2030-06-30");
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2030-06-30T22:00:00Z") });
    await answer(token, fullAnswer(patels.guestIds, [mehndi, reception]));
    vi.setSystemTime(new Date("2030-06-30T23:30:00Z"));
    const late = await answer(
      token,
      fullAnswer(patels.guestIds, [mehndi, reception], {
        [rsvpField.answer(patels.guestIds[0], mehndi)]: "no",
      }),
    );
    expect(late.status).toBe(403);
    expect((late.data as { formError: string }).formError).toMatch(/deadline has passed/);
    const rows = await answersOf(patels.guestIds);
    expect(rows.every((row) => row.attending)).toBe(true);
    const page = await open(token);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      state: "closed",
      deadlineText: "30 June 2030",
      couple: "Asha Patel & Rohan Shah",
      contactEmail: couple.row.email,
      answered: true,
    });
  });
});

describe("the link's last day", () => {
  it("works on the 30th day after the wedding's last event and is gone (410) the day after", async () => {
    const { token } = await weddingWithPatels({ mehndi: "2030-08-01", reception: "2030-08-14" });
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2030-09-13T12:00:00Z") });
    expect((await open(token)).status).toBe(200);
    vi.setSystemTime(new Date("2030-09-14T08:00:00Z"));
    const gone = await open(token);
    expect(gone.status).toBe(410);
    expect(gone.data).toEqual({ state: "expired" });
    const post = await answer(token, {});
    expect(post.status).toBe(410);
  });
});

describe("rate limits", () => {
  it("stops one address trying many links, forged ones included", async () => {
    const ip = freshIp();
    const tries = RATE_RULES.rsvpReadIp.max;
    for (let index = 0; index < tries; index++) {
      expect((await open(`forged-${index}`, ip)).status).toBe(404);
    }
    const stopped = await open("forged-last", ip);
    expect(stopped.status).toBe(429);
    expect(stopped.data).toMatchObject({ state: "limited" });
    expect(Number(stopped.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await open("forged-other", freshIp())).status).toBe(404);
  });

  it("limits the posts to one household's link from every address together", async () => {
    const { token } = await weddingWithPatels();
    for (let index = 0; index < RATE_RULES.rsvpWriteLink.max; index++) {
      expect((await answer(token, {}, freshIp())).status).toBe(400);
    }
    expect((await answer(token, {}, freshIp())).status).toBe(429);
  });
});

describe("privacy", () => {
  it("erases the households, answers and messages with the wedding", async () => {
    const { couple, patels, token, mehndi, reception } = await weddingWithPatels();
    await answer(token, fullAnswer(patels.guestIds, [mehndi, reception]));
    await db.delete(wedding).where(eq(wedding.id, couple.weddingId));
    expect(await answersOf(patels.guestIds)).toEqual([]);
    expect(await db.select().from(household).where(eq(household.id, patels.id))).toEqual([]);
    expect((await open(token)).status).toBe(404);
  });
});
