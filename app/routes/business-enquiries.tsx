import { requireBusiness } from "~/features/accounts/guards.server";
import { listOwnedVendors } from "~/features/accounts/profile.server";
import { InboxView } from "~/features/enquiries/inbox-view";
import { loadInbox } from "~/features/enquiries/thread.server";
import { originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/business-enquiries";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireBusiness(request);
  const [inbox, listings] = await Promise.all([
    loadInbox(user, "vendor", new URL(request.url)),
    listOwnedVendors(user.id),
  ]);
  return { ...inbox, listings: listings.map(({ id, name }) => ({ id, name })) };
}

export default function VendorInbox({ loaderData }: Route.ComponentProps) {
  return (
    <InboxView
      side="vendor"
      threads={loaderData.threads}
      listings={loaderData.listings}
      vendorId={loaderData.vendorId}
    />
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Enquiries",
    path: "/business/enquiries",
    origin: originFrom(matches),
    noIndex: true,
  });
