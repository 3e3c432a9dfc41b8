import { Link, useLocation } from "react-router";
import { formatLongDate } from "~/lib/format";
import { loginHref } from "~/lib/login-url";
import { useRootData } from "~/ui/root-data";

/**
 * The filter panel's "Free on my event dates" (issue 30): a tick that puts `free=1` in the
 * address; the dates are the signed-in couple's own, read on the server. A visitor is asked to
 * log in, a couple without dates to add their events.
 */
export function FreeDatesField({
  free,
  eventDates,
}: {
  free: boolean;
  eventDates: string[] | null | undefined;
}) {
  const isSignedIn = Boolean(useRootData()?.user);
  const here = useLocation();
  // A business or an admin has no event dates to be free on: nothing to offer them.
  if (!eventDates && isSignedIn) return null;
  if (!eventDates) {
    return (
      <p className="rounded-xl bg-stone-50 px-3 py-2 text-sm text-stone-700">
        {/* Back to this list, its filters kept, where the tick is then offered. */}
        <Link
          to={loginHref(`${here.pathname}${here.search}`)}
          className="font-semibold text-brand-700 underline"
        >
          Log in
        </Link>{" "}
        to see who is free on your event dates.
      </p>
    );
  }
  if (eventDates.length === 0) {
    return (
      <p className="rounded-xl bg-stone-50 px-3 py-2 text-sm text-stone-700">
        <Link to="/profile" className="font-semibold text-brand-700 underline">
          Add your events' dates
        </Link>{" "}
        to see who is free on them.
      </p>
    );
  }
  return (
    <div className="rounded-xl border border-stone-200 px-3 py-2.5">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          name="free"
          value="1"
          defaultChecked={free}
          aria-describedby="filter-free-dates"
          className="size-5 accent-brand-700"
        />
        Free on my event dates
      </label>
      <p id="filter-free-dates" className="text-sm text-stone-600">
        {eventDates.map((day) => formatLongDate(day)).join(", ")}
      </p>
    </div>
  );
}
