import { expect } from "vitest";

/**
 * Every route module that can be posted to, with the URL its file name stands for
 * (`business.listings.tsx` → `/business/listings`): the cross-site and malformed-body tests post
 * to each of them.
 */
const modules = import.meta.glob<{ action?: (args: never) => unknown }>(
  ["/app/routes/*.ts", "/app/routes/*.tsx", "!/app/routes/*.test.ts"],
  { eager: true },
);

export type RouteAction = { file: string; url: string; action: never };

export const routeActions: RouteAction[] = Object.entries(modules).flatMap(([path, module]) => {
  if (typeof module.action !== "function") return [];
  const file = path.replace(/^\/app\/routes\//, "");
  const url = `/${file.replace(/\.tsx?$/, "").replaceAll(".", "/")}`;
  return [{ file, url, action: module.action as never }];
});

/**
 * Runs `post` against every action (it checks each answer), then checks that no table
 * `rowCounts` reads gained or lost a row.
 */
export async function postToEveryAction(
  rowCounts: () => Promise<unknown>,
  post: (route: RouteAction) => Promise<void>,
) {
  expect(routeActions.length).toBeGreaterThanOrEqual(15);
  const before = await rowCounts();
  for (const route of routeActions) await post(route);
  expect(await rowCounts()).toEqual(before);
}

/** The root route's middleware, which runs before every action. */
export const rootMiddleware = async () => (await import("~/root")).middleware;
