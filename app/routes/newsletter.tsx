import { data, Form } from "react-router";
import {
  NEWSLETTER_MESSAGES,
  type NewsletterResult,
  newsletterSchema,
} from "~/features/content/newsletter.schema";
import {
  confirmSubscription,
  subscribeToNewsletter,
  type TokenOutcome,
  unsubscribe,
} from "~/features/content/newsletter.server";
import { clientIpFrom } from "~/features/rate-limit/rate-limit.server";
import { logger } from "~/lib/logger.server";
import { seo } from "~/lib/seo";
import { orUnavailable } from "~/lib/unavailable.server";
import { CircleAlert, CircleCheck, MailCheck } from "~/ui/icons";
import { ReturnHomeLinks } from "~/ui/link-buttons";
import type { Route } from "./+types/newsletter";

const tokenFrom = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

const outcomeResponse = (outcome: TokenOutcome) =>
  data({ kind: "outcome" as const, outcome }, { status: outcome === "unknown" ? 404 : 200 });

/** GET /newsletter/confirm?token=… and /newsletter/unsubscribe?token=… (one click from the e-mail). */
export async function loader({ params, request }: Route.LoaderArgs) {
  switch (params.action) {
    case "subscribe":
      return data({ kind: "form" as const });
    case "confirm":
      return outcomeResponse(await orUnavailable(confirmSubscription(tokenFrom(request)), "site"));
    case "unsubscribe":
      return outcomeResponse(await orUnavailable(unsubscribe(tokenFrom(request)), "site"));
    default:
      throw data("Not found", { status: 404 });
  }
}

/**
 * POST /newsletter/subscribe from the footer form (a fetcher, or a plain form post
 * without JavaScript), and POST /newsletter/unsubscribe?token=… from mail clients
 * that support one-click unsubscribe (RFC 8058, List-Unsubscribe-Post).
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (params.action === "unsubscribe") {
    return outcomeResponse(await unsubscribe(tokenFrom(request)));
  }
  if (params.action !== "subscribe") throw data("Not found", { status: 404 });

  const form = await request.formData();
  const parsed = newsletterSchema.safeParse({ email: form.get("email") ?? undefined });
  if (!parsed.success) {
    const result: NewsletterResult = { ok: false, error: parsed.error.issues[0].message };
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

const OUTCOMES: Record<TokenOutcome, { title: string; body: string; ok: boolean }> = {
  confirmed: {
    title: "Subscription confirmed",
    body: "Thank you! You're now subscribed to the Saath newsletter. Look out for planning tips and new vendors once a month.",
    ok: true,
  },
  "already-confirmed": {
    title: "You're already subscribed",
    body: "This address is already confirmed. There's nothing more to do.",
    ok: true,
  },
  "was-unsubscribed": {
    title: "This address was unsubscribed",
    body: "You unsubscribed from the newsletter, so this confirmation link no longer works. To hear from us again, subscribe with the form below.",
    ok: false,
  },
  unsubscribed: {
    title: "You've been unsubscribed",
    body: "You won't receive any more newsletter emails from us. Changed your mind? You can subscribe again at any time.",
    ok: true,
  },
  "already-unsubscribed": {
    title: "You're already unsubscribed",
    body: "This address is not on our mailing list. You won't receive any newsletter emails from us.",
    ok: true,
  },
  unknown: {
    title: "This link isn't valid",
    body: "The link may be incomplete or out of date. Copy the whole link from the email, or subscribe again with the form below.",
    ok: false,
  },
};

function ResultPanel({ title, body, ok }: { title: string; body: string; ok: boolean }) {
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <section className="container-page flex max-w-2xl flex-col items-center py-20 text-center">
      <Icon className={`size-12 ${ok ? "text-emerald-700" : "text-brand-700"}`} aria-hidden />
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-lg text-stone-700" role="status">
        {body}
      </p>
      <ReturnHomeLinks also={{ to: "/blog", label: "Read the blog" }} />
    </section>
  );
}

export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData && "kind" in actionData) {
    return <ResultPanel {...OUTCOMES[actionData.outcome]} />;
  }
  if (actionData) {
    // The no-JavaScript path: the footer form posted here and this page shows the answer.
    return actionData.ok ? (
      <ResultPanel
        title={actionData.status === "pending" ? "Check your inbox" : "You're already subscribed"}
        body={actionData.message}
        ok
      />
    ) : (
      <SubscribePage error={actionData.error} />
    );
  }
  if (loaderData.kind === "outcome") return <ResultPanel {...OUTCOMES[loaderData.outcome]} />;
  return <SubscribePage />;
}

function SubscribePage({ error }: { error?: string }) {
  return (
    <section className="container-page flex max-w-xl flex-col items-center py-20 text-center">
      <MailCheck className="size-12 text-brand-700" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold">The Saath newsletter</h1>
      <p className="mt-3 text-lg text-stone-700">
        Planning tips and new vendors, once a month. We'll email you a link to confirm, and every
        email has a one-click unsubscribe link.
      </p>
      <Form method="post" className="mt-8 w-full text-left" noValidate>
        <label htmlFor="subscribe-email" className="label">
          Email address
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            id="subscribe-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            className="input"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "subscribe-error" : undefined}
          />
          <button type="submit" className="btn-primary shrink-0">
            Subscribe
          </button>
        </div>
        {error ? (
          <p id="subscribe-error" className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </Form>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ params }) =>
  seo({
    title: "Newsletter",
    description: "Planning tips and new vendors from Saath, once a month.",
    path: `/newsletter/${params.action}`,
    noIndex: true,
  });
