import { requireInboxReader } from "~/features/accounts/guards.server";
import { decideQuoteAction, quoteDecisionData } from "~/features/bookings/booking-actions.server";
import { quotePage } from "~/features/quotes/quote-actions.server";
import { QuotePage } from "~/features/quotes/quote-page";
import { keepsTyped } from "~/lib/form.server";
import { idParam } from "~/lib/id-param";
import { privatePage } from "~/lib/seo";
import type { Route } from "./+types/quote";

/** One quote, printable: /dashboard/quotes/{id} (the couple decides) and /business/quotes/{id}. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, side } = await requireInboxReader(request, context);
  const id = idParam(params.quoteId);
  const shown = await quotePage(user, side, id);
  return { ...shown, ...(await quoteDecisionData(user, side, id)) };
}

export const action = keepsTyped(async ({ request, params, context }: Route.ActionArgs) => {
  const { user, side } = await requireInboxReader(request, context);
  return decideQuoteAction(request, user, side, idParam(params.quoteId));
});

export default function QuoteRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <QuotePage {...loaderData} result={actionData} />;
}

export const meta: Route.MetaFunction = (args) =>
  privatePage(args.loaderData ? `Quote from ${args.loaderData.vendorName}` : "Quote", args);
