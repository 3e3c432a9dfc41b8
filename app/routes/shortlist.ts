import { redirect } from "react-router";
import { shortlistAction } from "~/features/shortlist/shortlist-actions.server";
import { keepsTyped } from "~/lib/form.server";
import type { Route } from "./+types/shortlist";

/** The shortlist heart: a resource route (features/shortlist/shortlist-actions.server.ts). */

// A GET here (a bookmarked or typed URL) has nothing to show.
export function loader() {
  return redirect("/dashboard");
}

export const action = keepsTyped(({ request }: Route.ActionArgs) => {
  return shortlistAction(request);
});
