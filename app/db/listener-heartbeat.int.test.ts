/**
 * Issue 28, finding 7: each instance hears of changes through one LISTEN connection, which had
 * no heartbeat: paused silently for 37 s (no error, no close), it went on serving the old listing
 * page and accepting a session logged out elsewhere. Now the listener NOTIFYs a heartbeat through
 * the pool and must hear it within a deadline; when it does not, the process stops using its kept
 * pages, results and sessions, tears the connection down and reconnects.
 *
 * The silent loss is made by a TCP proxy in front of PostgreSQL that stops forwarding (and keeps
 * the sockets open), as a stalled network or a frozen load balancer would. PostgreSQL only: the
 * embedded database's listener is in-process and cannot be lost.
 */
import net from "node:net";
import { afterAll, describe, expect, it, vi } from "vitest";
import { getEnv } from "~/config.server";
import { getDbHandle, LISTEN_HEARTBEAT, openPostgresHandle } from "~/db/client.server";
import {
  isSessionCacheListening,
  watchSessionChanges,
} from "~/features/accounts/session-cache.server";
import { watchContentChanges } from "~/features/page-cache/content-changes.server";
import {
  isDirectoryCacheListening,
  setDirectoryCacheListening,
} from "~/features/vendors/directory-cache.server";
import { logger } from "~/lib/logger.server";

/** A TCP proxy that can stop forwarding without closing anything, and start again. */
async function pausableProxy(host: string, port: number) {
  let paused = false;
  const held: Array<[net.Socket, Buffer]> = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(port, host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on("data", (chunk: Buffer) => {
        if (paused) held.push([to, chunk]);
        else to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
      for (const [to, chunk] of held.splice(0)) if (!to.destroyed) to.write(chunk);
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const onPostgres = getDbHandle().kind === "postgres";

// Runs on both databases (a file whose every test is skipped runs no hooks, and would leave its
// database open for the next file in the worker).
it("waits for more than two beats before calling a listener lost", () => {
  expect(LISTEN_HEARTBEAT.deadlineMs).toBeGreaterThan(2 * LISTEN_HEARTBEAT.intervalMs);
});

describe.runIf(onPostgres)("a listening connection that goes silent", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    setDirectoryCacheListening(false);
  });

  it("is noticed by its missing heartbeat: kept pages and sessions stop being used, and come back after", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => {});
    const url = new URL(getEnv().DATABASE_URL as string);
    const proxy = await pausableProxy(url.hostname, Number(url.port || 5432));
    cleanups.push(proxy.close);
    const viaProxy = new URL(url);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    // Fast beats for the test; the server's are LISTEN_HEARTBEAT (2 s, heard within 5 s).
    const handle = openPostgresHandle(viaProxy.toString(), { intervalMs: 100, deadlineMs: 800 });
    cleanups.push(() => handle.close());

    const pageCache: boolean[] = [];
    const stopContent = await watchContentChanges(
      { onChange: () => {}, onListening: (listening) => pageCache.push(listening) },
      handle,
    );
    cleanups.push(stopContent);
    cleanups.push(await watchSessionChanges(handle));
    /** All three listeners (directory cache, session cache, page cache) say `listening`. */
    const expectListening = (listening: boolean) => {
      expect(isDirectoryCacheListening()).toBe(listening);
      expect(isSessionCacheListening()).toBe(listening);
      expect(pageCache.at(-1)).toBe(listening);
    };
    expectListening(true);
    // Beats are heard while the connection works: nothing is lost for a while.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(pageCache).toEqual([true]);

    // The network goes silent: no error, no close. Within the deadline, nothing kept is used.
    proxy.pause();
    await vi.waitFor(() => expectListening(false), { timeout: 5_000, interval: 50 });

    // The network comes back: the listener reconnects by itself.
    proxy.resume();
    await vi.waitFor(() => expectListening(true), { timeout: 20_000, interval: 100 });
  }, 40_000);
});
