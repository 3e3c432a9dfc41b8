import { Link } from "react-router";
import { requireUser } from "~/features/accounts/guards.server";
import { getProfile, listOwnedVendors } from "~/features/accounts/profile.server";
import {
  listingChecklist,
  listingInsights,
  ownedListingsForInsights,
} from "~/features/business/insights.server";
import { Checklist, InsightsPanel } from "~/features/business/insights-view";
import { originFrom, seo } from "~/lib/seo";
import { Briefcase, MessageCircle, PlusCircle, Search, UserRound } from "~/ui/icons";
import type { Route } from "./+types/business";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [profile, listings, details] = await Promise.all([
    getProfile(user.id),
    listOwnedVendors(user.id),
    ownedListingsForInsights(user.id),
  ]);
  const insights = await listingInsights(listings.map((listing) => listing.id));
  return {
    name: user.name,
    isBusiness: user.role === "business",
    business: profile
      ? {
          name: profile.businessName,
          type: profile.businessType,
          description: profile.businessDescription,
        }
      : null,
    listings: listings.map((listing) => {
      const row = details.find((detail) => detail.id === listing.id);
      return {
        ...listing,
        insights: insights.get(listing.id) ?? null,
        checklist: row ? listingChecklist(row) : null,
      };
    }),
  };
}

const STATUS_LABEL = {
  approved: "Live in the directory",
  pending: "Pending review (1-2 business days)",
  rejected: "Not approved",
} as const;

export default function BusinessLanding({ loaderData }: Route.ComponentProps) {
  const { business, listings, isBusiness } = loaderData;
  return (
    <section className="container-page py-10 sm:py-14">
      <h1 className="text-3xl font-bold sm:text-4xl">Your Business</h1>
      <p className="mt-2 text-stone-600">
        Welcome, {loaderData.name}.{" "}
        {isBusiness
          ? "Manage how couples find you on Saath."
          : "This area is for business accounts. You can still list or claim a business."}
      </p>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <section className="card p-6 lg:col-span-2" aria-labelledby="business-details">
          <h2 id="business-details" className="flex items-center gap-2 text-xl font-semibold">
            <Briefcase className="size-5 text-brand-700" aria-hidden /> Business details
          </h2>
          {business?.name ? (
            <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-stone-600">Business name</dt>
                <dd className="font-medium">{business.name}</dd>
              </div>
              <div>
                <dt className="text-stone-600">Business type</dt>
                <dd className="font-medium">{business.type ?? "Not set"}</dd>
              </div>
              <div className="sm:col-span-2">
                <dt className="text-stone-600">Description</dt>
                <dd className="whitespace-pre-line">
                  {business.description || "No description yet."}
                </dd>
              </div>
            </dl>
          ) : (
            <p className="mt-4 text-stone-700">No business details yet.</p>
          )}
          <Link to="/profile" className="btn-secondary mt-6">
            Edit business details
          </Link>

          <h2 className="mt-10 text-xl font-semibold">Your listings</h2>
          {listings.length === 0 ? (
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
                    <Link
                      to={`/vendor/${listing.id}`}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {listing.name}
                    </Link>
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
          )}
        </section>

        <aside className="space-y-4">
          <Link
            to="/business/enquiries"
            className="card flex items-start gap-3 p-5 hover:border-brand-500"
          >
            <MessageCircle className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden />
            <span>
              <span className="block font-semibold">Enquiries</span>
              <span className="text-sm text-stone-600">
                Read and answer couples' messages to your listings.
              </span>
            </span>
          </Link>
          <Link
            to="/add-business"
            className="card flex items-start gap-3 p-5 hover:border-brand-500"
          >
            <PlusCircle className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden />
            <span>
              <span className="block font-semibold">List a business</span>
              <span className="text-sm text-stone-600">
                Add your business to the directory for free.
              </span>
            </span>
          </Link>
          <Link to="/vendors" className="card flex items-start gap-3 p-5 hover:border-brand-500">
            <Search className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden />
            <span>
              <span className="block font-semibold">Claim your listing</span>
              <span className="text-sm text-stone-600">
                Already in the directory? Find your listing and use its claim button.
              </span>
            </span>
          </Link>
          <Link to="/account" className="card flex items-start gap-3 p-5 hover:border-brand-500">
            <UserRound className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden />
            <span>
              <span className="block font-semibold">Account Settings</span>
              <span className="text-sm text-stone-600">Change your login email or password.</span>
            </span>
          </Link>
        </aside>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: "Your Business", path: "/business", origin: originFrom(matches), noIndex: true });
