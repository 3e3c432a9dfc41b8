import { inboxSide } from "~/features/accounts/guards.server";
import type { Route } from "./+types/inbox-area-vendor";

/** /business/enquiries…: the vendor's side of the threads (a layout in routes.ts, no page). */
export const middleware: Route.MiddlewareFunction[] = [inboxSide("vendor")];
