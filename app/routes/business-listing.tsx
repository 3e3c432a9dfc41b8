import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import {
  listingId,
  loadListingForEdit,
  requireListingEditor,
  saveListing,
} from "~/features/business/listing-edit.server";
import { ListingForm } from "~/features/business/listing-form";
import { originFrom, seo } from "~/lib/seo";
import { Notice } from "~/ui/form";
import type { Route } from "./+types/business-listing";

const STATUS_NOTE = {
  approved: null,
  pending: "This listing is waiting for review (1-2 business days). You can still edit it.",
  rejected:
    "This listing was not approved. Fix what needs fixing and save to send it for review again.",
} as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireListingEditor(request);
  return { listing: await loadListingForEdit(user, listingId(params.vendorId)) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireListingEditor(request);
  return saveListing(request, user, listingId(params.vendorId));
}

export default function EditListing({ loaderData, actionData }: Route.ComponentProps) {
  const { listing } = loaderData;
  const note = STATUS_NOTE[listing.approvalStatus];
  return (
    <div className="container-page max-w-3xl py-8 sm:py-10">
      <Link
        to="/business"
        className="mb-4 -ml-2 inline-flex items-center gap-2 rounded-full px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <ArrowLeft className="size-4" aria-hidden /> Your Business
      </Link>
      <h1 className="text-3xl font-bold">Edit {listing.name}</h1>
      <p className="mt-2 text-stone-700">
        {listing.approvalStatus === "approved" ? (
          <Link to={`/vendor/${listing.id}`} className="text-brand-700 underline">
            See your page as couples see it
          </Link>
        ) : (
          "Your page is not public yet."
        )}
      </p>
      {note ? (
        <div className="mt-4">
          <Notice>{note}</Notice>
        </div>
      ) : null}
      <div className="mt-6">
        <ListingForm key={actionData?.at ?? "saved"} listing={listing} result={actionData} />
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seo({
    title: loaderData ? `Edit ${loaderData.listing.name}` : "Edit listing",
    path: location.pathname,
    origin: originFrom(matches),
    noIndex: true,
  });
