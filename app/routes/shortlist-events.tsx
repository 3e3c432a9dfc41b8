import { Form, Link } from "react-router";
import { requirePlanUser } from "~/features/accounts/guards.server";
import {
  loadShortlistEvents,
  saveShortlistEvents,
} from "~/features/shortlist/shortlist-events-actions.server";
import { keepsTyped } from "~/lib/form.server";
import { isOutage } from "~/lib/outage";
import { originFrom, seo } from "~/lib/seo";
import { CheckOptions } from "~/ui/check-option";
import { FormError } from "~/ui/form";
import type { Route } from "./+types/shortlist-events";

/** "For which event?" for one shortlisted vendor, as a page of its own. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePlanUser(request);
  return loadShortlistEvents(user, params.vendorId, new URL(request.url));
}

export const action = keepsTyped(async ({ request }: Route.ActionArgs) => {
  const user = await requirePlanUser(request);
  return saveShortlistEvents(request, user);
});

export default function ShortlistEvents({ loaderData, actionData }: Route.ComponentProps) {
  const { vendor, events, chosen, redirectTo } = loaderData;
  const outage = isOutage(actionData) ? actionData : undefined;
  return (
    <section className="container-page py-10 sm:py-14">
      <div className="card mx-auto max-w-lg p-6 sm:p-8">
        <h1 className="text-2xl font-bold sm:text-3xl">For which event?</h1>
        <p className="mt-2 text-stone-700">
          <strong>{vendor.name}</strong> is in your shortlist. Choose the events it is for.
        </p>
        <Form method="post" className="mt-6 space-y-4">
          <FormError>{outage?.formError}</FormError>
          <input type="hidden" name="vendorId" value={vendor.id} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <fieldset>
            <legend className="sr-only">Events</legend>
            <div className="grid gap-2">
              <CheckOptions
                name="eventIds"
                options={events.map((event) => ({ value: event.id, label: event.label }))}
                checked={outage ? (outage.lists?.eventIds ?? []).map(Number) : chosen}
              />
            </div>
          </fieldset>
          {events.length === 0 ? (
            <p className="text-sm text-stone-700">
              You have no events yet. <Link to="/profile/events/new">Add an event</Link>.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary">
              Save
            </button>
            <Link to={redirectTo} className="btn-secondary">
              Not now
            </Link>
          </div>
        </Form>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "For which event?",
    path: "/shortlist",
    origin: originFrom(matches),
    noIndex: true,
  });
