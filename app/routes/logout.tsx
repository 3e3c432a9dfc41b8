import { redirect } from "react-router";
import { signOut } from "~/features/accounts/accounts.server";
import type { Route } from "./+types/logout";

/** Logout always ends on /, even when it fails; the failure is only logged (spec: Header). */
export async function action({ request }: Route.ActionArgs) {
  const headers = await signOut(request);
  return redirect("/", { headers });
}

/** Logging out changes state, so a GET (a link, an image) never does it. */
export async function loader() {
  return redirect("/");
}
