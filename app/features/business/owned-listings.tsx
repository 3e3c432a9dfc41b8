import { Link } from "react-router";
import type { loadBusinessHome } from "./business-home-actions.server";
import { Checklist, InsightsPanel } from "./insights-view";

const STATUS_LABEL = {
  approved: "Live in the directory",
  pending: "Pending review (1-2 business days)",
  rejected: "Not approved",
} as const;

type OwnedListing = Awaited<ReturnType<typeof loadBusinessHome>>["listings"][number];

/** /business's "Your listings": each with its status, a link to edit it, insights and checklist. */
export function OwnedListings({ listings }: { listings: OwnedListing[] }) {
  return listings.length === 0 ? (
    <p className="mt-3 text-stone-700">
      You don't have a listing in the directory yet. Add your business for free, or claim an
      existing listing.
    </p>
  ) : (
    <ul className="mt-3 divide-y divide-stone-100 rounded-xl border border-stone-200">
      {listings.map((listing) => (
        <li
          key={listing.id}
          className="flex flex-col gap-1 p-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between"
        >
          <div>
            {/* Only an approved listing has a public page to open. */}
            {listing.approvalStatus === "approved" ? (
              <Link
                to={`/vendor/${listing.id}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                {listing.name}
              </Link>
            ) : (
              <span className="font-semibold">{listing.name}</span>
            )}
            <p className="text-sm text-stone-600">{listing.location}</p>
          </div>
          <span className="flex flex-wrap items-center gap-3 text-sm font-medium text-stone-700">
            {STATUS_LABEL[listing.approvalStatus]}
            <Link
              to={`/business/listings/${listing.id}`}
              className="btn-secondary px-3 py-1.5 text-sm"
            >
              Edit listing<span className="sr-only">: {listing.name}</span>
            </Link>
            <Link
              to={`/business/listings/${listing.id}/calendar`}
              className="btn-secondary px-3 py-1.5 text-sm"
            >
              Calendar<span className="sr-only">: {listing.name}</span>
            </Link>
          </span>
          {listing.insights ? (
            <div className="w-full">
              <InsightsPanel name={listing.name} insights={listing.insights} />
            </div>
          ) : null}
          {listing.checklist ? (
            <div className="w-full">
              <Checklist checklist={listing.checklist} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
