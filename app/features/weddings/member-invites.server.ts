import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { db, type Executor, type Tx } from "~/db/client.server";
import { enquiry, shortlist, user } from "~/db/schema";
import { budgetItem } from "~/db/schema-bookings";
import { weddingEvent } from "~/db/schema-events";
import {
  checklistTask,
  household,
  type MemberRole,
  memberInvite,
  wedding,
  weddingMember,
} from "~/db/schema-weddings";
import { sendNotice, withdrawQueuedMail } from "~/features/mail/mail.server";
import { wakeMailWorker } from "~/features/mail/outbox-worker.server";
import { formatLongDate } from "~/lib/format";
import {
  inviteExpiry,
  joinUrl,
  newSecret,
  readToken,
  sameSecret,
  tokenFor,
} from "./invite-token.server";
import {
  MAX_PARTNERS,
  MAX_PENDING_INVITES,
  ROLE_ABILITIES,
  weddingOf,
  withArticle,
} from "./member-roles";
import { type Actor, weddingFacts, weddingTitle } from "./members.server";
import { type Membership, membershipOf, recordActivity } from "./weddings.server";

/**
 * Invitations to plan a wedding (decision 037): the only writer of `member_invite`, and of the
 * `wedding_member` row an accepted invitation makes (the other changes of `wedding_member` are
 * in `members.server.ts`). Every change records one activity line in its own transaction.
 * Which rows are the actor's wedding's is asked in each query: another wedding's invitation or
 * member is simply not found.
 */

export type InviteInput = { email: string; role: MemberRole; name?: string };

export type InviteResult =
  | { ok: true; inviteId: number }
  | { ok: false; field: "email" | "role" | "form"; message: string };

/** The wedding's partners who have joined. */
async function partnersOf(executor: Executor, weddingId: number) {
  const [row] = await executor
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(weddingMember)
    .where(and(eq(weddingMember.weddingId, weddingId), eq(weddingMember.role, "partner")));
  return row?.count ?? 0;
}

const PARTNERS_FULL =
  "This wedding has its two partners (or an invitation to the second is waiting): invite them as a planner or a viewer";

/** Invites `input.email` to the actor's wedding (a partner's change: the caller checks). */
export async function createInvite(
  actor: Actor,
  membership: Membership,
  input: InviteInput,
  now = new Date(),
): Promise<InviteResult> {
  const email = input.email.trim().toLowerCase();
  const result = await db.transaction(async (tx): Promise<InviteResult> => {
    const [member] = await tx
      .select({ name: user.name })
      .from(weddingMember)
      .innerJoin(user, eq(user.id, weddingMember.userId))
      .where(
        and(
          eq(weddingMember.weddingId, membership.weddingId),
          sql`lower(${user.email}) = ${email}`,
        ),
      )
      .limit(1);
    if (member) {
      return { ok: false, field: "email", message: `${member.name} already plans this wedding` };
    }
    const waiting = await tx
      .select({
        id: memberInvite.id,
        email: memberInvite.email,
        role: memberInvite.role,
        expiresAt: memberInvite.expiresAt,
      })
      .from(memberInvite)
      .where(and(eq(memberInvite.weddingId, membership.weddingId), isNull(memberInvite.acceptedAt)))
      .for("update");
    const same = waiting.find((invite) => invite.email === email);
    if (same && same.expiresAt > now) {
      return {
        ok: false,
        field: "email",
        message: "An invitation to this address is already waiting: you can send it again below",
      };
    }
    // An expired invitation to the same address is replaced by the new one.
    if (same) await tx.delete(memberInvite).where(eq(memberInvite.id, same.id));
    if (waiting.length - (same ? 1 : 0) >= MAX_PENDING_INVITES) {
      return {
        ok: false,
        field: "form",
        message: `${MAX_PENDING_INVITES} invitations are waiting. Cancel some before inviting anyone else.`,
      };
    }
    if (input.role === "partner") {
      const invited = waiting.filter(
        (invite) => invite.role === "partner" && invite.expiresAt > now && invite !== same,
      ).length;
      if ((await partnersOf(tx, membership.weddingId)) + invited >= MAX_PARTNERS) {
        return { ok: false, field: "role", message: PARTNERS_FULL };
      }
    }
    const { secret, secretHash } = newSecret();
    const [invite] = await tx
      .insert(memberInvite)
      .values({
        weddingId: membership.weddingId,
        email,
        role: input.role,
        invitedBy: actor.id,
        secretHash,
        createdAt: now,
        expiresAt: inviteExpiry(now),
      })
      .returning({ id: memberInvite.id });
    const who = input.name?.trim() || email;
    await mailInvite(
      tx,
      { actor, membership, now },
      { id: invite.id, secret, to: email, name: input.name, role: input.role },
      `invited ${who} as ${withArticle(input.role)}`,
    );
    return { ok: true, inviteId: invite.id };
  });
  if (result.ok) wakeMailWorker();
  return result;
}

/** The wedding's invitation `inviteId`, while it waits for an answer. */
const waiting = (membership: Membership, inviteId: number) =>
  and(
    eq(memberInvite.id, inviteId),
    eq(memberInvite.weddingId, membership.weddingId),
    isNull(memberInvite.acceptedAt),
  );

/** Sends a waiting invitation again with a new link (the old one stops working), for 14 more days. */
export async function resendInvite(
  actor: Actor,
  membership: Membership,
  inviteId: number,
  now = new Date(),
): Promise<{ ok: true; email: string } | { ok: false }> {
  const result = await db.transaction(async (tx) => {
    const { secret, secretHash } = newSecret();
    const [invite] = await tx
      .update(memberInvite)
      .set({ secretHash, expiresAt: inviteExpiry(now) })
      .where(waiting(membership, inviteId))
      .returning({ id: memberInvite.id, email: memberInvite.email, role: memberInvite.role });
    if (!invite) return { ok: false as const };
    await withdrawInviteMail(tx, membership, invite.email);
    await mailInvite(
      tx,
      { actor, membership, now },
      { id: invite.id, secret, to: invite.email, role: invite.role },
      `sent the invitation to ${invite.email} again`,
    );
    return { ok: true as const, email: invite.email };
  });
  if (result.ok) wakeMailWorker();
  return result;
}

/** Withdraws a waiting invitation: its link stops working. */
export async function cancelInvite(
  actor: Actor,
  membership: Membership,
  inviteId: number,
): Promise<{ ok: true; email: string } | { ok: false }> {
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .delete(memberInvite)
      .where(waiting(membership, inviteId))
      .returning({ email: memberInvite.email });
    if (!invite) return { ok: false as const };
    await withdrawInviteMail(tx, membership, invite.email);
    await recordActivity(
      tx,
      membership.weddingId,
      actor,
      `cancelled the invitation to ${invite.email}`,
    );
    return { ok: true as const, email: invite.email };
  });
}

/** An invitation e-mail to `email` still waiting to go carries a link that no longer works. */
const withdrawInviteMail = (tx: Tx, membership: Membership, email: string) =>
  withdrawQueuedMail(tx, { aboutUserId: membership.planUserId, link: "/join/", to: email });

/**
 * E-mails an invitation's link (through the outbox, in the change's transaction) and records
 * the change as the wedding's activity line `summary`.
 */
async function mailInvite(
  tx: Tx,
  { actor, membership, now }: { actor: Actor; membership: Membership; now: Date },
  invite: { id: number; secret: string; to: string; name?: string; role: MemberRole },
  summary: string,
) {
  const wedding = weddingOf(await weddingTitle(membership.weddingId, tx));
  await sendNotice(
    {
      to: invite.to,
      subject: `${actor.name} invites you to help plan ${wedding} on Saath`,
      heading: `Plan ${wedding} together`,
      paragraphs: [
        `Hello ${invite.name?.trim() || "there"},`,
        `${actor.name} has invited you to join ${wedding} on Saath as ${withArticle(invite.role)}. ${ROLE_ABILITIES[invite.role]}`,
        "Open the link to accept. You can use an account you already have, or make one in a minute.",
      ],
      action: { label: "Join the wedding", url: joinUrl(tokenFor(invite.id, invite.secret)) },
      footer: `The link works once, until ${formatLongDate(inviteExpiry(now))}. If you were not expecting this invitation, you can ignore this e-mail.`,
    },
    { tx, aboutUserId: membership.planUserId },
  );
  await recordActivity(tx, membership.weddingId, actor, summary);
}

/** The invitations still waiting for an answer, oldest first (expired ones say so). */
export async function listInvites(weddingId: number, now = new Date()) {
  const rows = await db
    .select({
      id: memberInvite.id,
      email: memberInvite.email,
      role: memberInvite.role,
      createdAt: memberInvite.createdAt,
      expiresAt: memberInvite.expiresAt,
    })
    .from(memberInvite)
    .where(and(eq(memberInvite.weddingId, weddingId), isNull(memberInvite.acceptedAt)))
    .orderBy(asc(memberInvite.createdAt), asc(memberInvite.id));
  return rows.map((row) => ({ ...row, isExpired: row.expiresAt <= now }));
}

// ---- opening and accepting a link ----

export type OpenInvite = {
  id: number;
  weddingId: number;
  email: string;
  role: MemberRole;
  expiresAt: Date;
  title: string;
  /** The plan's wedding date (an account made from the link starts with it). */
  weddingDate: string | null;
};

export type InviteState =
  | { state: "invalid" }
  | { state: "used" }
  | { state: "expired" }
  | { state: "open"; invite: OpenInvite };

/** What a /join link names: an open invitation, or why it cannot be used. */
export async function openInvite(
  token: string,
  now = new Date(),
  executor: Executor = db,
  lock = false,
): Promise<InviteState> {
  const read = readToken(token);
  if (!read) return { state: "invalid" };
  const query = executor
    .select({
      id: memberInvite.id,
      weddingId: memberInvite.weddingId,
      email: memberInvite.email,
      role: memberInvite.role,
      secretHash: memberInvite.secretHash,
      expiresAt: memberInvite.expiresAt,
      acceptedAt: memberInvite.acceptedAt,
    })
    .from(memberInvite)
    .where(eq(memberInvite.id, read.id))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  // A forged secret, a cancelled invitation and an older link of a resent one are all unknown.
  if (!row || !sameSecret(read.secret, row.secretHash)) return { state: "invalid" };
  if (row.acceptedAt) return { state: "used" };
  if (row.expiresAt <= now) return { state: "expired" };
  return {
    state: "open",
    invite: {
      id: row.id,
      weddingId: row.weddingId,
      email: row.email,
      role: row.role,
      expiresAt: row.expiresAt,
      ...(await weddingFacts(row.weddingId, executor)),
    },
  };
}

/**
 * Whether this couple account may join another wedding, and what joining does to its own:
 * "ok" (no wedding yet, or its own wedding is empty and is dropped), "member-here",
 * "member-elsewhere" (it helps plan someone else's wedding), "has-plans" (its own wedding has
 * events, guests, a shortlist, enquiries, tasks, costs, members or invitations: never dropped).
 */
export type Standing = "ok" | "member-here" | "member-elsewhere" | "has-plans";

export async function standingOf(
  userId: string,
  weddingId: number,
  executor: Executor = db,
): Promise<{ standing: Standing; ownWeddingId: number | null }> {
  const current = await membershipOf(userId, executor);
  if (!current) return { standing: "ok", ownWeddingId: null };
  if (current.weddingId === weddingId) return { standing: "member-here", ownWeddingId: null };
  if (current.planUserId !== userId) return { standing: "member-elsewhere", ownWeddingId: null };
  const plans = await hasPlans(executor, userId, current.weddingId);
  return { standing: plans ? "has-plans" : "ok", ownWeddingId: current.weddingId };
}

async function hasPlans(executor: Executor, userId: string, weddingId: number) {
  const [row] = await executor
    .select({
      plans: sql<boolean>`(
        exists (select 1 from ${weddingEvent} where ${weddingEvent.userId} = ${userId})
        or exists (select 1 from ${shortlist} where ${shortlist.userId} = ${userId})
        or exists (select 1 from ${enquiry} where ${enquiry.coupleId} = ${userId})
        or exists (select 1 from ${household} where ${household.weddingId} = ${weddingId})
        or exists (select 1 from ${checklistTask} where ${checklistTask.weddingId} = ${weddingId})
        or exists (select 1 from ${budgetItem} where ${budgetItem.weddingId} = ${weddingId})
        or exists (select 1 from ${memberInvite} where ${memberInvite.weddingId} = ${weddingId}
                   and ${memberInvite.acceptedAt} is null and ${memberInvite.expiresAt} > now())
        or exists (select 1 from ${weddingMember} where ${weddingMember.weddingId} = ${weddingId}
                   and ${weddingMember.userId} <> ${userId})
      )`,
    })
    .from(user)
    .where(eq(user.id, userId));
  return Boolean(row?.plans);
}

export type AcceptResult =
  | { ok: true; weddingId: number; role: MemberRole; title: string }
  | {
      ok: false;
      reason: Exclude<InviteState["state"], "open"> | Exclude<Standing, "ok"> | "partners-full";
    };

/**
 * Joins the actor (a couple account: the caller checks) to the invitation's wedding in the
 * invitation's role. An empty wedding of their own is dropped; the link is used up.
 */
export async function acceptInvite(
  token: string,
  actor: Actor,
  now = new Date(),
): Promise<AcceptResult> {
  return db.transaction(async (tx): Promise<AcceptResult> => {
    const opened = await openInvite(token, now, tx, true);
    if (opened.state !== "open") return { ok: false, reason: opened.state };
    const { invite } = opened;
    const { standing, ownWeddingId } = await standingOf(actor.id, invite.weddingId, tx);
    if (standing !== "ok") return { ok: false, reason: standing };
    // Two partners at most, however the invitations were sent (the wedding's row is locked so
    // two partner links accepted at once cannot both join).
    if (invite.role === "partner") {
      await tx
        .select({ id: wedding.id })
        .from(wedding)
        .where(eq(wedding.id, invite.weddingId))
        .for("update");
      if ((await partnersOf(tx, invite.weddingId)) >= MAX_PARTNERS) {
        return { ok: false, reason: "partners-full" };
      }
    }
    // Its members, invitations and activity go with it (foreign keys cascade).
    if (ownWeddingId !== null) await tx.delete(wedding).where(eq(wedding.id, ownWeddingId));
    await tx
      .insert(weddingMember)
      .values({ weddingId: invite.weddingId, userId: actor.id, role: invite.role, joinedAt: now });
    await tx.update(memberInvite).set({ acceptedAt: now }).where(eq(memberInvite.id, invite.id));
    await recordActivity(tx, invite.weddingId, actor, `joined as ${withArticle(invite.role)}`);
    return { ok: true, weddingId: invite.weddingId, role: invite.role, title: invite.title };
  });
}

/** A deleted account's address leaves the invitations it accepted: the weddings they were to. */
export async function forgetAcceptedInvites(email: string) {
  const gone = await db
    .delete(memberInvite)
    .where(and(sql`lower(${memberInvite.email}) = ${email}`, isNotNull(memberInvite.acceptedAt)))
    .returning({ weddingId: memberInvite.weddingId });
  return [...new Set(gone.map((row) => row.weddingId))];
}
