import { Link } from "react-router";
import { requirePlanUser } from "~/features/accounts/guards.server";
import { getProfile } from "~/features/accounts/profile.server";
import { EventFacts } from "~/features/events/event-cards";
import { eventPlans } from "~/features/events/plan.server";
import { PrintBar } from "~/features/events/print-button";
import { formatLongDate } from "~/lib/format";
import { originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/dashboard-plan";

/** A one-page plan of every event with its vendors and their contact details, made to print. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePlanUser(request);
  const [profile, events] = await Promise.all([getProfile(user.id), eventPlans(user.id)]);
  const names = [profile?.name, profile?.name2].map((name) => name?.trim()).filter(Boolean);
  return {
    couple: names.join(" & ") || "Our wedding",
    weddingDate: profile?.weddingDate ? formatLongDate(profile.weddingDate) : null,
    events,
    // A viewer reads the plan; adding an event is the couple's and their planners'.
    canAdd: user.memberRole !== "viewer",
  };
}

export default function DashboardPlan({ loaderData }: Route.ComponentProps) {
  const { couple, weddingDate, events, canAdd } = loaderData;
  return (
    <div className="container-page max-w-4xl py-8 print:max-w-none print:p-0 print:text-[11pt]">
      <PrintBar back="/dashboard">Back to dashboard</PrintBar>
      <h1 className="text-3xl font-bold print:text-2xl">{couple}: our wedding plan</h1>
      {weddingDate ? <p className="mt-1 text-stone-700">Wedding date: {weddingDate}</p> : null}
      {events.length === 0 ? (
        <p className="mt-6 text-stone-700">
          No events yet.{" "}
          {canAdd ? (
            <>
              <Link to="/profile/events/new">Add an event</Link>.
            </>
          ) : null}
        </p>
      ) : null}
      <div className="mt-6 space-y-5 print:mt-4 print:space-y-3">
        {events.map((event) => (
          <section
            key={event.id}
            aria-labelledby={`plan-${event.id}`}
            className="break-inside-avoid rounded-xl border border-stone-300 p-4 print:rounded-none print:border-0 print:border-t print:px-0 print:py-2"
          >
            <h2 id={`plan-${event.id}`} className="text-xl font-semibold print:text-base">
              {event.label}
            </h2>
            <EventFacts event={event} />
            {event.booked.map((vendor) => (
              <p key={vendor.id} className="mt-1 text-sm font-semibold">
                Booked: {vendor.name}
              </p>
            ))}
            {event.groups.length > 0 ? (
              <table className="mt-2 w-full text-left text-sm">
                <thead className="sr-only print:not-sr-only">
                  <tr>
                    <th scope="col">Service</th>
                    <th scope="col">Vendor</th>
                    <th scope="col">Contact</th>
                  </tr>
                </thead>
                <tbody>
                  {event.groups.flatMap((group) =>
                    group.vendors.map((vendor) => (
                      <tr key={`${group.categoryId}-${vendor.id}`} className="align-top">
                        <td className="py-1 pr-3 text-stone-700">{group.name}</td>
                        <td className="py-1 pr-3 font-medium">{vendor.name}</td>
                        <td className="py-1 break-all">
                          {[vendor.phone, vendor.email, vendor.website].filter(Boolean).join(" · ")}
                        </td>
                      </tr>
                    )),
                  )}
                </tbody>
              </table>
            ) : (
              <p className="mt-2 text-sm text-stone-700">No vendors chosen yet.</p>
            )}
            {event.missing.length > 0 ? (
              <p className="mt-2 text-sm text-stone-700">
                Still to find: {event.missing.map((missing) => missing.name).join(", ")}
              </p>
            ) : null}
          </section>
        ))}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Our wedding plan",
    path: "/dashboard/plan",
    origin: originFrom(matches),
    noIndex: true,
  });
