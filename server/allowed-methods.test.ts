import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowedMethods, refuseOtherMethods } from "./allowed-methods.ts";

// A route manifest shaped like the real build's: the root has no action, some routes do.
const action = () => null;
const loader = () => null;
const route = (id: string, parentId: string | undefined, extra: object, module: object) => ({
  id,
  parentId,
  ...extra,
  module,
});
const routes = Object.fromEntries(
  [
    route("root", undefined, { path: "" }, { loader }),
    route("routes/home", "root", { index: true }, { loader }),
    route("routes/login", "root", { path: "login" }, { loader, action }),
    route("routes/admin", "root", { path: "admin" }, { loader, action }),
    route("routes/vendor", "root", { path: "vendor/:vendorId" }, { loader }),
    route("routes/api.auth", "root", { path: "api/auth/*" }, { loader, action }),
    route("routes/not-found", "root", { path: "*" }, { loader }),
  ].map((entry) => [entry.id, entry]),
) as unknown as ServerBuild["routes"];

describe("allowedMethods", () => {
  it.each([
    ["/login", "", "GET, HEAD, POST"],
    ["/login.data", "", "GET, HEAD, POST"],
    ["/admin", "?tab=users", "GET, HEAD, POST"],
    ["/api/auth/get-session", "", "GET, HEAD, POST"],
    ["/", "", "GET, HEAD"],
    ["/", "?index", "GET, HEAD"],
    ["/_root.data", "", "GET, HEAD"],
    ["/vendor/12", "", "GET, HEAD"],
    ["/vendor/12.data", "", "GET, HEAD"],
    ["/no/such/page", "", "GET, HEAD"],
  ])("%s%s takes %s", (path, search, expected) => {
    expect(allowedMethods(routes, path, search).join(", ")).toBe(expected);
  });
});

describe("refuseOtherMethods before React Router", () => {
  let base = "";
  let server: http.Server;
  const reached: string[] = [];

  beforeAll(async () => {
    const app = express();
    app.use(refuseOtherMethods(async () => ({ routes }) as ServerBuild));
    app.all("/{*splat}", (req, res) => {
      reached.push(`${req.method} ${req.path}`);
      res.send("handled");
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  // node:http, not fetch: fetch refuses to send TRACE at all.
  const send = (method: string, path: string) =>
    new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
      const request = http.request(`${base}${path}`, { method }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, allow: response.headers.allow }),
        );
      });
      request.on("error", reject);
      request.end();
    });

  it("answers 405 with Allow for methods no route takes, and never reaches the app", async () => {
    reached.length = 0;
    for (const method of ["DELETE", "PUT", "PATCH", "TRACE"]) {
      expect(await send(method, "/admin")).toEqual({ status: 405, allow: "GET, HEAD, POST" });
    }
    expect(await send("POST", "/vendor/3")).toEqual({ status: 405, allow: "GET, HEAD" });
    expect(await send("TRACE", "/")).toEqual({ status: 405, allow: "GET, HEAD" });
    expect(reached).toEqual([]);
  });

  it("answers OPTIONS with 204 and Allow, without reaching the app", async () => {
    expect(await send("OPTIONS", "/login")).toEqual({ status: 204, allow: "GET, HEAD, POST" });
    expect(reached).toEqual([]);
  });

  it("passes reads everywhere and POST where there is an action", async () => {
    reached.length = 0;
    expect((await send("GET", "/vendor/3")).status).toBe(200);
    expect((await send("HEAD", "/")).status).toBe(200);
    expect((await send("POST", "/login")).status).toBe(200);
    expect((await send("POST", "/login.data")).status).toBe(200);
    expect(reached).toEqual(["GET /vendor/3", "HEAD /", "POST /login", "POST /login.data"]);
  });
});
