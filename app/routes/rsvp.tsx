import { loadRsvpPage, rsvpAction } from "~/features/guests/rsvp-actions.server";
import { RsvpInvitation, RsvpUnavailable } from "~/features/guests/rsvp-page";
import type { FormResult } from "~/lib/form";
import { keepsTyped } from "~/lib/form.server";
import type { Route } from "./+types/rsvp";

/**
 * /rsvp/{token}: a household's private RSVP page (no log-in). Never indexed and never kept by
 * any cache: it is one household's own page. The site's Referrer-Policy (same-origin, set in
 * server/index.ts) already keeps its address from other sites; "no-referrer" would make
 * Chromium send `Origin: null` with the form, refused as a cross-site write.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadRsvpPage({ request, context, token: params.token });
}

export const action = keepsTyped(async ({ request, params, context }: Route.ActionArgs) => {
  return rsvpAction({ request, context, token: params.token });
});

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers({
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex, nofollow",
  });
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export default function Rsvp({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state === "open" || loaderData.state === "closed") {
    const result = actionData && !("state" in actionData) ? (actionData as FormResult) : undefined;
    return <RsvpInvitation key={result?.at} invitation={loaderData} result={result} />;
  }
  return <RsvpUnavailable state={loaderData.state} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title:
      loaderData && "couple" in loaderData
        ? `${loaderData.couple}: your invitation | Saath`
        : "Wedding invitation | Saath",
  },
  { name: "robots", content: "noindex, nofollow" },
];
