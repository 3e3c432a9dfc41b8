import { and, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { planUserIdOf } from "~/db/plan-user";
import { shortlist, vendor } from "~/db/schema";
import { shortlistEvent, weddingEvent } from "~/db/schema-events";
import type { ShortlistIntent } from "./shortlist.schema";

const approved = eq(vendor.approvalStatus, "approved");

export type ToggleResult =
  | {
      status: "added" | "removed";
      vendorId: number;
      vendorName: string | null;
      /** False when the heart was already in that state (a double click, a second tab). */
      changed: boolean;
    }
  | { status: "not-found"; vendorId: number };

/**
 * Adds or removes one vendor in one user's shortlist. The user id always comes from the
 * session, never from the form. Both directions are idempotent: the composite primary key
 * (user_id, vendor_id) plus "on conflict do nothing" means a double click or two tabs can
 * never leave a duplicate row, and removing what is not there is simply done.
 * Only approved vendors can be added; removing works for any vendor, so a couple can always
 * tidy up.
 */
export async function toggleShortlist(
  userId: string,
  vendorId: number,
  intent: ShortlistIntent,
): Promise<ToggleResult> {
  if (intent === "add") {
    const [target] = await db
      .select({ id: vendor.id, name: vendor.name })
      .from(vendor)
      .where(and(eq(vendor.id, vendorId), approved))
      .limit(1);
    if (!target) return { status: "not-found", vendorId };
    const changed = await db.transaction(async (tx) => {
      const [added] = await tx
        .insert(shortlist)
        .values({ userId, vendorId })
        .onConflictDoNothing()
        .returning({ vendorId: shortlist.vendorId });
      // A couple with exactly one event: that is the one it is for, no question asked.
      if (added) {
        await tx.execute(sql`insert into ${shortlistEvent} (user_id, vendor_id, event_id)
          select ${userId}, ${vendorId}, sole.id from (
            select ${weddingEvent.id} as id from ${weddingEvent}
            where ${weddingEvent.userId} = ${userId}
          ) as sole
          where (select count(*) from ${weddingEvent} where ${weddingEvent.userId} = ${userId}) = 1`);
      }
      return Boolean(added);
    });
    return { status: "added", vendorId, vendorName: target.name, changed };
  }
  const removed = await db
    .delete(shortlist)
    .where(and(eq(shortlist.userId, userId), eq(shortlist.vendorId, vendorId)))
    .returning({ vendorId: shortlist.vendorId });
  const [target] = await db
    .select({ name: vendor.name })
    .from(vendor)
    .where(eq(vendor.id, vendorId))
    .limit(1);
  return {
    status: "removed",
    vendorId,
    vendorName: target?.name ?? null,
    changed: removed.length > 0,
  };
}

/**
 * The vendor ids in a user's shortlist, for the hearts on every page. One query on the
 * primary key's leading column, ids only: cheap enough for the root loader.
 */
export async function listShortlistedIds(userId: string): Promise<number[]> {
  const rows = await db
    .select({ vendorId: shortlist.vendorId })
    .from(shortlist)
    .where(eq(shortlist.userId, planUserIdOf(userId)));
  return rows.map((row) => row.vendorId);
}

/**
 * Which of the couple's events a shortlisted vendor is for (the heart's "For which event?").
 * Only the couple's own events count; a vendor not in the shortlist is added first (approved
 * ones only): whether it was, and its name. Null when the vendor cannot be shortlisted.
 */
export async function setShortlistEvents(userId: string, vendorId: number, eventIds: number[]) {
  const [target] = await db
    .select({ id: vendor.id, name: vendor.name })
    .from(vendor)
    .where(and(eq(vendor.id, vendorId), approved))
    .limit(1);
  if (!target) return null;
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(shortlist)
      .values({ userId, vendorId })
      .onConflictDoNothing()
      .returning({ vendorId: shortlist.vendorId });
    const saved = { added: added.length > 0, name: target.name };
    await tx
      .delete(shortlistEvent)
      .where(and(eq(shortlistEvent.userId, userId), eq(shortlistEvent.vendorId, vendorId)));
    if (eventIds.length === 0) return saved;
    const own = await tx
      .select({ id: weddingEvent.id })
      .from(weddingEvent)
      .where(and(eq(weddingEvent.userId, userId), inArray(weddingEvent.id, eventIds)));
    if (own.length === 0) return saved;
    await tx
      .insert(shortlistEvent)
      .values(own.map((event) => ({ userId, vendorId, eventId: event.id })));
    return saved;
  });
}

/** The event ids a shortlisted vendor is for. */
export async function shortlistEventIds(userId: string, vendorId: number) {
  const rows = await db
    .select({ eventId: shortlistEvent.eventId })
    .from(shortlistEvent)
    .where(and(eq(shortlistEvent.userId, userId), eq(shortlistEvent.vendorId, vendorId)));
  return rows.map((row) => row.eventId);
}
