import { redirect } from "react-router";
import { requirePlanUser } from "~/features/accounts/guards.server";
import { CompareQuotes } from "~/features/quotes/compare-view";
import { comparePage } from "~/features/quotes/quote-actions.server";
import { privatePage } from "~/lib/seo";
import type { Route } from "./+types/dashboard-quotes";

/** The couple's quotes side by side, per category, for one event (`?event=`) or all. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePlanUser(request);
  if (user.role !== "user") throw redirect("/dashboard");
  return comparePage(user.id, new URL(request.url));
}

export default function DashboardQuotes({ loaderData }: Route.ComponentProps) {
  return <CompareQuotes {...loaderData} />;
}

export const meta: Route.MetaFunction = (args) => privatePage("Compare quotes", args);
