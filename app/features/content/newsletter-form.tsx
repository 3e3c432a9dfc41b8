import { useFetcher } from "react-router";

/** Footer newsletter sign-up. Posts to /newsletter/subscribe without leaving the page. */
export function NewsletterForm() {
  const fetcher = useFetcher<{ ok?: boolean; message?: string; error?: string }>();
  return (
    <fetcher.Form method="post" action="/newsletter/subscribe" className="mt-3 flex gap-2">
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        required
        placeholder="Your email"
        className="min-w-0 flex-1 rounded-full border border-brand-300/40 bg-brand-800 px-4 py-2 text-sm text-white placeholder:text-brand-200"
      />
      <button type="submit" className="btn-saffron shrink-0" disabled={fetcher.state !== "idle"}>
        Subscribe
      </button>
    </fetcher.Form>
  );
}
