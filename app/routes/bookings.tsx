import { data } from "react-router";
import { requireInboxReader } from "~/features/accounts/guards.server";
import {
  bookingAction,
  bookingPage,
  bookingsPage,
} from "~/features/bookings/booking-actions.server";
import { BookingDetail, BookingList } from "~/features/bookings/booking-view";
import { keepsTyped } from "~/lib/form.server";
import { idParam } from "~/lib/id-param";
import { privatePage } from "~/lib/seo";
import type { Route } from "./+types/bookings";

/**
 * Bookings, for the couple at /dashboard/bookings[/{id}] and the vendor's owner at
 * /business/bookings[/{id}] ("Upcoming events"): the list, or one booking with its actions. One
 * module for the four addresses keeps the route manifest every first visit loads small.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, side } = await requireInboxReader(request, context);
  if (params.bookingId === undefined) return { list: await bookingsPage(user, side) };
  return { one: await bookingPage(user, side, idParam(params.bookingId)) };
}

export const action = keepsTyped(async ({ request, params, context }: Route.ActionArgs) => {
  const { user, side } = await requireInboxReader(request, context);
  if (params.bookingId === undefined) throw data("Not found", { status: 404 });
  return bookingAction(request, user, side, idParam(params.bookingId));
});

export default function Bookings({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.one) return <BookingDetail {...loaderData.one} result={actionData} />;
  return loaderData.list ? <BookingList {...loaderData.list} /> : null;
}

export const meta: Route.MetaFunction = (args) =>
  privatePage(
    args.loaderData?.one
      ? "Booking"
      : args.loaderData?.list?.side === "vendor"
        ? "Upcoming events"
        : "Our bookings",
    args,
  );
