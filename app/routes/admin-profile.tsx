import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { todayInLondon } from "~/features/accounts/auth.schema";
import type { FormResult } from "~/features/accounts/form-result";
import { requireAdmin } from "~/features/accounts/guards.server";
import { getProfile, profileFormValues } from "~/features/accounts/profile.server";
import { saveProfile } from "~/features/accounts/profile-actions.server";
import { ProfileForm } from "~/features/accounts/profile-form";
import { originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/admin-profile";

export async function loader({ request }: Route.LoaderArgs) {
  // Spec: a non-admin goes to /profile, a visitor to /login.
  const user = await requireAdmin(request, { deniedRedirect: "/profile" });
  const profile = await getProfile(user.id);
  if (!profile) throw new Response("Not found", { status: 404 });
  return {
    email: user.email,
    isMainAdmin: user.isMainAdmin,
    values: profileFormValues(profile),
    today: todayInLondon(),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request, { deniedRedirect: "/profile" });
  return saveProfile(request, user, "/admin/profile");
}

export default function AdminProfile({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as FormResult | undefined;
  return (
    <section className="container-page py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <Link
          to="/admin"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back to Admin Panel
        </Link>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">Admin Profile Settings</h1>
        <p className="mt-2 text-stone-600">
          {loaderData.email}
          {loaderData.isMainAdmin ? " · Main admin" : ""}
        </p>
        <div className="card mt-6 p-6 sm:p-8">
          <ProfileForm
            accountRole="admin"
            values={result?.values ?? loaderData.values}
            serverErrors={result?.errors}
            today={loaderData.today}
          />
        </div>
        <p className="mt-6 text-sm text-stone-700">
          Change your email or password in{" "}
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
  seo({
    title: "Admin Profile Settings",
    path: "/admin/profile",
    origin: originFrom(matches),
    noIndex: true,
  });
