import { redirect } from "react-router";
import { claimAction } from "~/features/claims/claim-actions.server";
import { keepsTyped } from "~/lib/form.server";
import type { Route } from "./+types/claim";

/** Business claims: a resource route, no page of its own (features/claims/claim-actions.server.ts). */
export function loader() {
  return redirect("/");
}

export const action = keepsTyped(({ request }: Route.ActionArgs) => {
  return claimAction(request);
});
