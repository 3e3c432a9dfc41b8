import { z } from "zod";
import { getOptionalUser } from "~/features/accounts/session.server";
import { recordVisit } from "~/features/analytics/visits.server";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/api.visit";

const visitSchema = z.object({
  path: z.string().startsWith("/").max(500),
  title: z.string().max(300).optional(),
});

/** Page-view beacon. Always answers 204: recording must never break or slow a page. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405 });
  try {
    const parsed = visitSchema.safeParse(Object.fromEntries(await request.formData()));
    // Admins' own visits would skew what they read in Analytics.
    const visitor = parsed.success ? await getOptionalUser(request) : null;
    if (parsed.success && visitor?.role !== "admin") {
      await recordVisit({ ...parsed.data, userAgent: request.headers.get("user-agent") });
    }
  } catch (error) {
    logger.warn({ err: error }, "Could not record a page visit");
  }
  return new Response(null, { status: 204 });
}
