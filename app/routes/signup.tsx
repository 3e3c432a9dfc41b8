import type { WizardResult } from "~/features/accounts/auth.constants";
import { businessTypeFor } from "~/features/accounts/business-types";
import { requireAnonymous } from "~/features/accounts/guards.server";
import { SignupWizard } from "~/features/accounts/signup-wizard";
import { readListingDraft } from "~/features/business/listing-draft.server";
import { publicPageHeaders } from "~/features/page-cache/public-page";
import { signupAction } from "~/features/profile/signup-actions.server";
import { keepsTyped } from "~/lib/form.server";
import { readPlace } from "~/lib/keep-place";
import { todayInLondon } from "~/lib/london-date";
import { originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/signup";

/** Anonymous visitors share this page (server/page-cache.ts, decision 025). */
export const headers = publicPageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const place = readPlace(new URL(request.url).searchParams);
  // A listing typed on Add Business before sign-up fills in what sign-up asks (decision 042).
  const draft = await readListingDraft(request);
  const prefill = draft
    ? {
        businessName: draft.name ?? "",
        businessType: businessTypeFor(draft.categoryId),
        businessDescription: draft.description ?? "",
        email: draft.email ?? "",
      }
    : null;
  return { today: todayInLondon(), place, prefill, draftName: draft?.name ?? null };
}

export const action = keepsTyped(({ request, context }: Route.ActionArgs) =>
  signupAction(request, context),
);

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SignupWizard
      result={actionData as WizardResult | undefined}
      today={loaderData.today}
      place={loaderData.place}
      prefill={loaderData.prefill}
      draftName={loaderData.draftName}
    />
  );
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
