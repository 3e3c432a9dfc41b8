import { redirect } from "react-router";
import { requireAdmin } from "~/features/accounts/guards.server";
import { streamCsvImport } from "~/features/admin/csv-import-stream.server";
import type { Route } from "./+types/admin-import";

// The admin panel's CSV import with progress (the form's JavaScript posts here; without it the
// form posts to /admin). Guards: requireAdmin in both.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect("/admin?tab=add-business");
}

export async function action({ request }: Route.ActionArgs) {
  return streamCsvImport(request);
}
