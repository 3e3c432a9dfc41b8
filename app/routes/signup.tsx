import { todayInLondon, type WizardResult } from "~/features/accounts/auth.constants";
import { requireAnonymous } from "~/features/accounts/guards.server";
import { SignupWizard } from "~/features/accounts/signup-wizard";
import { publicPageHeaders } from "~/features/page-cache/public-page";
import { signupAction } from "~/features/profile/signup-actions.server";
import { originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/signup";

/** Anonymous visitors share this page (server/page-cache.ts, decision 025). */
export const headers = publicPageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return { today: todayInLondon() };
}

export const action = ({ request, context }: Route.ActionArgs) => signupAction(request, context);

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  return <SignupWizard result={actionData as WizardResult | undefined} today={loaderData.today} />;
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo({
    title: "Create an account",
    description:
      "Join Saath as a couple to plan your wedding, or as a business to reach couples across the UK.",
    path: location.pathname === "/register" ? "/register" : "/signup",
    origin: originFrom(matches),
    noIndex: true,
  });
