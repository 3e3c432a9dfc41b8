import { requireUser } from "~/features/accounts/guards.server";
import { InboxView } from "~/features/enquiries/inbox-view";
import { loadInbox } from "~/features/enquiries/thread.server";
import { originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/dashboard-enquiries";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return loadInbox(user, "couple", new URL(request.url));
}

export default function CoupleInbox({ loaderData }: Route.ComponentProps) {
  return <InboxView side="couple" threads={loaderData.threads} vendorId={null} />;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Enquiries",
    path: "/dashboard/enquiries",
    origin: originFrom(matches),
    noIndex: true,
  });
