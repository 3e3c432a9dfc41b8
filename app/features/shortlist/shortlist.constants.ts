/**
 * The shortlist heart's words and answers. No zod here: the heart is on every card, and the
 * schemas (shortlist.schema.ts) stay out of the pages' first load (decision 026).
 */
import type { ToastMessage } from "~/lib/toast-message";

export const SHORTLIST_INTENTS = ["add", "remove"] as const;
export type ShortlistIntent = (typeof SHORTLIST_INTENTS)[number];

/** What the toggle's action answers to a request made with JavaScript (a fetcher). */
export type ShortlistActionData =
  | {
      ok: true;
      vendorId: number;
      shortlisted: boolean;
      vendorName: string | null;
      /** The couple's events when there is more than one: the heart asks "For which event?". */
      askEvents?: { id: number; label: string }[];
    }
  | {
      ok: false;
      vendorId: number | null;
      error: "login-required" | "not-found" | "invalid" | "view-only";
      /** The server's words for a refusal it explains (kept out of every list page's script). */
      message?: string;
    };

/** The spec's shortlist toasts (§8 "Shortlist toggle"), word for word. */
export const SHORTLIST_TOASTS = {
  loginRequired: {
    title: "Login Required",
    description: "Please login to shortlist vendors",
    variant: "destructive",
  },
  notFound: {
    title: "Vendor not found",
    description: "We couldn't find the vendor you're looking for.",
    variant: "destructive",
  },
  failed: {
    title: "Error",
    description: "Could not update your shortlist. Please try again.",
    variant: "destructive",
  },
} as const;

/**
 * What the heart says about an answer: the same words whether the page shows it from the
 * fetcher's JSON or from the toast cookie after a plain post.
 */
export function shortlistToast(answer: ShortlistActionData, vendorName?: string): ToastMessage {
  if (answer.ok) {
    return {
      title: answer.shortlisted ? "Added to Shortlist" : "Removed from Shortlist",
      description: answer.vendorName ?? vendorName,
      variant: answer.shortlisted ? "success" : "default",
    };
  }
  if (answer.error === "login-required") return SHORTLIST_TOASTS.loginRequired;
  if (answer.error === "not-found") return SHORTLIST_TOASTS.notFound;
  if (answer.message) return { ...SHORTLIST_TOASTS.failed, description: answer.message };
  return SHORTLIST_TOASTS.failed;
}
