import { data } from "react-router";
import { requireWedding } from "~/features/accounts/guards.server";
import { consumeRateLimit, RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import {
  cancelInvite,
  createInvite,
  listInvites,
  resendInvite,
} from "~/features/weddings/member-invites.server";
import { MAX_PARTNERS, weddingOf, withArticle } from "~/features/weddings/member-roles";
import {
  familyMembers,
  leaveWedding,
  partnerOffer,
  removeMember,
  weddingTitle,
} from "~/features/weddings/members.server";
import { allows, type Membership, recentActivity } from "~/features/weddings/weddings.server";
import { type FormResult, formValues, parseForm } from "~/lib/form";
import { reply } from "~/lib/form.server";
import { formatLongDate, waitText } from "~/lib/format";
import { parseId } from "~/lib/id-param";
import { intentSchema, readIntent } from "~/lib/intent";
import { FAMILY_INTENTS, FAMILY_PATH } from "./family.constants";
import { inviteSchema } from "./family.schema";
import { relativeTime } from "./relative-time";

/** /dashboard/family: who plans the wedding, the invitations waiting, and what everyone did. */

export type FamilyResult = FormResult & { intent?: string };

const familyIntent = intentSchema(Object.values(FAMILY_INTENTS));

/** A user id from a form: better-auth's UUIDs (anything else names no member). */
const USER_ID = /^[A-Za-z0-9-]{1,64}$/;

const notFound = (what: string) => data(`${what} not found`, { status: 404 });

export async function loadFamily(request: Request, now = new Date()) {
  const { user, wedding } = await requireWedding(request, "read");
  const canManage = allows(wedding.role, "manage");
  const [members, invites, activity, offer, title] = await Promise.all([
    familyMembers(wedding),
    listInvites(wedding.weddingId, now),
    recentActivity(wedding.weddingId, 30),
    partnerOffer(wedding, now),
    weddingTitle(wedding.weddingId),
  ]);
  const partners =
    members.filter((member) => member.role === "partner").length +
    invites.filter((invite) => invite.role === "partner" && !invite.isExpired).length;
  return {
    wedding: weddingOf(title),
    role: wedding.role,
    /** Two partners joined or invited: the form offers planner and viewer only. */
    partnersFull: partners >= MAX_PARTNERS,
    canManage,
    canLeave: user.id !== wedding.planUserId,
    members: members.map((member) => ({
      userId: member.userId,
      name: member.name,
      email: member.email,
      role: member.role,
      joined: formatLongDate(member.joinedAt),
      startedThePlan: member.startedThePlan,
      isYou: member.userId === user.id,
    })),
    invites: invites.map((invite) => ({
      id: invite.id,
      email: invite.email,
      role: invite.role,
      expires: formatLongDate(invite.expiresAt),
      isExpired: invite.isExpired,
    })),
    activity: activity.map((line) => ({
      id: line.id,
      text: `${line.actorName} ${line.summary}`,
      when: relativeTime(line.createdAt, now),
      at: line.createdAt.toISOString(),
    })),
    offer,
  };
}

export async function familyAction(request: Request) {
  // Every member may leave; everything else is the partners'.
  const reader = await requireWedding(request, "read");
  const form = await request.formData();
  const intent = readIntent(familyIntent, form);
  if (!intent) throw data("Unknown action", { status: 400 });
  if (intent === FAMILY_INTENTS.leave) return leave(reader.user, reader.wedding);
  const { user, wedding } = await requireWedding(request, "manage");
  if (intent === FAMILY_INTENTS.invite || intent === FAMILY_INTENTS.resend) {
    // Each one e-mails an address the couple typed: a cap on how many an hour.
    const limit = await consumeRateLimit(
      `family-invite:${wedding.weddingId}`,
      RATE_RULES.familyInvite,
    );
    if (!limit.allowed) {
      const formError = `You've sent a lot of invitations just now. Please try again in ${waitText(limit.retryAfter)}.`;
      return intent === FAMILY_INTENTS.invite
        ? reply<FamilyResult>(
            request,
            { intent, formError, values: formValues(form) },
            { status: 429, headers: { "Retry-After": String(limit.retryAfter) } },
          )
        : redirectWithToast(FAMILY_PATH, {
            title: "Please wait",
            description: formError,
            variant: "destructive",
          });
    }
  }
  switch (intent) {
    case FAMILY_INTENTS.invite:
      return invite(request, user, wedding, form);
    case FAMILY_INTENTS.resend:
      return resend(user, wedding, form);
    case FAMILY_INTENTS.cancel:
      return cancel(user, wedding, form);
    case FAMILY_INTENTS.remove:
      return remove(request, user, wedding, form);
  }
}

type Actor = { id: string; name: string };

async function invite(request: Request, actor: Actor, wedding: Membership, form: FormData) {
  const parsed = parseForm(inviteSchema, form);
  if (!parsed.ok) {
    const invalid: FamilyResult = {
      intent: FAMILY_INTENTS.invite,
      errors: parsed.errors,
      values: parsed.values,
    };
    return reply(request, invalid, 400);
  }
  const result = await createInvite(actor, wedding, parsed.data);
  if (!result.ok) {
    const errors = result.field === "form" ? undefined : { [result.field]: result.message };
    const formError = result.field === "form" ? result.message : undefined;
    return reply<FamilyResult>(
      request,
      { intent: FAMILY_INTENTS.invite, errors, formError, values: parsed.values },
      409,
    );
  }
  const who = parsed.data.name || parsed.data.email;
  return redirectWithToast(FAMILY_PATH, {
    title: "Invitation sent",
    description: `We've e-mailed ${who} a link to join as ${withArticle(parsed.data.role)}.`,
    variant: "success",
  });
}

/** Does `change` to the invitation the form names; its address, or a 404 for none of ours. */
async function onInvite(
  form: FormData,
  change: (inviteId: number) => Promise<{ ok: true; email: string } | { ok: false }>,
) {
  const inviteId = parseId(String(form.get("inviteId") ?? ""));
  const result = inviteId === null ? { ok: false as const } : await change(inviteId);
  if (!result.ok) throw notFound("Invitation");
  return result.email;
}

async function resend(actor: Actor, wedding: Membership, form: FormData) {
  const email = await onInvite(form, (id) => resendInvite(actor, wedding, id));
  return redirectWithToast(FAMILY_PATH, {
    title: "Invitation sent again",
    description: `A new link is on its way to ${email}; the old one no longer works.`,
    variant: "success",
  });
}

async function cancel(actor: Actor, wedding: Membership, form: FormData) {
  const email = await onInvite(form, (id) => cancelInvite(actor, wedding, id));
  return redirectWithToast(FAMILY_PATH, {
    title: "Invitation cancelled",
    description: `The link sent to ${email} no longer works.`,
  });
}

const REFUSALS = {
  "plan-owner":
    "The account that started the plan cannot be removed: the events, shortlist and enquiries are kept under it.",
  "last-partner": "A wedding needs at least one partner.",
} as const;

async function remove(request: Request, actor: Actor, wedding: Membership, form: FormData) {
  const userId = String(form.get("userId") ?? "");
  if (!USER_ID.test(userId)) throw notFound("Member");
  const result = await removeMember(actor, wedding, userId);
  if (!result.ok) {
    if (result.reason === "not-found") throw notFound("Member");
    return reply<FamilyResult>(
      request,
      { intent: FAMILY_INTENTS.remove, formError: REFUSALS[result.reason] },
      409,
    );
  }
  if (userId === actor.id) return leftTheWedding(wedding);
  return redirectWithToast(FAMILY_PATH, {
    title: "Member removed",
    description: `${result.name} no longer plans this wedding. Their account stays.`,
  });
}

async function leave(actor: Actor, wedding: Membership) {
  if (actor.id === wedding.planUserId) {
    throw data(REFUSALS["plan-owner"], { status: 409 });
  }
  const result = await leaveWedding(actor, wedding);
  if (!result.ok) {
    if (result.reason === "not-found") throw notFound("Member");
    throw data(REFUSALS[result.reason], { status: 409 });
  }
  return leftTheWedding(wedding);
}

async function leftTheWedding(wedding: Membership) {
  const title = await weddingTitle(wedding.weddingId);
  return redirectWithToast("/dashboard", {
    title: `You have left ${weddingOf(title)}`,
    description: "Your account stays. Your dashboard now starts a plan of your own.",
  });
}
