import { requireInboxReader } from "~/features/accounts/guards.server";
import { bookingsPage } from "~/features/bookings/booking-actions.server";
import { BookingList } from "~/features/bookings/booking-view";
import { privatePage } from "~/lib/seo";
import type { Route } from "./+types/bookings";

/** The couple's bookings (/dashboard/bookings) and the vendor's upcoming events (/business/bookings). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, side } = await requireInboxReader(request, context);
  return bookingsPage(user, side);
}

export default function Bookings({ loaderData }: Route.ComponentProps) {
  return <BookingList {...loaderData} />;
}

export const meta: Route.MetaFunction = (args) =>
  privatePage(args.loaderData?.side === "vendor" ? "Upcoming events" : "Our bookings", args);
