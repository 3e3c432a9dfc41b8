import { requireInboxReader } from "~/features/accounts/guards.server";
import { InboxView } from "~/features/enquiries/inbox-view";
import { loadInbox } from "~/features/enquiries/thread-actions.server";
import { privatePage } from "~/lib/seo";
import type { Route } from "./+types/enquiry-inbox";

/** Every thread of the reader: /dashboard/enquiries (couple) and /business/enquiries (vendor). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, side } = await requireInboxReader(request, context);
  return loadInbox(user, side, new URL(request.url));
}

export default function EnquiryInbox({ loaderData }: Route.ComponentProps) {
  return <InboxView {...loaderData} />;
}

export const meta: Route.MetaFunction = (args) => privatePage("Enquiries", args);
