import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { CircleAlert, CircleCheck } from "~/ui/icons";
import type { NewsletterResult } from "./newsletter.schema";

/**
 * Footer newsletter sign-up. With JavaScript it posts to /newsletter/subscribe through a
 * fetcher and shows the answer in a live region without leaving the page; without it the
 * same form posts normally and /newsletter/subscribe shows the answer as a page.
 */
export function NewsletterForm() {
  const fetcher = useFetcher<NewsletterResult>({ key: "newsletter" });
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const isSubmitting = fetcher.state !== "idle";

  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);

  return (
    <fetcher.Form ref={formRef} method="post" action="/newsletter/subscribe" className="mt-3">
      <div className="flex gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="Your email"
          aria-invalid={result && !result.ok ? true : undefined}
          aria-describedby="newsletter-result"
          className="min-w-0 flex-1 rounded-full border border-brand-300/40 bg-brand-800 px-4 py-2 text-sm text-white placeholder:text-brand-200"
        />
        <button type="submit" className="btn-saffron shrink-0" disabled={isSubmitting}>
          {isSubmitting ? "Subscribing…" : "Subscribe"}
        </button>
      </div>
      <p
        id="newsletter-result"
        role="status"
        aria-live="polite"
        className="flex items-start gap-2 text-sm [&:not(:empty)]:mt-3"
        data-testid="newsletter-result"
      >
        {result ? (
          result.ok ? (
            <>
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-saffron-300" aria-hidden />
              <span className="text-white">{result.message}</span>
            </>
          ) : (
            <>
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-saffron-300" aria-hidden />
              <span className="text-saffron-100">{result.error}</span>
            </>
          )
        ) : null}
      </p>
    </fetcher.Form>
  );
}
