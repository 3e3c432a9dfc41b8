import { z } from "zod";
import { recordVisit } from "~/features/analytics/visits.server";
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
    if (parsed.success) {
      await recordVisit({ ...parsed.data, userAgent: request.headers.get("user-agent") });
    }
  } catch (error) {
    console.warn("Could not record a page visit", error instanceof Error ? error.message : error);
  }
  return new Response(null, { status: 204 });
}
