// Health checks and graceful shutdown for server/index.ts (kept apart so that file stays short).
// Runs with Node's own TypeScript support (type stripping): no enums, no parameter properties.
import type http from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { AppServerContract } from "../app/server-contract.ts";

/** What the app bundle exports for these (app/server-contract.ts); absent until it is loaded. */
export type AppLifecycle = Partial<Pick<AppServerContract, "readiness" | "closeDatabase">>;

interface Log {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

export interface LifecycleOptions {
  logger: Log;
  /** How long requests in flight may take to finish after a stop signal. */
  drainMs?: number;
  /** process.exit, replaceable in tests. */
  exit?: (code: number) => void;
}

export function createLifecycle({
  logger,
  drainMs = 10_000,
  exit = process.exit,
}: LifecycleOptions) {
  let app: AppLifecycle = {};
  let stopping = false;
  /** Run before the database closes (e.g. the page cache's change subscription). */
  const closers: (() => Promise<void>)[] = [];
  // Responses being written, so a stop can tell each client not to reuse its connection.
  const active = new Set<Response>();
  const askToClose = (res: Response) => {
    if (!res.headersSent) res.set("Connection", "close");
  };

  const answer = (res: Response, status: number, body: object) => {
    res.status(status).set("Cache-Control", "no-store").json(body);
  };

  /**
   * `GET /healthz`: the process is up (a liveness check). `GET /readyz`: it has migrated and its
   * database answers, and it is not stopping (send it traffic). Both before React Router, so
   * neither depends on the app's routes or logs a line per poll.
   */
  async function routes(req: Request, res: Response, next: NextFunction) {
    // Once stopping, every response asks its client to reconnect (to another instance); one
    // that started before is asked when the stop comes.
    if (stopping) askToClose(res);
    else {
      active.add(res);
      res.once("close", () => active.delete(res));
    }
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path === "/healthz") return answer(res, 200, { status: "ok" });
    if (req.path !== "/readyz") return next();
    if (stopping) return answer(res, 503, { status: "unavailable", reason: "shutting down" });
    if (!app.readiness) return answer(res, 503, { status: "unavailable", reason: "starting" });
    const result = await app.readiness();
    if (result.ready) return answer(res, 200, { status: "ready", ...result.details });
    return answer(res, 503, {
      status: "unavailable",
      reason: result.reason ?? "not ready",
      ...result.details,
    });
  }

  /**
   * Stops accepting connections, lets requests in flight finish (at most `drainMs`, then cuts
   * what is left), closes the database and exits 0. A second signal exits at once.
   */
  async function stop(server: http.Server, signal: string) {
    if (stopping) {
      logger.warn({ signal }, "Second stop signal: exiting now");
      exit(1);
      return;
    }
    stopping = true;
    for (const res of active) askToClose(res);
    logger.info({ signal, drainMs }, "Stopping: no new connections, finishing requests in flight");
    const closed = new Promise<"drained">((resolve) => server.close(() => resolve("drained")));
    // Keep-alive connections hold the server open; close each as soon as it has no request.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const bound = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), drainMs);
    });
    const outcome = await Promise.race([closed, bound]);
    clearInterval(sweep);
    clearTimeout(timer);
    if (outcome === "timeout") {
      logger.warn({ drainMs }, "Requests still running after the limit: closing their connections");
      server.closeAllConnections();
    }
    try {
      for (const close of closers) await close();
      await app.closeDatabase?.();
    } catch (error) {
      logger.error({ err: error }, "Closing the database failed");
    }
    logger.info({}, "Stopped");
    exit(0);
  }

  return {
    routes,
    stop,
    beforeClose(close: () => Promise<void>) {
      closers.push(close);
    },
    /** The app bundle's entry module, once loaded. */
    use(entry: object) {
      app = entry as AppLifecycle;
    },
    stopOnSignals(server: http.Server) {
      for (const signal of ["SIGINT", "SIGTERM"] as const) {
        process.on(signal, () => void stop(server, signal));
      }
    },
  };
}
