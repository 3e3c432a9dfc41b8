import { requireBusiness } from "~/features/accounts/guards.server";
import { COUPLE_LEFT } from "~/features/enquiries/inbox-view";
import { loadThread, threadAction, threadId } from "~/features/enquiries/thread.server";
import { ThreadView } from "~/features/enquiries/thread-view";
import { originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/business-enquiry";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireBusiness(request);
  return loadThread(user, "vendor", threadId(params.enquiryId));
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireBusiness(request);
  return threadAction(request, user, "vendor", threadId(params.enquiryId));
}

export default function VendorThread({ loaderData, actionData }: Route.ComponentProps) {
  return <ThreadView {...loaderData} result={actionData} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  seo({
    title: loaderData ? `Enquiry from ${loaderData.thread.coupleName ?? COUPLE_LEFT}` : "Enquiry",
    path: `/business/enquiries/${params.enquiryId}`,
    origin: originFrom(matches),
    noIndex: true,
  });
