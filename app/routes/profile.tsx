import { Link } from "react-router";
import { todayInLondon } from "~/features/accounts/auth.schema";
import type { FormResult } from "~/features/accounts/form-result";
import { requireUser } from "~/features/accounts/guards.server";
import { formLongDate } from "~/features/accounts/labels";
import { getProfile, profileFormValues } from "~/features/accounts/profile.server";
import { saveProfile } from "~/features/accounts/profile-actions.server";
import { ProfileForm } from "~/features/accounts/profile-form";
import { originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/profile";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const profile = await getProfile(user.id);
  if (!profile) throw new Response("Not found", { status: 404 });
  return {
    role: user.role,
    email: user.email,
    values: profileFormValues(profile),
    weddingDate: profile.weddingDate ? formLongDate(profile.weddingDate) : null,
    today: todayInLondon(),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  return saveProfile(request, user, "/profile");
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as FormResult | undefined;
  const { role } = loaderData;
  return (
    <section className="container-page py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold sm:text-4xl">
          {role === "business" ? "Business Profile" : "Your Profile"}
        </h1>
        <p className="mt-2 text-stone-600">
          {role === "business"
            ? "The details couples and our team see for your business account."
            : loaderData.weddingDate
              ? `Your wedding is on ${loaderData.weddingDate}.`
              : "Tell us about your wedding so we can help you plan."}
        </p>
        <div className="card mt-6 p-6 sm:p-8">
          <ProfileForm
            accountRole={role}
            values={result?.values ?? loaderData.values}
            serverErrors={result?.errors}
            today={loaderData.today}
          />
        </div>
        <p className="mt-6 text-sm text-stone-700">
          Signed in as <strong>{loaderData.email}</strong>. Change your email or password in{" "}
          <Link to="/account" className="font-semibold text-brand-700 hover:underline">
            Account Settings
          </Link>
          .
        </p>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: "Profile", path: "/profile", origin: originFrom(matches), noIndex: true });
