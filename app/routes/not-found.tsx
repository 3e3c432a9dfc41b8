import { data } from "react-router";
import { logger } from "~/lib/logger.server";
import { errorPageMeta } from "~/ui/error-messages";
import { ErrorPage } from "~/ui/error-page";
import type { Route } from "./+types/not-found";

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  // Spec: the missing path is logged.
  logger.warn({ path: pathname }, "404: no page");
  return data({ pathname }, { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <ErrorPage status={404} path={loaderData.pathname} />;
}

export const meta: Route.MetaFunction = () => errorPageMeta(404);
