/**
 * The guest list's pages, for integration files that sign people in through `session-mock.ts`
 * (`vi.mock("~/features/accounts/session.server", () => import(".../session-mock"))` first):
 * the route modules, and `as(user)` to choose who is signed in.
 */
import type { SessionUser } from "~/features/accounts/session.server";
import { session } from "./session-mock";

export * as listRoute from "~/routes/dashboard-guests";
export * as eventRoute from "~/routes/dashboard-guests-event";
export * as csvRoute from "~/routes/dashboard-guests-event-csv";
export * as importRoute from "~/routes/dashboard-guests-import";
export * as householdRoute from "~/routes/dashboard-household";

/** Signs `user` in for the requests that follow (null: signed out). */
export function as(user: SessionUser | null) {
  session.user = user;
}
