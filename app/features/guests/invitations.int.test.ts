/**
 * The couple's invitations page (issue 29): invitations and reminders queued in the outbox
 * once, links renewed, the deadline set, the printed QR cards; a viewer reads but cannot send,
 * and another wedding's household ids are a 404 for its members and for outsiders alike.
 */
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { weddingEvent } from "~/db/schema-events";
import { guestImport, household, wedding } from "~/db/schema-weddings";
import { consumeRateLimit, RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import { ensureWedding } from "~/features/weddings/weddings.server";
import { parseForm } from "~/lib/form";
import { makeUser } from "../../../tests/factories";
import { makeMember } from "../../../tests/factories/rsvp-households";
import { signedIn } from "../../../tests/support/cookie-session-mock";
import {
  ids,
  lastActivity,
  mailTo,
  PATH,
  send,
  view,
  weddingWithGuests,
} from "../../../tests/support/invitations";
import { get, post, run } from "../../../tests/support/routes";
import { householdSchema } from "./guest.schema";
import { keepImportReport, REMOVED_NAME } from "./guest-import-report.server";
import { deleteHousehold, setInvitations, updateHousehold } from "./guests.server";
import { INVITATION_INTENTS, rsvpField } from "./rsvp.constants";
import { rsvpToken } from "./rsvp-link.server";

vi.mock(
  "~/features/accounts/session.server",
  () => import("../../../tests/support/cookie-session-mock"),
);
const _page = await import("~/routes/dashboard-invitations");
const printPage = await import("~/routes/dashboard-invitations-print");
const rsvpPage = await import("~/routes/rsvp");

describe("sending invitations", () => {
  it("queues one e-mail per household with an address and an event, once", async () => {
    const w = await weddingWithGuests();
    const first = await send(w.cookie, { intent: INVITATION_INTENTS.sendAll });
    expect(first.status).toBe(302);
    expect(first.location).toBe(PATH);
    const mail = await mailTo(w.allEmails);
    expect(mail.map((row) => row.to).sort()).toEqual([w.emails.patels, w.emails.shahs].sort());
    const patelMail = mail.find((row) => row.to === w.emails.patels);
    expect(patelMail?.subject).toBe("Asha Patel & Rohan Shah invite you to their wedding");
    expect(patelMail?.text).toContain("Dear The Patel family,");
    expect(patelMail?.text).toMatch(/Mehndi: \d{1,2} [A-Z][a-z]+ \d{4}, 18:30, The Grand Hall/);
    expect(patelMail?.text).toContain("Reception:");
    expect(patelMail?.text).toContain(`/rsvp/${rsvpToken(w.patels.id, 1)}`);
    expect(patelMail?.aboutUserId).toBe(w.couple.user.id);
    // The Shahs' e-mail names only their own event and their own link.
    const shahMail = mail.find((row) => row.to === w.emails.shahs);
    expect(shahMail?.text).not.toContain("Mehndi");
    expect(shahMail?.text).not.toContain(rsvpToken(w.patels.id, 1));
    expect(await lastActivity(w.couple.weddingId)).toEqual({
      summary: "sent invitations to 2 households",
      actorName: "Asha Patel",
    });
    const sent = await db
      .select({ id: household.id, sentAt: household.invitationSentAt })
      .from(household)
      .where(eq(household.weddingId, w.couple.weddingId));
    expect(
      sent
        .filter((row) => row.sentAt)
        .map((row) => row.id)
        .sort(),
    ).toEqual([w.patels.id, w.shahs.id].sort());

    // Again: nothing more is queued, and no activity line for nothing.
    const again = await send(w.cookie, { intent: INVITATION_INTENTS.sendAll });
    expect(again.status).toBe(302);
    expect(await mailTo(w.allEmails)).toHaveLength(2);
    expect((await lastActivity(w.couple.weddingId)).summary).toBe(
      "sent invitations to 2 households",
    );
  });

  it("sends two clicks at once only one invitation per household", async () => {
    const w = await weddingWithGuests();
    await Promise.all([
      send(w.cookie, { intent: INVITATION_INTENTS.sendAll }),
      send(w.cookie, { intent: INVITATION_INTENTS.sendAll }),
    ]);
    expect(await mailTo(w.allEmails)).toHaveLength(2);
  });

  it("sends one household's invitation again on request, and explains why not when it cannot", async () => {
    const w = await weddingWithGuests();
    const one = await send(w.cookie, {
      intent: INVITATION_INTENTS.sendOne,
      householdId: String(w.patels.id),
    });
    expect(one.status).toBe(302);
    await send(w.cookie, { intent: INVITATION_INTENTS.sendOne, householdId: String(w.patels.id) });
    expect(await mailTo([w.emails.patels])).toHaveLength(2);
    const noAddress = await send(w.cookie, {
      intent: INVITATION_INTENTS.sendOne,
      householdId: String(w.noEmail.id),
    });
    expect(noAddress.status).toBe(409);
    expect((noAddress.data as { formError: string }).formError).toMatch(/no e-mail address/);
    const noEvent = await send(w.cookie, {
      intent: INVITATION_INTENTS.sendOne,
      householdId: String(w.notInvited.id),
    });
    expect(noEvent.status).toBe(409);
    expect(await lastActivity(w.couple.weddingId)).toMatchObject({
      summary: "sent an invitation to The Patel family",
    });
  });
});

describe("reminders", () => {
  it("go once to households that have not answered, after a confirmation of how many", async () => {
    const w = await weddingWithGuests();
    await send(w.cookie, { intent: INVITATION_INTENTS.sendAll });
    // The Patels answer through their link.
    const token = rsvpToken(w.patels.id, 1);
    const fields: Record<string, string> = {};
    for (const guestId of w.patels.guestIds) {
      for (const eventId of [w.mehndi, w.reception]) {
        fields[rsvpField.answer(guestId, eventId)] = "yes";
      }
    }
    const answered = await run(rsvpPage.action, post(`/rsvp/${token}`, fields), {
      params: { token },
    });
    expect(answered.status).toBe(303);

    const confirm = await view(w.cookie, "?confirm=reminders");
    expect(confirm.data).toMatchObject({ confirmReminders: true, totals: { toRemind: 1 } });
    const reminded = await send(w.cookie, { intent: INVITATION_INTENTS.remind });
    expect(reminded.status).toBe(302);
    const reminders = (await mailTo(w.allEmails)).filter((row) =>
      row.subject.startsWith("A reminder from Asha Patel & Rohan Shah"),
    );
    expect(reminders.map((row) => row.to)).toEqual([w.emails.shahs]);
    expect(await lastActivity(w.couple.weddingId)).toMatchObject({
      summary: "sent reminders to 1 household",
    });
    // Sent once: a second round queues nothing.
    await send(w.cookie, { intent: INVITATION_INTENTS.remind });
    expect(
      (await mailTo(w.allEmails)).filter((row) => row.subject.startsWith("A reminder")),
    ).toHaveLength(1);
    expect((await view(w.cookie)).data).toMatchObject({ totals: { toRemind: 0 } });
  });
});

/** Every invitation sent, then the Shahs answer for the Reception through their link. */
async function invitedAndShahsAnswered() {
  const w = await weddingWithGuests();
  await send(w.cookie, { intent: INVITATION_INTENTS.sendAll });
  const token = rsvpToken(w.shahs.id, 1);
  const fields = { [rsvpField.answer(w.shahs.guestIds[0], w.reception)]: "yes" };
  const answered = await run(rsvpPage.action, post(`/rsvp/${token}`, fields), {
    params: { token },
  });
  expect(answered.status).toBe(303);
  return w;
}

describe("a household invited to one more event", () => {
  it("is due its invitation again, and a reminder, after it had one and answered", async () => {
    const w = await invitedAndShahsAnswered();
    // Only the Patels (who have not answered) are left to remind.
    expect((await view(w.cookie)).data).toMatchObject({ totals: { toInvite: 0, toRemind: 1 } });

    // Then the couple invite them to the Mehndi as well.
    const actor = { user: w.couple.user, wedding: await ensureWedding(w.couple.user.id) };
    expect(await setInvitations(actor, w.mehndi, [w.shahs.id], [w.shahs.id])).toEqual({
      invited: 1,
      uninvited: 0,
    });
    expect((await view(w.cookie)).data).toMatchObject({ totals: { toInvite: 1, toRemind: 2 } });
    await send(w.cookie, { intent: INVITATION_INTENTS.sendAll });
    const toShahs = (await mailTo([w.emails.shahs])).filter((row) =>
      row.subject.endsWith("invite you to their wedding"),
    );
    expect(toShahs).toHaveLength(2);
    // The first named the Reception only; the new one names the Mehndi too.
    expect(toShahs.filter((row) => row.text.includes("Mehndi"))).toHaveLength(1);
  });
});

describe("a household that answered and then has someone added", () => {
  it("waits for a reply again, so a reminder can reach it", async () => {
    const w = await invitedAndShahsAnswered();
    expect((await view(w.cookie)).data).toMatchObject({ totals: { answered: 1, toRemind: 1 } });

    const actor = { user: w.couple.user, wedding: await ensureWedding(w.couple.user.id) };
    const form = parseForm(householdSchema, {
      householdName: "The Shah family",
      side: "partner1",
      email: w.emails.shahs,
      "people[0].id": String(w.shahs.guestIds[0]),
      "people[0].name": "Vikram Shah",
      "people[1].name": "Baby Shah",
      "people[1].age": "child",
    });
    if (!form.ok) throw new Error("the form was refused");
    expect(await updateHousehold(actor, w.shahs.id, form.data)).toEqual({ ok: true });
    expect((await view(w.cookie)).data).toMatchObject({
      totals: { answered: 0, awaiting: 3, toInvite: 0, toRemind: 2 },
    });
  });
});

describe("links and the deadline", () => {
  it("makes a household's old link stop working and sends the new one on the next round", async () => {
    const w = await weddingWithGuests();
    await send(w.cookie, { intent: INVITATION_INTENTS.sendAll });
    // The mail worker has sent the first round (what is still queued is taken back: below).
    await db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: new Date() })
      .where(inArray(mailOutbox.to, w.allEmails));
    const oldToken = rsvpToken(w.patels.id, 1);
    const renewed = await send(w.cookie, {
      intent: INVITATION_INTENTS.renewLink,
      householdId: String(w.patels.id),
    });
    expect(renewed.status).toBe(302);
    const open = (token: string) =>
      run(rsvpPage.loader, get(`/rsvp/${token}`), { params: { token } });
    expect((await open(oldToken)).status).toBe(404);
    expect((await open(rsvpToken(w.patels.id, 2))).status).toBe(200);
    expect(await lastActivity(w.couple.weddingId)).toMatchObject({
      summary: "made a new RSVP link for The Patel family",
    });
    await send(w.cookie, { intent: INVITATION_INTENTS.sendAll });
    const patelMail = await mailTo([w.emails.patels]);
    expect(patelMail).toHaveLength(2);
    expect(patelMail.some((row) => row.text.includes(rsvpToken(w.patels.id, 2)))).toBe(true);
  });

  it("takes back an invitation not sent yet when its link is renewed or its household removed", async () => {
    const w = await weddingWithGuests();
    await send(w.cookie, { intent: INVITATION_INTENTS.sendAll });
    const queued = async (email: string) =>
      (await mailTo([email])).filter((row) => row.status === "queued").length;
    expect(await queued(w.emails.patels)).toBe(1);
    expect(await queued(w.emails.shahs)).toBe(1);
    await send(w.cookie, {
      intent: INVITATION_INTENTS.renewLink,
      householdId: String(w.patels.id),
    });
    expect(await queued(w.emails.patels)).toBe(0);
    await deleteHousehold(
      {
        user: w.couple.user,
        wedding: { weddingId: w.couple.weddingId, planUserId: w.couple.user.id },
      },
      w.shahs.id,
    );
    expect(await queued(w.emails.shahs)).toBe(0);
  });

  it("tells guests 'Date to be confirmed' for an event the couple never dated, not the placeholder", async () => {
    const w = await weddingWithGuests();
    await db.update(weddingEvent).set({ dated: false }).where(eq(weddingEvent.id, w.reception));
    await send(w.cookie, { intent: INVITATION_INTENTS.sendAll });
    const [mail] = await mailTo([w.emails.shahs]);
    expect(mail.text).toContain("Reception: Date to be confirmed");
    const token = rsvpToken(w.shahs.id, 1);
    const page = await run(rsvpPage.loader, get(`/rsvp/${token}`), { params: { token } });
    expect(JSON.stringify(page.data)).toContain("Date to be confirmed");
  });

  it("keeps nothing of a removed household: its sent e-mails and its names in import reports go", async () => {
    const w = await weddingWithGuests();
    await send(w.cookie, { intent: INVITATION_INTENTS.sendAll });
    // Both invitations went out (the worker's part, done here by hand).
    await db
      .update(mailOutbox)
      .set({ status: "sent" })
      .where(inArray(mailOutbox.to, [w.emails.patels, w.emails.shahs]));
    const lines = [
      { row: 2, name: "Vikram Shah", outcome: "added" as const },
      { row: 3, name: "Anil Patel", outcome: "added" as const },
      { row: 4, name: "", outcome: "skipped" as const, why: "No name" },
    ];
    const importId = await db.transaction((tx) =>
      keepImportReport(tx, {
        weddingId: w.couple.weddingId,
        fileName: "guests.csv",
        byUserId: w.couple.user.id,
        outcomes: lines,
      }),
    );
    await deleteHousehold(
      {
        user: w.couple.user,
        wedding: { weddingId: w.couple.weddingId, planUserId: w.couple.user.id },
      },
      w.shahs.id,
    );
    expect(await mailTo([w.emails.shahs])).toHaveLength(0);
    expect(await mailTo([w.emails.patels])).toHaveLength(1);
    const [report] = await db.select().from(guestImport).where(eq(guestImport.id, importId));
    expect(report.outcomes).toEqual([
      { row: 2, name: REMOVED_NAME, outcome: "added" },
      lines[1],
      lines[2],
    ]);
    expect(await lastActivity(w.couple.weddingId)).toMatchObject({
      summary: "removed The Shah family (1 guest)",
    });
  });

  it("caps the e-mails a wedding sends: one household three times a quarter-hour, a thousand an hour", async () => {
    const w = await weddingWithGuests();
    const one = { intent: INVITATION_INTENTS.sendOne, householdId: String(w.patels.id) };
    for (let n = 1; n <= 3; n++) expect((await send(w.cookie, one)).status).toBe(302);
    const fourth = await send(w.cookie, one);
    expect(fourth.status).toBe(429);
    expect((fourth.data as { formError: string }).formError).toMatch(
      /^You've sent a lot of invitations just now\. Please try again in \d+ minutes\.$/,
    );
    expect(await mailTo([w.emails.patels])).toHaveLength(3);
    // The wedding's hour spent (as a thousand e-mails would): nothing more goes, nothing queued.
    await consumeRateLimit(
      `invitation-mail:${w.couple.weddingId}`,
      RATE_RULES.invitationMail,
      Date.now(),
      RATE_RULES.invitationMail.max,
    );
    expect((await send(w.cookie, { intent: INVITATION_INTENTS.sendAll })).status).toBe(429);
    expect((await send(w.cookie, { intent: INVITATION_INTENTS.remind })).status).toBe(429);
    expect(await mailTo([w.emails.shahs])).toHaveLength(0);
  });

  it("sets and removes the RSVP deadline, and refuses a date that is not one", async () => {
    const w = await weddingWithGuests();
    const set = await send(w.cookie, {
      intent: INVITATION_INTENTS.deadline,
      rsvpDeadline: "2099-03-01",
    });
    expect(set.status).toBe(302);
    const [row] = await db.select().from(wedding).where(eq(wedding.id, w.couple.weddingId));
    expect(row.rsvpDeadline).toBe("2099-03-01");
    expect(await lastActivity(w.couple.weddingId)).toMatchObject({
      summary: "set the RSVP deadline to 1 March 2099",
    });
    // A day already gone (a mistyped year) would close every answer at once: refused.
    const past = await send(w.cookie, {
      intent: INVITATION_INTENTS.deadline,
      rsvpDeadline: "2025-03-01",
    });
    expect(past.status).toBe(400);
    expect((past.data as { errors: Record<string, string> }).errors.rsvpDeadline).toBe(
      "The deadline cannot be in the past",
    );
    const bad = await send(w.cookie, { intent: INVITATION_INTENTS.deadline, rsvpDeadline: "soon" });
    expect(bad.status).toBe(400);
    expect((bad.data as { errors: Record<string, string> }).errors.rsvpDeadline).toBe(
      "Please choose a date",
    );
    await send(w.cookie, { intent: INVITATION_INTENTS.deadline, rsvpDeadline: "" });
    const [cleared] = await db.select().from(wedding).where(eq(wedding.id, w.couple.weddingId));
    expect(cleared.rsvpDeadline).toBeNull();
  });

  it("sends nothing once the RSVP deadline has passed, and says how to go on", async () => {
    const w = await weddingWithGuests();
    // The deadline passed while the invitations waited (a form cannot set a day gone).
    await db
      .update(wedding)
      .set({ rsvpDeadline: "2026-01-05" })
      .where(eq(wedding.id, w.couple.weddingId));
    for (const intent of [INVITATION_INTENTS.sendAll, INVITATION_INTENTS.remind]) {
      const refused = await send(w.cookie, { intent });
      expect(refused.status).toBe(409);
      expect((refused.data as { formError: string }).formError).toBe(
        "Your RSVP deadline, 5 January 2026, has passed: guests could no longer reply. Move the deadline first, then send.",
      );
    }
    const one = await send(w.cookie, {
      intent: INVITATION_INTENTS.sendOne,
      householdId: String(w.patels.id),
    });
    expect(one.status).toBe(409);
    expect(await mailTo(w.allEmails)).toEqual([]);
    const rows = await db
      .select({ sent: household.invitationSentAt })
      .from(household)
      .where(eq(household.weddingId, w.couple.weddingId));
    expect(rows.every((row) => row.sent === null)).toBe(true);
  });

  it("sends nothing once the links have ended, 30 days after the last event", async () => {
    const w = await weddingWithGuests();
    await db
      .update(weddingEvent)
      .set({ eventDate: "2026-01-10" })
      .where(eq(weddingEvent.userId, w.couple.user.id));
    const refused = await send(w.cookie, { intent: INVITATION_INTENTS.sendAll });
    expect(refused.status).toBe(409);
    expect((refused.data as { formError: string }).formError).toBe(
      "The RSVP links stopped working 30 days after your last event, so nothing was sent.",
    );
    expect(await mailTo(w.allEmails)).toEqual([]);
  });
});

describe("the page and the printed cards", () => {
  it("lists each household with its events, state, link and WhatsApp message", async () => {
    const w = await weddingWithGuests();
    await send(w.cookie, { intent: INVITATION_INTENTS.sendOne, householdId: String(w.shahs.id) });
    const listed = await view(w.cookie);
    expect(listed.status).toBe(200);
    const data = listed.data as {
      canChange: boolean;
      couple: string;
      households: {
        id: number;
        name: string;
        events: string[];
        sentAt: string | null;
        url: string;
        whatsapp: string;
      }[];
      totals: Record<string, number>;
    };
    expect(data.canChange).toBe(true);
    expect(data.households.map((row) => row.name)).toEqual([
      "The Gill family",
      "The Kaur family",
      "The Patel family",
      "The Shah family",
    ]);
    const patels = data.households.find((row) => row.id === w.patels.id);
    expect(patels?.events).toEqual(["Mehndi", "Reception"]);
    expect(data.households.map((row) => (row as { people?: number }).people)).toEqual([2, 2, 2, 1]);
    expect(patels?.url).toMatch(new RegExp(`/rsvp/${rsvpToken(w.patels.id, 1)}$`));
    expect(patels?.whatsapp.startsWith("https://wa.me/?text=")).toBe(true);
    expect(decodeURIComponent(patels?.whatsapp.split("text=")[1] ?? "")).toContain(
      `Asha Patel & Rohan Shah would love you to join them for their wedding. Please tell us who is coming: ${patels?.url}`,
    );
    expect(data.households.find((row) => row.id === w.shahs.id)?.sentAt).toMatch(/\d{4}$/);
    expect(data.totals).toMatchObject({
      households: 4,
      sent: 1,
      answered: 0,
      // The household invited to no event yet is not waited on.
      awaiting: 3,
      toInvite: 1,
      withoutEvents: 1,
    });
  });

  it("prints a card with a QR code for each household invited to an event", async () => {
    const w = await weddingWithGuests();
    const printed = await run(printPage.loader, get(`${PATH}/print`, w.cookie));
    const data = printed.data as {
      cards: { id: number; name: string; shortUrl: string; qr: { size: number; path: string } }[];
    };
    expect(data.cards.map((card) => card.name)).toEqual([
      "The Gill family",
      "The Patel family",
      "The Shah family",
    ]);
    const patels = data.cards.find((card) => card.id === w.patels.id);
    expect(patels?.shortUrl).toMatch(
      new RegExp(`^localhost:\\d+/rsvp/${rsvpToken(w.patels.id, 1)}$`),
    );
    expect(patels?.qr.size).toBeGreaterThanOrEqual(25);
    expect(patels?.qr.path).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
  });
});

describe("who may do what", () => {
  it("lets a viewer read the page but not send (403, nothing queued or changed)", async () => {
    const w = await weddingWithGuests();
    const viewer = signedIn(await makeMember(w.couple.weddingId, "viewer"));
    const listed = await view(viewer);
    expect(listed.status).toBe(200);
    expect(listed.data).toMatchObject({ canChange: false, confirmReminders: false });
    expect(ids(listed)).toContain(w.patels.id);
    // A household's link answers for it: a viewer sees neither the links nor the printed cards.
    const households = (listed.data as { households: { url: unknown; whatsapp: unknown }[] })
      .households;
    expect(households.every((row) => row.url === null && row.whatsapp === null)).toBe(true);
    expect(JSON.stringify(listed.data)).not.toContain("/rsvp/");
    expect((await run(printPage.loader, get(`${PATH}/print`, viewer))).status).toBe(403);
    const posts: Record<string, string>[] = [
      { intent: INVITATION_INTENTS.sendAll },
      { intent: INVITATION_INTENTS.remind },
      { intent: INVITATION_INTENTS.sendOne, householdId: String(w.patels.id) },
      { intent: INVITATION_INTENTS.renewLink, householdId: String(w.patels.id) },
      { intent: INVITATION_INTENTS.deadline, rsvpDeadline: "2027-03-01" },
    ];
    for (const fields of posts) {
      expect((await send(viewer, fields)).status).toBe(403);
    }
    expect(await mailTo(w.allEmails)).toEqual([]);
    const [patelRow] = await db.select().from(household).where(eq(household.id, w.patels.id));
    expect(patelRow).toMatchObject({ linkVersion: 1, invitationSentAt: null });
    const [row] = await db.select().from(wedding).where(eq(wedding.id, w.couple.weddingId));
    expect(row.rsvpDeadline).toBeNull();
  });

  it("lets a planner send in the couple's wedding", async () => {
    const w = await weddingWithGuests();
    const planner = signedIn(await makeMember(w.couple.weddingId, "planner", { name: "Mum" }));
    expect((await send(planner, { intent: INVITATION_INTENTS.sendAll })).status).toBe(302);
    expect(await mailTo(w.allEmails)).toHaveLength(2);
    expect(await lastActivity(w.couple.weddingId)).toEqual({
      summary: "sent invitations to 2 households",
      actorName: "Mum",
    });
  });

  it("answers 404 for another wedding's household ids, to its members and to outsiders alike", async () => {
    const w = await weddingWithGuests();
    const other = await weddingWithGuests();
    const otherMember = signedIn(await makeMember(other.couple.weddingId, "partner"));
    const outsider = signedIn(await makeUser({ name: "Nobody Special" }));
    for (const cookie of [other.cookie, otherMember, outsider]) {
      for (const intent of [INVITATION_INTENTS.sendOne, INVITATION_INTENTS.renewLink]) {
        for (const householdId of [String(w.patels.id), "999999999", "abc"]) {
          const refused = await send(cookie, { intent, householdId });
          expect(refused.status, `${intent} ${householdId}`).toBe(404);
        }
      }
      expect(ids(await view(cookie))).not.toContain(w.patels.id);
      const printed = await run(printPage.loader, get(`${PATH}/print`, cookie));
      const cards = (printed.data as { cards: { id: number }[] }).cards;
      expect(cards.map((card) => card.id)).not.toContain(w.patels.id);
    }
    expect(await mailTo(w.allEmails)).toEqual([]);
    const [patelRow] = await db.select().from(household).where(eq(household.id, w.patels.id));
    expect(patelRow.linkVersion).toBe(1);
  });

  it("sends a visitor to log in and refuses a business account", async () => {
    const visitor = await view("");
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/login/);
    const business = signedIn(await makeUser({ role: "business" }));
    expect((await view(business)).status).toBe(403);
    expect((await send(business, { intent: INVITATION_INTENTS.sendAll })).status).toBe(403);
  });
});
