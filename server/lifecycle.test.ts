import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type AppLifecycle, createLifecycle } from "./lifecycle.ts";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** An Express app with the lifecycle in front and one slow route that waits for `release`. */
async function start(drainMs = 10_000) {
  const exit = vi.fn<(code: number) => void>();
  const exited = new Promise<number>((resolve) => exit.mockImplementation(resolve));
  const lifecycle = createLifecycle({ logger: quiet, drainMs, exit });
  let release = () => {};
  const slowStarted = new Promise<void>((started) => {
    const app = express();
    app.use(lifecycle.routes);
    app.get("/slow", (_req, res) => {
      started();
      release = () => res.send("finished");
    });
    app.get("/fast", (_req, res) => res.send("fast"));
    server = app.listen(0);
  });
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = (path: string) => `${base}${path}`;
  return { lifecycle, exit, exited, url, slowStarted, release: () => release() };
}

let server: http.Server;
afterEach(() => {
  server.closeAllConnections();
  server.close();
});

/** A GET on a connection of its own (fetch's pool would reuse one across tests). */
function get(
  url: string,
  agent: http.Agent | false = false,
): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
        );
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

describe("health checks", () => {
  it("/healthz answers while the process is up; /readyz only once the app says it is ready", async () => {
    const { lifecycle, url } = await start();
    expect(await get(url("/healthz"))).toMatchObject({ status: 200, body: '{"status":"ok"}' });
    expect(JSON.parse((await get(url("/readyz"))).body)).toEqual({
      status: "unavailable",
      reason: "starting",
    });

    let answer = { ready: false, reason: "database unreachable: connection refused" };
    const app: AppLifecycle = { readiness: async () => answer };
    lifecycle.use(app);
    const down = await get(url("/readyz"));
    expect(down.status).toBe(503);
    expect(JSON.parse(down.body).reason).toBe("database unreachable: connection refused");

    answer = { ready: true, reason: "" };
    expect(await get(url("/readyz"))).toMatchObject({ status: 200, body: '{"status":"ready"}' });
    expect((await get(url("/fast"))).body).toBe("fast");
  });
});

describe("graceful shutdown", () => {
  it("stops accepting, lets the request in flight finish, closes the database, exits 0", async () => {
    const { lifecycle, url, slowStarted, release, exited } = await start();
    const closeDatabase = vi.fn(async () => {});
    lifecycle.use({ readiness: async () => ({ ready: true }), closeDatabase });

    // On a keep-alive connection, as a browser or a proxy would send it.
    const agent = new http.Agent({ keepAlive: true });
    const inFlight = get(url("/slow"), agent);
    await slowStarted;
    const stopping = lifecycle.stop(server, "SIGTERM");

    // No new connections once stopping …
    await expect(get(url("/fast"))).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(closeDatabase).not.toHaveBeenCalled();
    // … but the request already being served completes, and is told to close its connection.
    release();
    expect(await inFlight).toMatchObject({ status: 200, body: "finished", connection: "close" });
    agent.destroy();
    expect(await exited).toBe(0);
    await stopping;
    expect(closeDatabase).toHaveBeenCalledOnce();
    expect(server.listening).toBe(false);
  });

  it("cuts requests still running after the limit, then still closes the database and exits 0", async () => {
    const { lifecycle, url, slowStarted, exited } = await start(100);
    const closeDatabase = vi.fn(async () => {});
    lifecycle.use({ closeDatabase });

    const stuck = get(url("/slow"));
    await slowStarted;
    void lifecycle.stop(server, "SIGTERM");
    await expect(stuck).rejects.toMatchObject({ code: "ECONNRESET" });
    expect(await exited).toBe(0);
    expect(closeDatabase).toHaveBeenCalledOnce();
  });

  it("answers /readyz 503 once stopping, and asks every later response to close its connection", async () => {
    const { lifecycle, slowStarted, url, release, exited } = await start();
    lifecycle.use({ readiness: async () => ({ ready: true }) });
    // A second listener on the same lifecycle stands for a keep-alive connection that is
    // still open when the signal comes.
    const other = express().use(lifecycle.routes).listen(0);
    await new Promise((resolve) => other.once("listening", resolve));
    const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      const inFlight = get(url("/slow"));
      await slowStarted;
      void lifecycle.stop(server, "SIGTERM");
      const readyz = await get(`${otherUrl}/readyz`, new http.Agent({ keepAlive: true }));
      expect(readyz).toMatchObject({ status: 503, connection: "close" });
      expect(JSON.parse(readyz.body)).toEqual({ status: "unavailable", reason: "shutting down" });
      release();
      await inFlight;
      expect(await exited).toBe(0);
    } finally {
      other.close();
    }
  });
});
