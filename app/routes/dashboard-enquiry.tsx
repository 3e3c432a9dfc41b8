import { requireUser } from "~/features/accounts/guards.server";
import { loadThread, threadAction, threadId } from "~/features/enquiries/thread.server";
import { ThreadView } from "~/features/enquiries/thread-view";
import { originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/dashboard-enquiry";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return loadThread(user, "couple", threadId(params.enquiryId));
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  return threadAction(request, user, "couple", threadId(params.enquiryId));
}

export default function CoupleThread({ loaderData, actionData }: Route.ComponentProps) {
  return <ThreadView {...loaderData} result={actionData} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  seo({
    title: loaderData ? `Enquiry to ${loaderData.thread.vendorName}` : "Enquiry",
    path: `/dashboard/enquiries/${params.enquiryId}`,
    origin: originFrom(matches),
    noIndex: true,
  });
