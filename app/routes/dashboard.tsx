import { Link } from "react-router";
import { moveEventBookings } from "~/features/bookings/booking-moves.server";
import { ChecklistCard } from "~/features/checklist/checklist-parts";
import { dashboardPage } from "~/features/dashboard/dashboard-actions.server";
import {
  EmptyShortlist,
  EnquiriesLink,
  ShortlistTabs,
  StatCard,
} from "~/features/dashboard/dashboard-parts";
import { EventCards } from "~/features/events/event-cards";
import { saveEventDates } from "~/features/events/event-dates-actions.server";
import { EventDatesForm } from "~/features/events/event-dates-form";
import { InvitePartnerCard } from "~/features/family/family-parts";
import { PlanNav } from "~/features/weddings/plan-nav";
import { keepsTyped } from "~/lib/form.server";
import { originFrom, seo } from "~/lib/seo";
import { ArrowRight, Briefcase, CalendarHeart, Heart, UserRound } from "~/ui/icons";
import type { Route } from "./+types/dashboard";

export const loader = ({ request }: Route.LoaderArgs) => dashboardPage(request);

/** The events' dates and places, one short form (issue 31; features/events). */
/** A booked event's new date moves its bookings too (decision 058). */
export const action = keepsTyped(({ request }: Route.ActionArgs) =>
  saveEventDates(request, moveEventBookings),
);

export default function DashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  const { role, displayName, businessName, weddingDate, countdown, events, shortlist, canChange } =
    loaderData;
  const isBusiness = role === "business";

  return (
    <div className="container-page py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold sm:text-4xl">My Wedding Dashboard</h1>
          <p className="mt-2 text-stone-700">Plan your big day with your shortlisted vendors</p>
        </div>
        <Link to="/categories" className="btn-primary">
          Browse More Vendors
        </Link>
      </div>
      {role === "user" ? <PlanNav /> : null}

      {isBusiness ? (
        <section
          className="mt-8 flex flex-col gap-4 rounded-2xl border border-gold-500/40 bg-saffron-100/60 p-6 sm:flex-row sm:items-center sm:justify-between"
          aria-labelledby="business-area-heading"
        >
          <div className="flex items-start gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-brand-700">
              <Briefcase className="size-5" aria-hidden />
            </span>
            <div>
              <h2 id="business-area-heading" className="text-lg font-semibold">
                {businessName ? `${businessName}: your business area` : "Your business area"}
              </h2>
              <p className="mt-1 text-stone-700">
                You are signed in with a business account. Your listing, claims and enquiries are
                managed in your business area.
              </p>
            </div>
          </div>
          <Link to="/business" className="btn-primary shrink-0">
            Go to My Business <ArrowRight className="size-4" aria-hidden />
          </Link>
        </section>
      ) : null}

      <div
        className={`mt-6 grid grid-cols-1 gap-4 sm:mt-8 sm:gap-6 ${isBusiness ? "md:grid-cols-2" : "md:grid-cols-3"}`}
      >
        {/* A business account has no wedding of its own to count down to. */}
        {isBusiness ? null : (
          <StatCard icon={<CalendarHeart className="size-5" aria-hidden />} title="Wedding Date">
            <p className="font-display text-xl font-semibold sm:text-2xl text-ink">
              {weddingDate ?? "Not set"}
            </p>
            {countdown ? (
              <p className="mt-1 font-medium text-brand-700">{countdown}</p>
            ) : !loaderData.canSetDate ? null : (
              <Link to="/profile" className="mt-2 text-sm font-medium text-brand-700 underline">
                Add your wedding date
              </Link>
            )}
          </StatCard>
        )}
        <StatCard icon={<Heart className="size-5" aria-hidden />} title="Shortlisted Vendors">
          <p className="font-display text-xl font-semibold sm:text-2xl text-ink">
            {shortlist.total} {shortlist.total === 1 ? "Vendor" : "Vendors"}
          </p>
          {shortlist.groups.length > 1 ? (
            <p className="mt-1 text-sm text-stone-700">
              Across {shortlist.groups.length} categories
            </p>
          ) : null}
          {role === "user" ? <EnquiriesLink counts={loaderData.enquiries} /> : null}
        </StatCard>
        <StatCard icon={<UserRound className="size-5" aria-hidden />} title="My Profile">
          <p className="font-display text-xl font-semibold sm:text-2xl break-words text-ink">
            {displayName}
          </p>
          <Link to="/profile" className="btn-secondary mt-4 self-start">
            Edit Details
          </Link>
        </StatCard>
      </div>

      {loaderData.partnerOffer ? (
        <InvitePartnerCard name={loaderData.partnerOffer.name} compact />
      ) : null}
      {loaderData.checklist ? (
        <ChecklistCard checklist={loaderData.checklist} canChange={canChange} />
      ) : null}

      {!isBusiness && canChange && (actionData?.errors || events.some((event) => !event.dated)) ? (
        <EventDatesForm events={events} {...actionData} />
      ) : null}
      {isBusiness ? null : <EventCards events={events} canChange={canChange} />}

      <section className="mt-10" aria-labelledby="shortlist-heading">
        <h2 id="shortlist-heading" className="mb-4 scroll-mt-24 text-2xl font-semibold">
          My Shortlisted Vendors
        </h2>
        {shortlist.total > 0 && events.length > 0 ? (
          <p className="-mt-2 mb-4 text-stone-700">All vendors, whichever event they are for.</p>
        ) : null}
        {shortlist.total === 0 ? (
          <EmptyShortlist />
        ) : (
          <ShortlistTabs
            groups={shortlist.groups}
            canEnquire={role === "user" && canChange}
            canChooseEvents={role === "user" && canChange && events.length > 0}
          />
        )}
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "My Wedding Dashboard",
    description: "Plan your big day with your shortlisted vendors",
    path: "/dashboard",
    origin: originFrom(matches),
    noIndex: true,
  });
