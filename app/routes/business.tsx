import { Link } from "react-router";
import { loadBusinessHome } from "~/features/business/business-home-actions.server";
import { OwnedListings } from "~/features/business/owned-listings";
import { originFrom, seo } from "~/lib/seo";
import { Briefcase, MessageCircle, PlusCircle, Search, UserRound } from "~/ui/icons";
import type { Route } from "./+types/business";

export function loader({ request }: Route.LoaderArgs) {
  return loadBusinessHome(request);
}

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
          <OwnedListings listings={listings} />
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
