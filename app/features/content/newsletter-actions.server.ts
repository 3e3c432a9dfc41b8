import { data, type RouterContextProvider } from "react-router";
import { clientIpFrom } from "~/features/rate-limit/rate-limit.server";
import { logger } from "~/lib/logger.server";
import { orUnavailable } from "~/lib/unavailable.server";
import { NEWSLETTER_MESSAGES, type NewsletterResult, newsletterSchema } from "./newsletter.schema";
import {
  confirmSubscription,
  linkState,
  subscribeToNewsletter,
  type TokenOutcome,
  unsubscribe,
} from "./newsletter.server";

const tokenFrom = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

const outcomeResponse = (outcome: TokenOutcome) =>
  data({ kind: "outcome" as const, outcome }, { status: outcome === "unknown" ? 404 : 200 });

/**
 * GET /newsletter/subscribe (the form), and /newsletter/confirm?token=… and
 * /newsletter/unsubscribe?token=… from the e-mail: a page that asks (`kind: "ask"`, which
 * posts by itself once its script runs, so a person still needs one click) or says there is
 * nothing to do. Mail scanners open every link in a message: a GET changes nothing.
 */
export async function newsletterLoader(request: Request, page: string | undefined) {
  switch (page) {
    case "subscribe":
      return data({ kind: "form" as const });
    case "confirm":
    case "unsubscribe": {
      const token = tokenFrom(request);
      const settled = await orUnavailable(linkState(token, page), "site");
      if (settled !== null) return outcomeResponse(settled);
      return data({ kind: "ask" as const, change: page, token });
    }
    default:
      throw data("Not found", { status: 404 });
  }
}

/**
 * POST /newsletter/subscribe from the footer form (a fetcher, or a plain form post
 * without JavaScript); POST /newsletter/confirm?token=… and /newsletter/unsubscribe?token=…
 * from the link's page, and the latter from mail clients that support one-click unsubscribe
 * (RFC 8058, List-Unsubscribe-Post).
 */
export async function newsletterAction(
  request: Request,
  page: string | undefined,
  context: Readonly<RouterContextProvider>,
) {
  if (page === "unsubscribe") {
    return outcomeResponse(await unsubscribe(tokenFrom(request)));
  }
  if (page === "confirm") {
    return outcomeResponse(await confirmSubscription(tokenFrom(request)));
  }
  if (page !== "subscribe") throw data("Not found", { status: 404 });

  const form = await request.formData();
  const typed = form.get("email");
  const parsed = newsletterSchema.safeParse({ email: typed ?? undefined });
  if (!parsed.success) {
    // What was typed comes back to the box (the no-JavaScript page shows it again).
    const email = typeof typed === "string" ? typed.slice(0, 254) : undefined;
    const result: NewsletterResult = { ok: false, error: parsed.error.issues[0].message, email };
    return data(result, { status: 400 });
  }
  try {
    const result = await subscribeToNewsletter(parsed.data.email, clientIpFrom(context));
    return data(result, { status: result.ok ? 200 : 429 });
  } catch (error) {
    // Answer the form rather than throwing: a fetcher error would replace the whole page.
    logger.error({ err: error }, "newsletter subscribe failed");
    const result: NewsletterResult = { ok: false, error: NEWSLETTER_MESSAGES.failed };
    return data(result, { status: 503 });
  }
}
