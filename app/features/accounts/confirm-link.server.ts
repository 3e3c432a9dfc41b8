import { redirectWithToast } from "~/features/toast/toast.server";
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

/** The address a confirmation token was made for, without checking it (better-auth does). */
function tokenAddress(token: string | null): { email?: string; updateTo?: string } | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
}

/** A redirect refusing another account's confirmation link, or null to let better-auth run it. */
export async function refuseOtherAccountsLink(request: Request): Promise<Response | null> {
  const claims = tokenAddress(new URL(request.url).searchParams.get("token"));
  if (typeof claims?.email !== "string" || claims.updateTo) return null;
  const signedIn = await getOptionalUser(request);
  if (!signedIn || signedIn.email.toLowerCase() === claims.email.toLowerCase()) return null;
  return redirectWithToast("/", OTHER_ACCOUNTS_LINK);
}
