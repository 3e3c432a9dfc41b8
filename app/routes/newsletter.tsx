import { useEffect, useRef } from "react";
import { Form } from "react-router";
import type { TokenOutcome } from "~/features/content/newsletter.server";
import { newsletterAction, newsletterLoader } from "~/features/content/newsletter-actions.server";
import { keepsTyped } from "~/lib/form.server";
import { isOutage } from "~/lib/outage";
import { seo } from "~/lib/seo";
import { CircleAlert, CircleCheck, MailCheck } from "~/ui/icons";
import { ReturnHomeLinks } from "~/ui/link-buttons";
import type { Route } from "./+types/newsletter";

export function loader({ params, request }: Route.LoaderArgs) {
  return newsletterLoader(request, params.action);
}

export const action = keepsTyped(({ params, request, context }: Route.ActionArgs) => {
  return newsletterAction(request, params.action, context);
});

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
  if (isOutage(actionData)) {
    // The database could not be reached: the form again, with what was typed.
    return <SubscribePage error={actionData.formError} email={actionData.values?.email} />;
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
      <SubscribePage error={actionData.error} email={actionData.email} />
    );
  }
  if (loaderData.kind === "outcome") return <ResultPanel {...OUTCOMES[loaderData.outcome]} />;
  if (loaderData.kind === "ask") return <LinkPage {...loaderData} />;
  return <SubscribePage />;
}

const ASKS = {
  confirm: {
    title: "Confirm your subscription",
    body: "Press the button to start receiving the Saath newsletter: planning tips and new vendors, once a month.",
    button: "Confirm my subscription",
  },
  unsubscribe: {
    title: "Unsubscribe from the newsletter",
    body: "Press the button and we'll stop sending you the Saath newsletter.",
    button: "Unsubscribe",
  },
} as const;

/**
 * An e-mail's confirm or unsubscribe link, opened: the button posts it. Once the page's script
 * runs it presses itself, so a person clicks once; a mail scanner fetching the link (no
 * script) changes nothing.
 */
function LinkPage({ change, token }: { change: "confirm" | "unsubscribe"; token: string }) {
  const form = useRef<HTMLFormElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (pressed.current) return;
    pressed.current = true;
    form.current?.requestSubmit();
  }, []);
  const ask = ASKS[change];
  return (
    <section className="container-page flex max-w-2xl flex-col items-center py-20 text-center">
      <MailCheck className="size-12 text-brand-700" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold">{ask.title}</h1>
      <p className="mt-3 text-lg text-stone-700">{ask.body}</p>
      <Form
        ref={form}
        method="post"
        action={`/newsletter/${change}?token=${encodeURIComponent(token)}`}
        className="mt-8"
      >
        <button type="submit" className="btn-primary">
          {ask.button}
        </button>
      </Form>
    </section>
  );
}

function SubscribePage({ error, email }: { error?: string; email?: string }) {
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
            defaultValue={email}
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
