import { data, type RouterContextProvider, redirect } from "react-router";
import {
  authHeaders,
  confirmNewAccount,
  hasAccount,
  signIn,
  signUp,
} from "~/features/accounts/accounts.server";
import { pleaseWait } from "~/features/accounts/action-helpers.server";
import { NO_EVENTS } from "~/features/accounts/auth.schema";
import { assertCouple, requireUser } from "~/features/accounts/guards.server";
import { getOptionalUser } from "~/features/accounts/session.server";
import { clientIpFrom, consumeAll, RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import {
  type AcceptResult,
  acceptInvite,
  type OpenInvite,
  openInvite,
  type Standing,
  standingOf,
} from "~/features/weddings/member-invites.server";
import { weddingOf, withArticle } from "~/features/weddings/member-roles";
import { type FormResult, parseForm } from "~/lib/form";
import { reply, replyInvalid } from "~/lib/form.server";
import { formatLongDate } from "~/lib/format";
import { intentSchema, readIntent } from "~/lib/intent";
import { loginUrlFor } from "~/lib/return-url";
import { JOIN_INTENTS } from "./family.constants";
import { joinSchema } from "./family.schema";

/**
 * /join/{token}: a member's invitation link. A link that names no invitation is a 404, a used
 * or expired one a 410, each with a page that says so. Signed in, the visitor accepts; signed
 * out, they make an account right there (the link proves the address) or log in and come back.
 */

/** Why a link or an account cannot join, in the page's words. */
export const REFUSALS: Record<
  Exclude<AcceptResult, { ok: true }>["reason"] | "not-a-couple",
  string
> = {
  invalid:
    "This invitation link is not valid. It may have been cancelled or replaced by a newer one: ask the couple to send it again.",
  used: "This invitation has already been used. If it was yours, log in to see the wedding.",
  expired: "This invitation has expired. Ask the couple to send it again from their Family page.",
  "member-here": "You already plan this wedding.",
  "member-elsewhere":
    "This account already helps plan another wedding. Leave that wedding from its Family page first, or use another account.",
  "has-plans":
    "This account already plans a wedding of its own, with events, guests, a shortlist, enquiries, a budget or invitations waiting. Log in with another account, or ask the couple to invite a different e-mail address.",
  "partners-full":
    "This wedding already has its two partners. Ask the couple to invite you again as a planner or a viewer.",
  "not-a-couple":
    "Business and admin accounts cannot join a wedding. Log out and open this link again to make a personal account.",
};

const joinIntent = intentSchema(Object.values(JOIN_INTENTS));

const closed = (state: "invalid" | "used" | "expired") =>
  data({ state } as const, { status: state === "invalid" ? 404 : 410 });

function shown(invite: OpenInvite) {
  return {
    wedding: weddingOf(invite.title),
    role: invite.role,
    email: invite.email,
    expires: formatLongDate(invite.expiresAt),
  };
}

export async function loadJoin(request: Request, token: string) {
  const opened = await openInvite(token);
  if (opened.state !== "open") return closed(opened.state);
  const invite = shown(opened.invite);
  const user = await getOptionalUser(request);
  if (!user) {
    return {
      state: "signed-out" as const,
      invite,
      hasAccount: await hasAccount(opened.invite.email),
      loginUrl: loginUrlFor(`/join/${token}`),
    };
  }
  const standing: Standing | "not-a-couple" =
    user.role === "user"
      ? (await standingOf(user.id, opened.invite.weddingId)).standing
      : "not-a-couple";
  return {
    state: "signed-in" as const,
    invite,
    you: { name: user.name, email: user.email },
    refusal: standing === "ok" ? null : REFUSALS[standing],
  };
}

export async function joinAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  token: string,
) {
  const form = await request.formData();
  switch (readIntent(joinIntent, form)) {
    case JOIN_INTENTS.accept:
      return accept(request, token);
    case JOIN_INTENTS.create:
      return createAndJoin(request, context, token, form);
    default:
      throw data("Unknown action", { status: 400 });
  }
}

async function accept(request: Request, token: string) {
  const user = assertCouple(await requireUser(request), REFUSALS["not-a-couple"]);
  const result = await acceptInvite(token, user);
  if (!result.ok) return refused(request, result.reason);
  return redirectWithToast("/dashboard", welcome(result));
}

function welcome(result: Extract<AcceptResult, { ok: true }>) {
  return {
    title: `Welcome to ${weddingOf(result.title)}`,
    description: `You have joined as ${withArticle(result.role)}. This is the wedding's plan.`,
    variant: "success" as const,
  };
}

/** A link that stopped working is its 404/410 page; an account that cannot join, a 409. */
function refused(request: Request, reason: Exclude<AcceptResult, { ok: true }>["reason"]) {
  if (reason === "invalid" || reason === "used" || reason === "expired") throw closed(reason);
  return reply<FormResult>(request, { formError: REFUSALS[reason] }, 409);
}

async function createAndJoin(
  request: Request,
  context: Readonly<RouterContextProvider>,
  token: string,
  form: FormData,
) {
  // Signed in already: the page offers Accept instead.
  if (await getOptionalUser(request)) throw redirect(`/join/${token}`);
  const opened = await openInvite(token);
  if (opened.state !== "open") throw closed(opened.state);
  const { invite } = opened;
  const parsed = parseForm(joinSchema, form);
  if (!parsed.ok) return replyInvalid(request, parsed);
  if (await hasAccount(invite.email)) {
    const formError = `An account already uses ${invite.email}. Log in to accept the invitation.`;
    return reply<FormResult>(request, { formError, values: parsed.values }, 409);
  }
  const ip = clientIpFrom(context);
  const limit = await consumeAll([[`sign-up-ip:${ip}`, RATE_RULES.signUpIp]]);
  if (!limit.allowed) {
    const toast = pleaseWait(limit.retryAfter);
    return reply<FormResult>(
      request,
      { formError: toast.description, toast, values: parsed.values },
      429,
    );
  }

  const headers = authHeaders(request, ip);
  const since = new Date(Date.now() - 1000);
  const made = await signUp(
    {
      accountType: "couple",
      name1: parsed.data.name,
      name2: "",
      email: invite.email,
      password: parsed.data.password,
      termsAccepted: true,
      // The wedding they join is the one they plan for; no events of their own.
      weddingDate: invite.weddingDate ?? (undefined as unknown as string),
      ...NO_EVENTS,
    },
    headers,
    async () => {},
  );
  if (made.status === "exists") {
    const formError = `An account already uses ${invite.email}. Log in to accept the invitation.`;
    return reply<FormResult>(request, { formError, values: parsed.values }, 409);
  }
  if (made.status === "error") {
    return reply<FormResult>(request, { formError: made.message, values: parsed.values }, 500);
  }
  // Reaching the link proves the address: no confirmation e-mail is waited for.
  await confirmNewAccount(invite.email, since);
  const session =
    made.status === "created"
      ? { ok: true as const, headers: made.headers, user: { id: made.userId } }
      : await signIn({ email: invite.email, password: parsed.data.password, headers });
  if (!session.ok) {
    const formError = "Your account was made, but we could not log you in. Please log in.";
    return reply<FormResult>(request, { formError }, 500);
  }
  const joined = await acceptInvite(token, { id: session.user.id, name: parsed.data.name });
  if (!joined.ok) {
    return redirectWithToast(
      "/dashboard",
      {
        title: "Your account is ready",
        description: REFUSALS[joined.reason],
        variant: "destructive",
      },
      { headers: session.headers },
    );
  }
  return redirectWithToast("/dashboard", welcome(joined), { headers: session.headers });
}
