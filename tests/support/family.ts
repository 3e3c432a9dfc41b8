/** Shared steps of the family's integration tests: couples, invitations, the e-mailed link, joining. */
import { desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { memberInvite, weddingActivity } from "~/db/schema-weddings";
import * as familyRoute from "~/routes/dashboard-family";
import * as joinRoute from "~/routes/join";
import { makeUser, uniqueEmail } from "../factories";
import { get, post, run } from "./routes";

export const FAMILY = "/dashboard/family";

/** A couple account with a session; its wedding is made on its first page, as in the app. */
export async function couple(name: string, extra: Parameters<typeof makeUser>[0] = {}) {
  const made = await makeUser({ name, email: uniqueEmail("member"), logIn: true, ...extra });
  await run(familyRoute.loader, get(FAMILY, made.cookie));
  return made;
}

export async function family(cookie: string) {
  return run(familyRoute.loader, get(FAMILY, cookie));
}

export function familyPost(fields: Record<string, string>, cookie: string) {
  return run(familyRoute.action, post(FAMILY, fields, { cookie }));
}

export async function invite(cookie: string, email: string, role: string, name = "") {
  const outcome = await familyPost({ intent: "invite", email, role, name }, cookie);
  expect(outcome.status, JSON.stringify(outcome.data)).toBe(302);
  return linkFor(email);
}

/** The token of the newest invitation e-mailed to `email` (the outbox, as /dev/mail reads it). */
export async function linkFor(email: string) {
  const [mail] = await db
    .select({ text: mailOutbox.text, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const match = mail?.text.match(/http:\/\/localhost:3000\/join\/([^\s]+)/);
  if (!match) throw new Error(`No invitation link e-mailed to ${email}`);
  return { token: match[1], subject: mail.subject, text: mail.text };
}

export const joinGet = (token: string, cookie?: string) =>
  run(joinRoute.loader, get(`/join/${token}`, cookie), { params: { token } });
export const joinPost = (token: string, fields: Record<string, string>, cookie?: string) =>
  run(joinRoute.action, post(`/join/${token}`, fields, { cookie }), { params: { token } });
/** The join page's "Make your account" form, filled in by a newcomer called `name`. */
export const joinAsNewcomer = (token: string, name: string) =>
  joinPost(token, { intent: "create", name, password: "Welcome!2027", termsAccepted: "on" });

/** The wedding's activity lines, newest first, as "Actor summary". */
export async function activityOf(weddingId: number) {
  const rows = await db
    .select({ actorName: weddingActivity.actorName, summary: weddingActivity.summary })
    .from(weddingActivity)
    .where(eq(weddingActivity.weddingId, weddingId))
    .orderBy(desc(weddingActivity.id));
  return rows.map((row) => `${row.actorName} ${row.summary}`);
}

export const inviteRows = (weddingId: number) =>
  db.select().from(memberInvite).where(eq(memberInvite.weddingId, weddingId));
