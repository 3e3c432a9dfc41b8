import { requireInboxReader } from "~/features/accounts/guards.server";
import { COUPLE_LEFT } from "~/features/enquiries/inbox-view";
import { loadThread, threadAction } from "~/features/enquiries/thread-actions.server";
import { ThreadView } from "~/features/enquiries/thread-view";
import {
  isQuoteIntent,
  quotePanel,
  quoteThreadAction,
} from "~/features/quotes/quote-actions.server";
import { QuotePanel } from "~/features/quotes/quote-panel";
import { keepsTyped } from "~/lib/form.server";
import { idParam } from "~/lib/id-param";
import { privatePage } from "~/lib/seo";
import type { Route } from "./+types/enquiry-thread";

/** One thread, at /dashboard/enquiries/{id} for the couple and /business/enquiries/{id} for the
 * vendor's owner (routes.ts mounts this module at both), with its quote (issue 30). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, side } = await requireInboxReader(request, context);
  const id = idParam(params.enquiryId);
  const thread = await loadThread(user, side, id);
  // An admin reading a reported thread sees its messages, not the quote; a viewer reads both.
  const quotes = thread.canWrite || thread.viewOnly ? await quotePanel(user, side, id) : null;
  return { ...thread, quotes };
}

export const action = keepsTyped(async ({ request, params, context }: Route.ActionArgs) => {
  const { user, side } = await requireInboxReader(request, context);
  const id = idParam(params.enquiryId);
  const form = await request.clone().formData();
  if (isQuoteIntent(form.get("intent"))) {
    return quoteThreadAction(request, user, side, id, form);
  }
  return threadAction(request, user, side, id);
});

export default function EnquiryThread({ loaderData, actionData }: Route.ComponentProps) {
  const { quotes, ...thread } = loaderData;
  return (
    <ThreadView {...thread} result={actionData}>
      {quotes ? (
        <QuotePanel
          panel={quotes}
          result={actionData}
          closed={Boolean(thread.thread.closedAt)}
          viewOnly={Boolean(thread.viewOnly)}
        />
      ) : null}
    </ThreadView>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const thread = args.loaderData?.thread;
  return privatePage(
    !thread
      ? "Enquiry"
      : args.loaderData?.side === "couple"
        ? `Enquiry to ${thread.vendorName}`
        : `Enquiry from ${thread.coupleName ?? COUPLE_LEFT}`,
    args,
  );
};
