/**
 * The error page's words and <title>. Apart from the page itself (error-page.tsx), whose script
 * loads only when an error is shown (root.tsx, decision 026).
 */
import { UNAVAILABLE_MESSAGES } from "~/lib/unavailable";

export const ERROR_MESSAGES: Record<number, { title: string; body: string }> = {
  // A post that is not a form (lib/form.server.ts, decision 036); the answer says why.
  400: { title: "That could not be read", body: "Please go back and send the form again." },
  415: { title: "That could not be read", body: "Please go back and send the form again." },
  403: { title: "Access denied", body: "You do not have permission to view this page." },
  500: { title: "Something went wrong", body: "Please try refreshing the page." },
  // The database cannot be reached; the loader's message says whose data (lib/unavailable.ts).
  503: { title: "Briefly unavailable", body: UNAVAILABLE_MESSAGES.directory },
};

/** The error page's <title>: every page has one (Nu HTML checker), and none is indexed. */
export function errorPageMeta(status: number) {
  const title =
    status === 404 ? "Page not found" : (ERROR_MESSAGES[status] ?? ERROR_MESSAGES[500]).title;
  return [{ title: `${title} | Saath` }, { name: "robots", content: "noindex" }];
}
