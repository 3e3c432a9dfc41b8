import { redirect } from "react-router";
import { signOut } from "~/features/accounts/accounts.server";
import { assertSameOrigin } from "~/features/accounts/guards.server";
import type { Route } from "./+types/logout";

/** Logout always ends on /, even when it fails; the failure is only logged (spec: Header). */
export async function action({ request }: Route.ActionArgs) {
  try {
    assertSameOrigin(request);
  } catch {
    // A cross-site form cannot log anyone out; it just lands on the home page.
    return redirect("/");
  }
  const headers = await signOut(request);
  return redirect("/", { headers });
}

/** Logging out changes state, so a GET (a link, an image) never does it. */
export async function loader() {
  return redirect("/");
}
