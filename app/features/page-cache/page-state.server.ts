import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareFunction } from "react-router";
import { onQueryFailure } from "~/db/availability.server";
import { isSharedPolicy, PRIVATE_PAGE } from "./public-page";

/**
 * Whether the response being made may be shared with other visitors (by the server's page cache
 * or a CDN). A public route says it may (`publicPageHeaders`); this middleware, on the root
 * route, takes that back when anything made the answer personal or temporary: a cookie on the
 * request (a session or a toast), a cookie set by the answer, a status other than 200, or a read
 * that `markNotShareable` flagged (the last good copy shown while the database is away).
 */
interface PageState {
  shareable: boolean;
}

const pageState = new AsyncLocalStorage<PageState>();

/** The page being made shows something it must not keep (e.g. the 'Connection Issue' copy). */
export function markNotShareable() {
  const state = pageState.getStore();
  if (state) state.shareable = false;
}

// Every query that fails while a page is made marks it (decision 013: the last good copy).
onQueryFailure(markNotShareable);

export const sharedPagePolicy: MiddlewareFunction<Response> = async ({ request }, next) => {
  const state: PageState = { shareable: true };
  const response = await pageState.run(state, next);
  const shareable =
    state.shareable &&
    response.status === 200 &&
    (request.method === "GET" || request.method === "HEAD") &&
    !request.headers.has("cookie") &&
    !request.headers.has("authorization") &&
    !response.headers.has("set-cookie");
  if (!shareable && isSharedPolicy(response.headers.get("Cache-Control"))) {
    response.headers.set("Cache-Control", PRIVATE_PAGE);
  }
  return response;
};
