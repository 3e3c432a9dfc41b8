import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import { getEnv } from "~/config.server";
import { db } from "~/db/client.server";
import { type EnquirySide, type Role, vendor } from "~/db/schema";
import type { MemberRole } from "~/db/schema-weddings";
import { answerFetchOrPage, redirectWithToast } from "~/features/toast/toast.server";
import { ownedListing } from "~/features/vendors/vendors.server";
import {
  allows,
  ensureWedding,
  type Membership,
  type Need,
  planAccount,
} from "~/features/weddings/weddings.server";
import { destinationFor, loginUrlFor } from "~/lib/return-url";
import type { ToastMessage } from "~/lib/toast-message";
import { serviceUnavailable } from "~/lib/unavailable.server";
import { getOptionalUser, readSession, type SessionUser } from "./session.server";

/**
 * Guards run first in every protected loader and action (DESIGN.md convention 2).
 * Loaders redirect, as the spec's route guard does; a refused write gets a 403 and
 * changes nothing. Hiding a button is never the check. While the database cannot be
 * reached, a signed-in user is not sent to log in: they get a 503 saying their account is
 * briefly unavailable, and their session cookie is left alone.
 */

// The spec's notice is one sentence, so it is the toast's title as written.
const ACCESS_DENIED_ADMIN = {
  title: "Access Denied: You need administrator privileges to access this page.",
  variant: "destructive",
} as const;

const ACCESS_DENIED_BUSINESS = {
  title: "Access Denied: You need business privileges to access this page.",
  variant: "destructive",
} as const;

const isRead = (request: Request) => request.method === "GET" || request.method === "HEAD";

/**
 * Cross-site writes are refused: the Origin (or, failing that, Sec-Fetch-Site) must say the
 * request came from our own pages. SameSite=Lax cookies are the second line of defence.
 * This runs once for every request, as the root route's middleware; no action calls it.
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (isRead(request)) return false;
  const origin = request.headers.get("origin");
  if (origin === "null") return true;
  if (origin) {
    // Our public origin, or the host the request was sent to (http://127.0.0.1:3000 when
    // BASE_URL says localhost): a page on another site can claim neither.
    const allowed = [new URL(getEnv().BASE_URL).origin, new URL(request.url).origin];
    return !allowed.includes(origin);
  }
  const site = request.headers.get("sec-fetch-site");
  return Boolean(site && site !== "same-origin" && site !== "none");
}

/** The root route's middleware: a cross-site write gets 403 before any action runs. */
export function refuseCrossSiteWrites({ request }: { request: Request }) {
  if (isCrossSiteWrite(request)) {
    throw data("Cross-site request refused", { status: 403 });
  }
}

function requestPath(request: Request) {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** A logged-in user, or a redirect to /login that remembers the page. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const { user, unavailable } = await readSession(request);
  if (unavailable) throw serviceUnavailable("account");
  if (!user) throw redirect(loginUrlFor(requestPath(request)));
  return user;
}

/**
 * A user with one of the roles. Admins pass every role check. A refused page view is sent
 * to `deniedRedirect` with the spec's Access Denied notice; a refused write gets a 403.
 */
export async function requireRole(
  request: Request,
  role: Exclude<Role, "user">,
  options: { deniedRedirect?: string } = {},
): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role === role || user.role === "admin") return user;
  if (!isRead(request)) throw data("Forbidden", { status: 403 });
  const notice = role === "admin" ? ACCESS_DENIED_ADMIN : ACCESS_DENIED_BUSINESS;
  throw await redirectWithToast(options.deniedRedirect ?? "/dashboard", notice);
}

export const requireAdmin = (request: Request, options?: { deniedRedirect?: string }) =>
  requireRole(request, "admin", options);

export const requireBusiness = (request: Request) => requireRole(request, "business");

/** Only the account whose e-mail equals ADMIN_EMAIL (spec §6: main admin). */
export async function requireMainAdmin(request: Request): Promise<SessionUser> {
  const user = await requireAdmin(request);
  if (!user.isMainAdmin) {
    throw data("Only the main admin account can access full user list", { status: 403 });
  }
  return user;
}

/**
 * A couple's page or write (role "user": a couple's account). Anyone else signed in gets a 403
 * saying `refusal`, the area's own words; a visitor is sent to log in (requireUser).
 */
export async function requireCouple(request: Request, refusal: string): Promise<SessionUser> {
  return assertCouple(await requireUser(request), refusal);
}

/** `requireCouple` for an actor a route has already resolved. */
export function assertCouple(user: SessionUser, refusal: string): SessionUser {
  if (user.role !== "user") throw data(refusal, { status: 403 });
  return user;
}

/** A member of a wedding and what they may do there (decision 037). */
export interface WeddingActor {
  user: SessionUser;
  wedding: Membership;
}

/**
 * A page or write of the shared plan: a couple account (role "user") and its wedding, made the
 * first time it is needed. A member whose role does not allow `need` (a viewer changing
 * anything, a planner managing members) gets a 403 and nothing changes; businesses and admins
 * plan no wedding and get a 403 too. Which rows are the wedding's is asked in each query.
 */
export async function requireWedding(request: Request, need: Need): Promise<WeddingActor> {
  const user = assertCouple(
    await requireUser(request),
    "Only couples and their families plan a wedding",
  );
  const wedding = await ensureWedding(user.id);
  if (!allows(wedding.role, need)) {
    throw data(
      need === "manage"
        ? "Only the couple can change who plans the wedding"
        : "You can view this wedding's plan but not change it",
      { status: 403 },
    );
  }
  return { user, wedding };
}

/**
 * The account a couple's plan is kept under, for a member acting on it: a partner, planner or
 * viewer of a wedding reads (and, with the right, changes) the wedding's events, shortlist and
 * enquiries as the plan's own account, so an enquiry a planner sends goes in the couple's name.
 * `member` is the person really signed in. Businesses and admins pass through unchanged.
 */
export type PlanUser = SessionUser & {
  member: SessionUser;
  weddingId?: number;
  /** The signed-in person's role in the wedding (partner, planner, viewer). */
  memberRole?: MemberRole;
};

export async function planUserOf(user: SessionUser, need: Need): Promise<PlanUser> {
  if (user.role !== "user") return { ...user, member: user };
  const wedding = await ensureWedding(user.id);
  if (!allows(wedding.role, need)) {
    throw data("You can view this wedding's plan but not change it", { status: 403 });
  }
  const weddingId = wedding.weddingId;
  const memberRole = wedding.role;
  if (wedding.planUserId === user.id) return { ...user, member: user, weddingId, memberRole };
  const owner = await planAccount(wedding.planUserId);
  return {
    ...user,
    id: wedding.planUserId,
    name: owner.name,
    email: owner.email,
    member: user,
    weddingId,
    memberRole,
  };
}

/** `requireUser` for the plan's pages: reads need "read", writes "change" (planUserOf). */
export async function requirePlanUser(request: Request, need?: Need): Promise<PlanUser> {
  return planUserOf(await requireUser(request), need ?? (isRead(request) ? "read" : "change"));
}

/**
 * /business/listings/{id}: business accounts and admins manage listings; a couple gets 403.
 * Which listing is theirs is `requireListingOwner`'s question.
 */
export async function requireListingEditor(request: Request) {
  const user = await requireUser(request);
  if (user.role === "user") throw data("Only business accounts manage listings", { status: 403 });
  return user;
}

/**
 * The listing is the actor's own (admins: any listing), else a 404 — the same answer whether
 * or not it exists. Edits check it again inside their own queries.
 */
export async function requireListingOwner(actor: SessionUser, id: number): Promise<void> {
  const [row] = await db
    .select({ id: vendor.id })
    .from(vendor)
    .where(ownedListing({ id: actor.id, isAdmin: actor.role === "admin" }, id))
    .limit(1);
  if (!row) throw data("Listing not found", { status: 404 });
}

/**
 * Which side of the enquiry threads a route area reads from. Set by the area's route middleware
 * (`inboxSide`) and read by `requireInboxReader`; a page mounted outside both areas has none
 * set, and `context.get` throws: it fails closed instead of guessing a side.
 */
const inboxSideContext = createContext<EnquirySide>();

/**
 * The route middleware of an inbox area (routes/inbox-area-couple.ts, inbox-area-vendor.ts):
 * the side every page below it reads from, decided by the route table, not the URL. It only
 * says which side; the pages' own loaders and actions run `requireInboxReader` first, so a
 * refusal is answered as every other guard's is (a middleware's throw would skip the root
 * loader, and the error page would lose the header's account).
 */
export const inboxSide =
  (side: EnquirySide): MiddlewareFunction<Response> =>
  ({ context }) => {
    context.set(inboxSideContext, side);
  };

/**
 * The two inboxes: /business/… is the vendor's owner's (business accounts; admins pass every
 * role check), /dashboard/… the couple's. The reader and the side they read from, which the
 * area's middleware (`inboxSide`) set.
 */
export async function requireInboxReader(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ user: SessionUser; side: EnquirySide }> {
  const side = context.get(inboxSideContext);
  const user = side === "vendor" ? await requireBusiness(request) : await requirePlanUser(request);
  return { user, side };
}

/**
 * A page a visitor may open but must be signed in to use (the enquiry form's own page): the
 * user, or the visitor is sent to log in and back to `returnTo` with `toast`.
 */
export async function requireUserToContinue(
  request: Request,
  returnTo: string,
  toast: ToastMessage,
): Promise<SessionUser> {
  const { user, refusal } = await requireUserOrRefusal(request, { returnTo, toast });
  if (refusal) throw refusal;
  return user;
}

/**
 * Writes a visitor can start on a public page (the heart, the claim dialog, add-business):
 * the session's user, or the refusal to send back instead — to log in and return to
 * `returnTo` with the page's own toast, or, for a fetcher (`js=1`), `fetchBody` with a 401.
 */
export async function requireUserOrRefusal<T>(
  request: Request,
  refusal: { returnTo: string; toast: ToastMessage; isFetch?: boolean; fetchBody?: T },
) {
  const { user, unavailable } = await readSession(request);
  if (unavailable) throw serviceUnavailable("account");
  if (user) return { user, refusal: null };
  return {
    user: null,
    // Like every other guard's, the way to log in is a plain (302) redirect.
    refusal: refusal.isFetch
      ? data(refusal.fetchBody, { status: 401 })
      : await redirectWithToast(loginUrlFor(refusal.returnTo), refusal.toast),
  };
}

/** What a write that a fetcher or a plain form may send says (see `userWrite`). */
export interface WriteAnswers<Body> {
  /** The toast a plain post carries back for an answer. */
  toastFor: (body: Body) => ToastMessage;
  /** A visitor's refusal: the fetcher's 401 body and the plain post's toast. */
  refusalBody: Body;
  refusalToast: ToastMessage;
}

/**
 * The start of a write a visitor can begin on a public page through a fetcher (`js=1`) or a
 * plain form: the user or the refusal (requireUserOrRefusal), and `answer` for the outcome —
 * JSON for a fetcher, a redirect to `to` (the page it came from) with the toast for a post.
 */
export async function userWrite<Body>(
  request: Request,
  form: FormData,
  returnTo: string,
  says: WriteAnswers<Body>,
) {
  const isFetch = form.get("js") === "1";
  const answer = (body: Body, status = 200, to = returnTo) =>
    answerFetchOrPage(isFetch, { body, status, toast: says.toastFor(body), to });
  const guard = await requireUserOrRefusal(request, {
    returnTo,
    isFetch,
    fetchBody: says.refusalBody,
    toast: says.refusalToast,
  });
  return { ...guard, answer, isFetch };
}

/** Pages for visitors only (sign-up): a logged-in user goes to their own landing page. */
export async function requireAnonymous(request: Request): Promise<void> {
  const user = await getOptionalUser(request);
  if (user) throw redirect(destinationFor(user.role));
}
