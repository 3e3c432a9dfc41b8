import crypto from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { createCookie } from "react-router";
import { getEnv } from "~/config.server";
import { db } from "~/db/client.server";
import { listingDraft } from "~/db/schema";
import type { SessionUser } from "~/features/accounts/session.server";
import { logger } from "~/lib/logger.server";
import { lookupPostcode } from "~/lib/postcodes.server";
import { parseAddBusiness } from "./add-business.schema";
import { createVendor, listingFromForm } from "./create-vendor.server";

/**
 * The one writer of `listing_draft` (issue 31, decision 042). A visitor's Add Business form is
 * kept on the server when they are sent to log in; their browser holds the draft's secret in an
 * HTTP-only cookie (only its SHA-256 is stored), so no one else can see or take it. Once they
 * have an account the draft becomes a pending listing exactly once: the first request to mark
 * it used wins, and every other finds nothing.
 */

const FIELDS = [
  "name",
  "categoryId",
  "location",
  "description",
  "email",
  "rating",
  "address",
  "postcode",
  "phone",
  "website",
] as const;
/** How long a draft waits for its account. */
export const DRAFT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

const draftCookie = () =>
  createCookie("saath_listing_draft", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: getEnv().isProduction,
    maxAge: DRAFT_DAYS * 24 * 60 * 60,
  });

const hashOf = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

async function tokenFrom(request: Request): Promise<string | null> {
  const value = await draftCookie().parse(request.headers.get("cookie"));
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

const fresh = () => gt(listingDraft.createdAt, new Date(Date.now() - DRAFT_DAYS * DAY_MS));

/** Keeps what a visitor typed; answers the Set-Cookie line that gives their browser the secret. */
export async function saveListingDraft(form: FormData): Promise<string> {
  const values: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = form.get(field);
    // Kept as JSON, which refuses a NUL and half an emoji: whole characters only, at most 600.
    if (typeof value === "string" && value.trim()) {
      values[field] = Array.from(value.replaceAll("\u0000", "").toWellFormed())
        .slice(0, 600)
        .join("");
    }
  }
  const token = crypto.randomBytes(32).toString("base64url");
  await db.insert(listingDraft).values({ tokenHash: hashOf(token), values });
  return draftCookie().serialize(token);
}

/** The draft this browser holds and has not yet made into a listing, or null. */
export async function readListingDraft(request: Request) {
  const token = await tokenFrom(request);
  if (!token) return null;
  const [row] = await db
    .select({ values: listingDraft.values })
    .from(listingDraft)
    .where(and(eq(listingDraft.tokenHash, hashOf(token)), isNull(listingDraft.usedAt), fresh()))
    .limit(1);
  return row?.values ?? null;
}

export type DraftOutcome =
  | { status: "created"; vendorId: number; name: string; clearCookie: string }
  | { status: "invalid" }
  | { status: "none" };

/**
 * Makes the browser's draft a listing of `owner`'s (pending, as every non-admin's is), once.
 * A draft whose fields do not pass the form's checks is left for the form to show again.
 */
export async function createListingFromDraft(
  owner: Pick<SessionUser, "id" | "role">,
  request: Request,
): Promise<DraftOutcome> {
  const token = await tokenFrom(request);
  if (!token) return { status: "none" };
  const [taken] = await db
    .update(listingDraft)
    .set({ usedAt: new Date(), usedBy: owner.id })
    .where(and(eq(listingDraft.tokenHash, hashOf(token)), isNull(listingDraft.usedAt), fresh()))
    .returning({ id: listingDraft.id, values: listingDraft.values });
  if (!taken) return { status: "none" };
  const release = () =>
    db
      .update(listingDraft)
      .set({ usedAt: null, usedBy: null })
      .where(eq(listingDraft.id, taken.id));
  const parsed = parseAddBusiness(taken.values);
  const postcode = parsed.ok ? parsed.data.postcode : "";
  if (!parsed.ok || (postcode && !lookupPostcode(postcode))) {
    await release();
    return { status: "invalid" };
  }
  const input = parsed.data;
  try {
    const row = await createVendor(owner, {
      ...listingFromForm(input),
      source: "database",
    });
    await db.update(listingDraft).set({ vendorId: row.id }).where(eq(listingDraft.id, taken.id));
    const clearCookie = await forgetDraftCookie();
    return { status: "created", vendorId: row.id, name: input.name, clearCookie };
  } catch (error) {
    logger.error({ err: error }, "Making a listing from a draft failed");
    await release();
    return { status: "invalid" };
  }
}

/** The Set-Cookie line that makes the browser forget its draft's secret. */
export const forgetDraftCookie = () => draftCookie().serialize("", { maxAge: 0 });

/**
 * A signed-in account sent its own listing: the browser's draft is done with (marked used, so
 * a later sign-up in this browser does not make it again, and the form stops offering it).
 * The Set-Cookie line to send, or null when the browser holds no draft.
 */
export async function retireListingDraft(request: Request, userId: string) {
  const token = await tokenFrom(request);
  if (!token) return null;
  await db
    .update(listingDraft)
    .set({ usedAt: new Date(), usedBy: userId })
    .where(and(eq(listingDraft.tokenHash, hashOf(token)), isNull(listingDraft.usedAt)));
  return forgetDraftCookie();
}

/** The retention round: drafts no account came for. */
export async function forgetOldDrafts(now = new Date()) {
  await db
    .delete(listingDraft)
    .where(lt(listingDraft.createdAt, new Date(now.getTime() - 30 * DAY_MS)));
}
