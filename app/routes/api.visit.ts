import { getOptionalUser } from "~/features/accounts/session.server";
import { visitBeacon } from "~/features/analytics/visits.server";
import { clientIpFrom } from "~/features/rate-limit/rate-limit.server";
import type { Route } from "./+types/api.visit";

/** Page-view beacon: counted once per visitor, page and day, limited per IP (visits.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405 });
  return visitBeacon(request, clientIpFrom(context), getOptionalUser);
}
