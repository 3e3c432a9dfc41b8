/** Shared steps of the invitations page's integration tests: a wedding with guests, the posts. */
import { desc, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { weddingActivity } from "~/db/schema-weddings";
import * as page from "~/routes/dashboard-invitations";
import { inDays, makeHousehold, makeWeddingCouple } from "../factories/rsvp-households";
import { signedIn } from "./cookie-session-mock";
import { get, type Outcome, post, run } from "./routes";

export const PATH = "/dashboard/guests/invitations";

export const send = (cookie: string, fields: Record<string, string>) =>
  run(page.action, post(PATH, fields, { cookie }));
export const view = (cookie: string, query = "") =>
  run(page.loader, get(`${PATH}${query}`, cookie));

export const mailTo = (addresses: string[]) =>
  db.select().from(mailOutbox).where(inArray(mailOutbox.to, addresses));

export const lastActivity = async (weddingId: number) => {
  const [row] = await db
    .select({ summary: weddingActivity.summary, actorName: weddingActivity.actorName })
    .from(weddingActivity)
    .where(eq(weddingActivity.weddingId, weddingId))
    .orderBy(desc(weddingActivity.id))
    .limit(1);
  return row;
};

/** Asha & Rohan with a Mehndi and a Reception; three households, two of them with e-mail. */
export async function weddingWithGuests() {
  const couple = await makeWeddingCouple({
    name: "Asha Patel",
    name2: "Rohan Shah",
    events: [
      { type: "mehndi", eventDate: inDays(60), startTime: "18:30", venue: "The Grand Hall" },
      { type: "reception", eventDate: inDays(62) },
    ],
  });
  const [mehndi, reception] = couple.eventIds;
  const stamp = crypto.randomUUID().slice(0, 8);
  const emails = { patels: `patels-${stamp}@example.com`, shahs: `shahs-${stamp}@example.com` };
  const patels = await makeHousehold(couple.weddingId, {
    name: "The Patel family",
    email: emails.patels,
    eventIds: [mehndi, reception],
  });
  const shahs = await makeHousehold(couple.weddingId, {
    name: "The Shah family",
    email: emails.shahs,
    people: [{ name: "Vikram Shah" }],
    eventIds: [reception],
  });
  const noEmail = await makeHousehold(couple.weddingId, {
    name: "The Gill family",
    email: null,
    eventIds: [reception],
  });
  const notInvited = await makeHousehold(couple.weddingId, {
    name: "The Kaur family",
    email: `kaurs-${stamp}@example.com`,
  });
  return {
    couple,
    cookie: signedIn(couple),
    mehndi,
    reception,
    patels,
    shahs,
    noEmail,
    notInvited,
    emails,
    allEmails: [emails.patels, emails.shahs, `kaurs-${stamp}@example.com`],
  };
}

export const ids = (outcome: Outcome) =>
  ((outcome.data as { households: { id: number }[] }).households ?? []).map((row) => row.id);
