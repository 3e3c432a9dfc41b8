import { requireInboxReader } from "~/features/accounts/guards.server";
import { COUPLE_LEFT } from "~/features/enquiries/inbox-view";
import { loadThread, threadAction } from "~/features/enquiries/thread-actions.server";
import { ThreadView } from "~/features/enquiries/thread-view";
import { idParam } from "~/lib/id-param";
import { privatePage } from "~/lib/seo";
import type { Route } from "./+types/enquiry-thread";

/** One thread, at /dashboard/enquiries/{id} for the couple and /business/enquiries/{id} for the
 * vendor's owner (routes.ts mounts this module at both). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, side } = await requireInboxReader(request, context);
  return loadThread(user, side, idParam(params.enquiryId));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, side } = await requireInboxReader(request, context);
  return threadAction(request, user, side, idParam(params.enquiryId));
}

export default function EnquiryThread({ loaderData, actionData }: Route.ComponentProps) {
  return <ThreadView {...loaderData} result={actionData} />;
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
