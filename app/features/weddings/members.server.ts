import { and, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { preparedRead } from "~/db/prepared.server";
import { user } from "~/db/schema";
import { memberInvite, wedding, weddingMember } from "~/db/schema-weddings";
import { coupleTitle } from "./member-roles";
import { listMembers, type Membership, recordActivity } from "./weddings.server";

/**
 * Who plans a wedding (decision 037): the members, and the only writer of the changes to
 * `wedding_member` after a wedding is made (removing, leaving; joining is the invitation's
 * acceptance in `member-invites.server.ts`, the only writer of `member_invite`). Every change records one
 * activity line in its own transaction. Which rows are the actor's wedding's is asked in each
 * query: another wedding's invitation or member is simply not found.
 */

/** Who makes a change: the signed-in member (a `SessionUser` fits). */
export interface Actor {
  id: string;
  name: string;
}

/** The plan account's two partners' first names ("Asha & Rohan") and the wedding date. */
export async function weddingFacts(weddingId: number, executor: Executor = db) {
  const [row] = await executor
    .select({ name: user.name, name2: user.name2, weddingDate: user.weddingDate })
    .from(wedding)
    .innerJoin(user, eq(user.id, wedding.planUserId))
    .where(eq(wedding.id, weddingId))
    .limit(1);
  return { title: coupleTitle(row?.name, row?.name2), weddingDate: row?.weddingDate ?? null };
}

export const weddingTitle = async (weddingId: number, executor: Executor = db) =>
  (await weddingFacts(weddingId, executor)).title;

/** The wedding's members, first to join first, with who started the plan. */
export async function familyMembers(membership: Membership) {
  const rows = await listMembers(membership.weddingId);
  return rows.map((row) => ({ ...row, startedThePlan: row.userId === membership.planUserId }));
}

export type RemoveResult =
  | { ok: true; name: string }
  | { ok: false; reason: "not-found" | "plan-owner" | "last-partner" };

/** Takes a member off the wedding; their account stays (a fresh wedding of their own next time). */
export async function removeMember(
  actor: Actor,
  membership: Membership,
  userId: string,
): Promise<RemoveResult> {
  return db.transaction(async (tx): Promise<RemoveResult> => {
    const members = await tx
      .select({ userId: weddingMember.userId, role: weddingMember.role, name: user.name })
      .from(weddingMember)
      .innerJoin(user, eq(user.id, weddingMember.userId))
      .where(eq(weddingMember.weddingId, membership.weddingId))
      .for("update", { of: weddingMember });
    const target = members.find((member) => member.userId === userId);
    if (!target) return { ok: false, reason: "not-found" };
    const partners = members.filter((member) => member.role === "partner").length;
    if (target.role === "partner" && partners <= 1) return { ok: false, reason: "last-partner" };
    // The events, shortlist and enquiries are kept under the account that started the plan.
    if (userId === membership.planUserId) return { ok: false, reason: "plan-owner" };
    await tx
      .delete(weddingMember)
      .where(
        and(eq(weddingMember.weddingId, membership.weddingId), eq(weddingMember.userId, userId)),
      );
    const summary =
      userId === actor.id ? "left the wedding" : `removed ${target.name} from the wedding`;
    await recordActivity(tx, membership.weddingId, actor, summary);
    return { ok: true, name: target.name };
  });
}

/** The actor leaves the wedding (anyone but the account that started the plan). */
export function leaveWedding(actor: Actor, membership: Membership) {
  return removeMember(actor, membership, actor.id);
}

/**
 * The sign-up's second partner, offered to a partner as a ready-made invitation ("Invite
 * Rohan") while the wedding has one partner and no partner's invitation is waiting; null
 * otherwise (and always for planners and viewers, who cannot invite).
 */
// On every dashboard a partner opens: a prepared statement (decision 045).
const partnerOfferRead = preparedRead((database) => {
  const weddingId = sql.placeholder("weddingId");
  return database
    .select({
      name2: user.name2,
      partners: sql<number>`(select count(*) from ${weddingMember}
        where ${weddingMember.weddingId} = ${weddingId}
        and ${weddingMember.role} = 'partner')`.mapWith(Number),
      waiting: sql<number>`(select count(*) from ${memberInvite}
        where ${memberInvite.weddingId} = ${weddingId}
        and ${memberInvite.role} = 'partner' and ${memberInvite.acceptedAt} is null
        and ${memberInvite.expiresAt} > ${sql.placeholder("now")})`.mapWith(Number),
    })
    .from(user)
    .where(eq(user.id, sql.placeholder("planUserId")))
    .limit(1)
    .prepare("partner_offer");
});

export async function partnerOffer(membership: Membership, now = new Date()) {
  if (membership.role !== "partner") return null;
  const [row] = await partnerOfferRead().execute({
    weddingId: membership.weddingId,
    planUserId: membership.planUserId,
    now: now.toISOString(),
  });
  const name = row?.name2?.trim();
  if (!name || row.partners >= 2 || row.waiting > 0) return null;
  return { name };
}
