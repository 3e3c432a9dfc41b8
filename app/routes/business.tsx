import { Link } from "react-router";
import { loadBusinessHome } from "~/features/business/business-home-actions.server";
import { OwnedListings } from "~/features/business/owned-listings";
import { originFrom, seo } from "~/lib/seo";
import { CardSection, Detail } from "~/ui/card";
import { Briefcase, CalendarDays, MessageCircle, PlusCircle, Search, UserRound } from "~/ui/icons";
import type { Route } from "./+types/business";

export function loader({ request }: Route.LoaderArgs) {
  return loadBusinessHome(request);
}

/** Where a business account goes from here, beside its details. */
const SHORTCUTS = [
  {
    to: "/business/enquiries",
    Icon: MessageCircle,
    title: "Enquiries",
    text: "Read and answer couples' messages to your listings.",
  },
  {
    to: "/business/bookings",
    Icon: CalendarDays,
    title: "Upcoming events",
    text: "Bookings made in Saath: confirm them and record payments.",
  },
  {
    to: "/add-business",
    Icon: PlusCircle,
    title: "List a business",
    text: "Add your business to the directory for free.",
  },
  {
    to: "/vendors",
    Icon: Search,
    title: "Claim your listing",
    text: "Already in the directory? Find your listing and use its claim button.",
  },
  {
    to: "/account",
    Icon: UserRound,
    title: "Account Settings",
    text: "Change your login email or password.",
  },
];

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
        <CardSection
          id="business-details"
          Icon={Briefcase}
          title="Business details"
          className="lg:col-span-2"
        >
          {business?.name ? (
            <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
              <Detail label="Business name">{business.name}</Detail>
              <Detail label="Business type">{business.type ?? "Not set"}</Detail>
              <Detail label="Description" look="whitespace-pre-line" className="sm:col-span-2">
                {business.description || "No description yet."}
              </Detail>
            </dl>
          ) : (
            <p className="mt-4 text-stone-700">No business details yet.</p>
          )}
          <Link to="/profile" className="btn-secondary mt-6">
            Edit business details
          </Link>

          <h2 className="mt-10 text-xl font-semibold">Your listings</h2>
          <OwnedListings listings={listings} />
        </CardSection>

        <aside className="space-y-4">
          {SHORTCUTS.map(({ to, Icon, title, text }) => (
            <Link
              key={to}
              to={to}
              className="card flex items-start gap-3 p-5 hover:border-brand-500"
            >
              <Icon className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden />
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="text-sm text-stone-600">{text}</span>
              </span>
            </Link>
          ))}
        </aside>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: "Your Business", path: "/business", origin: originFrom(matches), noIndex: true });
