import { Link } from "react-router";
import { requireAdmin } from "~/features/accounts/guards.server";
import { ProfilePage } from "~/features/accounts/profile-form";
import { loadProfileForm, saveProfile } from "~/features/profile/profile-actions.server";
import type { FormResult } from "~/lib/form";
import { keepsTyped } from "~/lib/form.server";
import { originFrom, seo } from "~/lib/seo";
import { ArrowLeft } from "~/ui/icons";
import type { Route } from "./+types/admin-profile";

// Spec: a non-admin goes to /profile, a visitor to /login.
const requireAdminHere = (request: Request) =>
  requireAdmin(request, { deniedRedirect: "/profile" });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdminHere(request);
  return { ...(await loadProfileForm(user)), isMainAdmin: user.isMainAdmin };
}

export const action = keepsTyped(async ({ request }: Route.ActionArgs) => {
  const user = await requireAdminHere(request);
  return saveProfile(request, user, "/admin/profile");
});

export default function AdminProfile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProfilePage
      heading={
        <>
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
        </>
      }
      accountRole="admin"
      values={loaderData.values}
      result={actionData as FormResult | undefined}
      today={loaderData.today}
      note={null}
    />
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Admin Profile Settings",
    path: "/admin/profile",
    origin: originFrom(matches),
    noIndex: true,
  });
