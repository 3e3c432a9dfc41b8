import { redirect } from "react-router";
import { signOut } from "~/features/accounts/accounts.server";
import { forgetDraftCookie } from "~/features/business/listing-draft.server";
import type { Route } from "./+types/logout";

/**
 * Logout always ends on /, even when it fails; the failure is only logged (spec: Header). A
 * listing typed before logging in is forgotten too: the next person at this browser starts clean.
 */
export async function action({ request }: Route.ActionArgs) {
  const headers = await signOut(request);
  headers.append("Set-Cookie", await forgetDraftCookie());
  return redirect("/", { headers });
}

/** Logging out changes state, so a GET (a link, an image) never does it. */
export async function loader() {
  return redirect("/");
}
