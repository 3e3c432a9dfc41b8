import { Link } from "react-router";
import { requireListingEditor } from "~/features/accounts/guards.server";
import {
  type ListingResult,
  listingAction,
  loadListingForEdit,
} from "~/features/business/listing-edit-actions.server";
import { ListingForm } from "~/features/business/listing-form";
import { PhotoManager } from "~/features/business/photo-manager";
import { listPhotos, MAX_PHOTOS } from "~/features/business/photos.server";
import { keepsTyped } from "~/lib/form.server";
import { idParam } from "~/lib/id-param";
import { privatePage } from "~/lib/seo";
import { BackLink } from "~/ui/back-link";
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
  const listing = await loadListingForEdit(user, idParam(params.vendorId, "Listing not found"));
  return { listing, photos: await listPhotos(listing.id), maxPhotos: MAX_PHOTOS };
}

export const action = keepsTyped(async ({ request, params }: Route.ActionArgs) => {
  const user = await requireListingEditor(request);
  return listingAction(request, user, idParam(params.vendorId, "Listing not found"));
});

export default function EditListing({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { listing } = loaderData;
  const actionData = answer as ListingResult | undefined;
  const note = STATUS_NOTE[listing.approvalStatus];
  // A photo's answer: "photos", or the intent as sent when the database was unavailable.
  const intent: string | undefined = actionData?.intent;
  const photos = intent === "photos" || Boolean(intent?.startsWith("photo-"));
  return (
    <div className="container-page max-w-3xl py-8 sm:py-10">
      <BackLink to="/business">Your Business</BackLink>
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
        <ListingForm
          // An answer to the listing form starts it afresh from that answer; a photo's leaves it.
          key={photos ? "saved" : (actionData?.at ?? "saved")}
          listing={listing}
          result={photos ? undefined : actionData}
        />
      </div>
      <div className="mt-8">
        <PhotoManager
          photos={loaderData.photos}
          max={loaderData.maxPhotos}
          error={photos ? actionData?.formError : undefined}
          altError={
            photos && actionData?.alt
              ? { ...actionData.alt, message: actionData.errors?.alt ?? "" }
              : undefined
          }
        />
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) =>
  privatePage(args.loaderData ? `Edit ${args.loaderData.listing.name}` : "Edit listing", args);
