import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { preparedRead } from "~/db/prepared.server";
import { user } from "~/db/schema";
import { type MemberRole, wedding, weddingActivity, weddingMember } from "~/db/schema-weddings";

/**
 * The wedding and its members (decision 037): the only writer of `wedding`, `wedding_member`
 * and `wedding_activity`. Every couple account belongs to exactly one wedding: its own (made at
 * sign-up, or here the first time it is needed) or one it joined by invitation.
 */

export interface Membership {
  weddingId: number;
  /** The account whose events, shortlist and enquiries are the wedding's. */
  planUserId: string;
  role: MemberRole;
}

/** What each role may do. */
export const CAN = {
  read: ["partner", "planner", "viewer"],
  change: ["partner", "planner"],
  manage: ["partner"],
} as const satisfies Record<string, readonly MemberRole[]>;
export type Need = keyof typeof CAN;

export const allows = (role: MemberRole, need: Need) =>
  (CAN[need] as readonly MemberRole[]).includes(role);

export async function membershipOf(userId: string, executor: Executor = db) {
  // Asked on nearly every page a couple opens: outside a transaction, a prepared statement.
  const [row] =
    executor === db
      ? await membershipRead().execute({ userId })
      : await membershipSelect(executor).where(eq(weddingMember.userId, userId)).limit(1);
  return (row as Membership | undefined) ?? null;
}

const membershipSelect = (executor: Executor) =>
  executor
    .select({
      weddingId: weddingMember.weddingId,
      role: weddingMember.role,
      planUserId: wedding.planUserId,
    })
    .from(weddingMember)
    .innerJoin(wedding, eq(wedding.id, weddingMember.weddingId));

const membershipRead = preparedRead((database) =>
  membershipSelect(database)
    .where(eq(weddingMember.userId, sql.placeholder("userId")))
    .limit(1)
    .prepare("membership_of"),
);

/** The couple's wedding, made (with them as its first partner) when they have none yet. */
export async function ensureWedding(userId: string): Promise<Membership> {
  const found = await membershipOf(userId);
  if (found) return found;
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(wedding)
      .values({ planUserId: userId })
      .onConflictDoNothing()
      .returning({ id: wedding.id });
    if (made) {
      await tx.insert(weddingMember).values({ weddingId: made.id, userId, role: "partner" });
    }
    const membership = await membershipOf(userId, tx);
    if (!membership) throw new Error(`No wedding for ${userId}`);
    return membership;
  });
}

/** One line of the family's activity: "Asha Patel added 12 guests". In the change's transaction. */
export async function recordActivity(
  executor: Executor,
  weddingId: number,
  actor: { id: string; name: string },
  summary: string,
) {
  await executor
    .insert(weddingActivity)
    .values({ weddingId, actorUserId: actor.id, actorName: actor.name || "Someone", summary });
}

/**
 * The family's activity line for a change made in the caller's transaction, by the member who
 * made it ("Mum accepted the quote from Spice Route Caterers"); none without a wedding (a
 * business, an admin, a wedding that has gone) or without the member's name.
 */
export async function noteInTransaction(
  tx: Executor,
  weddingId: number | null | undefined,
  member: { id: string; name?: string } | undefined,
  summary: string,
) {
  if (weddingId === null || weddingId === undefined || member?.name === undefined) return;
  await recordActivity(tx, weddingId, { id: member.id, name: member.name }, summary);
}

/** How an activity line names someone whose account was deleted. */
export const DEPARTED_MEMBER = "A former member";

/**
 * Names a deleted account left in weddings' activity: the deletion has already cut the link
 * (`actor_user_id` is null, and only a deletion makes it so), so the name goes with it; the line
 * still says what was done. A member who only left a wedding keeps their name on their lines.
 */
export async function forgetDepartedMembers() {
  await db
    .update(weddingActivity)
    .set({ actorName: DEPARTED_MEMBER })
    .where(
      and(isNull(weddingActivity.actorUserId), ne(weddingActivity.actorName, DEPARTED_MEMBER)),
    );
}

/**
 * A deleted account's address, and its name where a line says it was removed, leave the
 * activity of the weddings it had joined ("invited meena@… as a planner" reads "invited a
 * former member as a planner"). Only the whole address, between spaces: never the tail of
 * another ("ann@x.com" inside "joann@x.com").
 */
export async function forgetNamedInActivity(weddingIds: number[], email: string, name?: string) {
  if (weddingIds.length === 0) return;
  const former = DEPARTED_MEMBER.toLowerCase();
  await db
    .update(weddingActivity)
    .set({
      summary: sql`case when ${weddingActivity.summary} = ${`removed ${name} from the wedding`}
        then ${`removed ${former} from the wedding`}
        else rtrim(replace(${weddingActivity.summary} || ' ', ${` ${email} `}, ${` ${former} `})) end`,
    })
    .where(inArray(weddingActivity.weddingId, weddingIds));
}

/**
 * The activity line for a change made through a feature that keeps its own transaction (a
 * heart, an event, an enquiry): written after the change, by the member really signed in.
 * Businesses and admins have no wedding, so nothing is written for them.
 */
export async function notePlanChange(
  plan: { weddingId?: number; member: { id: string; name: string } },
  summary: string,
) {
  if (plan.weddingId === undefined) return;
  await recordActivity(db, plan.weddingId, plan.member, summary);
}

export async function recentActivity(weddingId: number, limit = 20) {
  return db
    .select({
      id: weddingActivity.id,
      actorName: weddingActivity.actorName,
      summary: weddingActivity.summary,
      createdAt: weddingActivity.createdAt,
    })
    .from(weddingActivity)
    .where(eq(weddingActivity.weddingId, weddingId))
    .orderBy(desc(weddingActivity.createdAt), desc(weddingActivity.id))
    .limit(limit);
}

/** The wedding's members, first to join first (then by name). */
export async function listMembers(weddingId: number) {
  return db
    .select({
      userId: weddingMember.userId,
      role: weddingMember.role,
      joinedAt: weddingMember.joinedAt,
      name: user.name,
      email: user.email,
    })
    .from(weddingMember)
    .innerJoin(user, eq(user.id, weddingMember.userId))
    .where(eq(weddingMember.weddingId, weddingId))
    .orderBy(asc(weddingMember.joinedAt), asc(user.name));
}

/** The names the guest list labels the sides with: the plan's account's two partners. */
export async function partnerNames(weddingId: number) {
  const [row] = await db
    .select({ name: user.name, name2: user.name2 })
    .from(wedding)
    .innerJoin(user, eq(user.id, wedding.planUserId))
    .where(eq(wedding.id, weddingId))
    .limit(1);
  const first = row?.name?.trim() || "Partner 1";
  const second = row?.name2?.trim() || "Partner 2";
  return { partner1: first, partner2: second };
}

/** The name and e-mail of the account a wedding's plan is kept under. */
export async function planAccount(planUserId: string) {
  const [row] = await db
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, planUserId))
    .limit(1);
  if (!row) throw new Error(`No plan account ${planUserId}`);
  return row;
}

/** In the change's transaction when given one (its activity line commits with it). */
export async function setRsvpDeadline(
  weddingId: number,
  deadline: string | null,
  executor: Executor = db,
) {
  await executor.update(wedding).set({ rsvpDeadline: deadline }).where(eq(wedding.id, weddingId));
}
