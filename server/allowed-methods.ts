// Answers 405 (with `Allow`) for a method the addressed route does not take, before React Router
// runs: GET and HEAD everywhere, POST only where the route has an action, OPTIONS 204 with the
// same `Allow`. Without it React Router runs a route's action for any non-GET method (a DELETE
// with intent=approve approved a vendor) and answers TRACE with a 500.
// Runs with Node's own TypeScript support (type stripping): keep this file free of enums and JSX.
import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

const READS = ["GET", "HEAD"];
const WITH_ACTION = ["GET", "HEAD", "POST"];

type Manifest = ServerBuild["routes"];
type Node = RouteObject & { id: string };

const trees = new WeakMap<Manifest, Node[]>();

/** React Router's flat route manifest as the nested tree `matchRoutes` takes. */
function routeTree(routes: Manifest): Node[] {
  let tree = trees.get(routes);
  if (tree) return tree;
  const childrenOf = (parentId: string | undefined): Node[] =>
    Object.values(routes)
      .filter((route) => route?.parentId === parentId)
      .map((route) => {
        const node = {
          id: route?.id ?? "",
          path: route?.path,
          caseSensitive: route?.caseSensitive,
        };
        if (route?.index) return { ...node, index: true } as Node;
        return { ...node, children: childrenOf(route?.id) } as Node;
      });
  tree = childrenOf(undefined);
  trees.set(routes, tree);
  return tree;
}

/**
 * The methods the route at `pathname` takes. A single-fetch data request (`/login.data`,
 * `/_root.data` for "/") addresses the same route as its page. As in React Router, a POST to
 * an index route's path goes to the index route only with `?index`, else to its parent.
 */
export function allowedMethods(routes: Manifest, pathname: string, search = ""): string[] {
  let path = pathname;
  if (path === "/_root.data") path = "/";
  else if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  const matches = matchRoutes(routeTree(routes), path) ?? [];
  let target = matches.at(-1);
  if (target?.route.index && !new URLSearchParams(search).has("index")) target = matches.at(-2);
  const id = (target?.route as Node | undefined)?.id;
  return id && routes[id]?.module.action ? WITH_ACTION : READS;
}

/** Express middleware, placed just before React Router's handler. */
export function refuseOtherMethods(getBuild: () => Promise<ServerBuild>): RequestHandler {
  return async (req, res, next) => {
    if (READS.includes(req.method)) return next();
    try {
      const url = new URL(req.originalUrl, "http://localhost");
      const allowed = allowedMethods((await getBuild()).routes, url.pathname, url.search);
      res.setHeader("Allow", allowed.join(", "));
      if (req.method === "OPTIONS") {
        res.status(204).end();
        return;
      }
      if (allowed.includes(req.method)) return next();
      res.status(405).type("text/plain").send("Method Not Allowed");
    } catch (error) {
      next(error);
    }
  };
}
