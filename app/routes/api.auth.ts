import { data } from "react-router";
import { CLIENT_IP_HEADER, getAuth } from "~/features/accounts/auth.server";
import { refuseConfirmLink } from "~/features/accounts/confirm-link.server";
import { clientIpFrom } from "~/features/rate-limit/rate-limit.server";
import type { Route } from "./+types/api.auth";

/**
 * better-auth's HTTP endpoints. Every account action goes through our own forms (which apply
 * the shared validation and rate limits), so only what a link or a script needs is open here:
 * the e-mail confirmation link, the session read and the health check.
 */
const OPEN_ENDPOINTS = new Set([
  "GET /api/auth/verify-email",
  "GET /api/auth/get-session",
  "GET /api/auth/ok",
]);

/**
 * The session read tells a script who is logged in; the session token itself lives only in the
 * HTTP-only cookie, so a script (or an injected one) never gets to see or send it elsewhere.
 */
async function withoutSessionToken(response: Response) {
  if (!response.ok || !response.headers.get("content-type")?.includes("application/json")) {
    return response;
  }
  const body = (await response.json()) as { session?: Record<string, unknown> } | null;
  if (body?.session) delete body.session.token;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

async function forward(request: Request, ip: string) {
  const url = new URL(request.url);
  if (!OPEN_ENDPOINTS.has(`${request.method} ${url.pathname}`)) {
    throw data("Not found", { status: 404 });
  }
  if (url.pathname === "/api/auth/verify-email") {
    const refused = await refuseConfirmLink(request);
    if (refused) return refused;
  }
  // The client IP comes from Express (TRUST_PROXY), never from a header the client sent.
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (ip !== "unknown") headers.set(CLIENT_IP_HEADER, ip);
  const response = await getAuth().handler(new Request(request, { headers }));
  return url.pathname === "/api/auth/get-session" ? withoutSessionToken(response) : response;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return forward(request, clientIpFrom(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return forward(request, clientIpFrom(context));
}
