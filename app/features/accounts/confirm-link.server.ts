import { verifyJWT } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { redirect } from "react-router";
import { db } from "~/db/client.server";
import { account, user } from "~/db/schema";
import { redirectWithToast } from "~/features/toast/toast.server";
import { safeReturnPath } from "~/lib/return-url";
import { getAuth } from "./auth.server";
import { getOptionalUser } from "./session.server";

/**
 * A confirmation link opened while someone else is signed in in this browser. better-auth would
 * confirm the link's account and sign the browser in as it, replacing the session without a word:
 * a link sent by someone else could then catch what the signed-in person types next in an account
 * the sender reads. The person signed in stays signed in and is told what to do instead. A link
 * to change the address (`updateTo`) is checked by better-auth itself.
 */
export const OTHER_ACCOUNTS_LINK = {
  title: "This link is for another account",
  description: "You are logged in as someone else. Log out, then open the link again.",
  variant: "destructive",
} as const;

/**
 * What a confirmation token says, once its signature is checked (a forged one says nothing, so
 * nothing here looks anyone up for it: no way to ask whether an address has an account).
 */
type Claims = { email?: string; updateTo?: string; iat?: number };

async function tokenClaims(token: string | null): Promise<Claims | null> {
  if (!token) return null;
  // The secret better-auth signs with (its own choice among BETTER_AUTH_SECRET(S)), not ours.
  const { secret } = await getAuth().$context;
  return (await verifyJWT(token, secret)) as Claims | null;
}

/**
 * `/api/auth/verify-email`'s checks before better-auth runs the link: a redirect refusing it,
 * or null to let it run. The token is verified once, for both.
 */
export async function refuseConfirmLink(request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  const claims = await tokenClaims(url.searchParams.get("token"));
  if (typeof claims?.email !== "string") return null;
  return typeof claims.updateTo === "string"
    ? refuseStaleEmailChange(url, {
        email: claims.email,
        updateTo: claims.updateTo,
        iat: claims.iat,
      })
    : refuseOtherAccountsLink(request, claims.email);
}

/** A redirect refusing another account's confirmation link, or null to let better-auth run it. */
async function refuseOtherAccountsLink(request: Request, email: string) {
  const signedIn = await getOptionalUser(request);
  if (!signedIn || signedIn.email.toLowerCase() === email.toLowerCase()) return null;
  return redirectWithToast("/", OTHER_ACCOUNTS_LINK);
}

/**
 * A link to move the account to a new address (`updateTo`) that must not run any more: it was
 * made before the password last changed (whoever asked for it may have been using a stolen
 * password, and the owner's new password ends everything they started), or the new address has
 * an account of its own by now (better-auth would fail on the unique address with a 500). Either
 * goes back to the link's page with the account page's "invalid or has expired" message.
 */
async function refuseStaleEmailChange(
  url: URL,
  claims: { email: string; updateTo: string; iat?: number },
) {
  // better-auth keeps addresses in lower case, and puts them in its tokens so.
  const [owner] = await db
    .select({ passwordSince: account.updatedAt })
    .from(user)
    .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, "credential")))
    .where(eq(user.email, claims.email));
  const [taken] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, claims.updateTo));
  const madeAt = (claims.iat ?? 0) * 1000;
  const stale = owner?.passwordSince && madeAt < owner.passwordSince.getTime() - 1000;
  if (!stale && !taken) return null;
  const back = safeReturnPath(url.searchParams.get("callbackURL"), "/account?emailChanged=1");
  return redirect(`${back}${back.includes("?") ? "&" : "?"}error=TOKEN_EXPIRED`);
}
