import { loggedUrl } from "~/lib/logged-url";
import { logger } from "~/lib/logger.server";
import { noteFailure } from "~/lib/unavailable.server";

/**
 * React Router's own check on a document POST whose Origin is another site. It answers 400 by
 * itself; the post never reached an action, so it is a refusal to note, not a fault to alert on.
 */
const CROSS_SITE_REFUSAL =
  /origin does not match `origin` header|`origin` header is not a valid URL/;

export function isCrossSiteRefusal(error: unknown) {
  return error instanceof Error && CROSS_SITE_REFUSAL.test(error.message);
}

/**
 * The app's `handleError` (exported by entry.server.tsx): every error React Router catches in a
 * loader, an action or a render goes to the JSON log with its path instead of a stack trace on
 * stderr; a cross-site post refused by React Router is one line at `info`.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  // The visitor went away mid-request: nothing failed.
  if (request.signal.aborted) return;
  // A database outage answers 503, not 500 (lib/unavailable.server.ts, decision 036).
  noteFailure(error);
  // An RSVP, invitation or feed address is a key: logged without its secret part.
  const path = loggedUrl(new URL(request.url).pathname);
  if (isCrossSiteRefusal(error)) {
    logger.info({ path, method: request.method }, "Refused a post from another site");
    return;
  }
  logger.error({ err: error, path, method: request.method }, "Request failed");
}
