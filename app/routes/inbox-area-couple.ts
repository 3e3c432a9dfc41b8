import { inboxSide } from "~/features/accounts/guards.server";
import type { Route } from "./+types/inbox-area-couple";

/** /dashboard/enquiries…: the couple's side of the threads (a layout in routes.ts, no page). */
export const middleware: Route.MiddlewareFunction[] = [inboxSide("couple")];
