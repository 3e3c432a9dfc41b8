import { requireInboxReader } from "~/features/accounts/guards.server";
import { bookingAction, bookingPage } from "~/features/bookings/booking-actions.server";
import { BookingDetail } from "~/features/bookings/booking-view";
import { idParam } from "~/lib/id-param";
import { privatePage } from "~/lib/seo";
import type { Route } from "./+types/booking";

/** One booking, for its couple (/dashboard/bookings/{id}) or its vendor (/business/bookings/{id}). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, side } = await requireInboxReader(request, context);
  return bookingPage(user, side, idParam(params.bookingId));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, side } = await requireInboxReader(request, context);
  return bookingAction(request, user, side, idParam(params.bookingId));
}

export default function Booking({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingDetail {...loaderData} result={actionData} />;
}

export const meta: Route.MetaFunction = (args) => privatePage("Booking", args);
