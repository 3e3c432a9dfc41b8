import { ShieldCheck, UserCog, Users } from "lucide-react";
import { Link } from "react-router";
import { requireAdmin } from "~/features/accounts/guards.server";
import { formLongDate } from "~/features/accounts/labels";
import { listUsers } from "~/features/accounts/profile.server";
import { originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/admin";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  // Spec §6: only the main admin sees the full user list.
  const users = user.isMainAdmin
    ? (await listUsers()).map((row) => ({ ...row, createdAt: formLongDate(row.createdAt) }))
    : null;
  return { name: user.name, email: user.email, isMainAdmin: user.isMainAdmin, users };
}

const ROLE_LABEL: Record<string, string> = { user: "Couple", business: "Business", admin: "Admin" };

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { users } = loaderData;
  return (
    <section className="container-page py-10 sm:py-14">
      <h1 className="text-3xl font-bold sm:text-4xl">Admin Panel</h1>
      <p className="mt-2 text-stone-600">
        Signed in as {loaderData.email}
        {loaderData.isMainAdmin ? " (main admin)" : ""}.
      </p>

      <h2 className="mt-8 text-xl font-semibold">Admin tools available now</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Link
          to="/admin/profile"
          className="card flex items-start gap-3 p-5 hover:border-brand-500"
        >
          <UserCog className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden />
          <span>
            <span className="block font-semibold">Admin Profile Settings</span>
            <span className="text-sm text-stone-600">Your name as other admins see it.</span>
          </span>
        </Link>
        <Link to="/account" className="card flex items-start gap-3 p-5 hover:border-brand-500">
          <ShieldCheck className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden />
          <span>
            <span className="block font-semibold">Account Settings</span>
            <span className="text-sm text-stone-600">Your login email and password.</span>
          </span>
        </Link>
        {users ? (
          <a href="#users" className="card flex items-start gap-3 p-5 hover:border-brand-500">
            <Users className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden />
            <span>
              <span className="block font-semibold">Users</span>
              <span className="text-sm text-stone-600">
                Every account, newest first (main admin only).
              </span>
            </span>
          </a>
        ) : null}
      </div>
      {!users ? (
        <p className="mt-6 text-sm text-stone-700">
          Only the main admin account can access full user list.
        </p>
      ) : null}

      {users ? (
        <section id="users" className="mt-10" aria-labelledby="users-heading">
          <h2 id="users-heading" className="text-xl font-semibold">
            Users
          </h2>
          {users.length === 0 ? (
            <p className="mt-3">No users found</p>
          ) : (
            <div className="card mt-4 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Name
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Email
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Role
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Joined
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-100">
                  {users.map((row) => (
                    <tr key={row.id}>
                      <td className="px-4 py-3">{row.name}</td>
                      <td className="px-4 py-3 break-all">
                        {row.email}
                        {row.emailVerified ? null : (
                          <span className="ml-2 text-xs text-stone-600">(not confirmed)</span>
                        )}
                      </td>
                      <td className="px-4 py-3">{ROLE_LABEL[row.role] ?? "Couple"}</td>
                      <td className="px-4 py-3 whitespace-nowrap">{row.createdAt}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ) : null}
    </section>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: "Admin Panel", path: "/admin", origin: originFrom(matches), noIndex: true });
