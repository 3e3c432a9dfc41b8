import { requireUser } from "~/features/accounts/guards.server";
import { exportMyData } from "~/features/profile/my-data.server";
import type { Route } from "./+types/account-data";

/** Account Settings → Download my data: everything we hold about the signed-in user, as JSON. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const data = await exportMyData(user);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="saath-my-data-${day}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
