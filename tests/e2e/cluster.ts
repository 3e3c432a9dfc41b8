/**
 * Helpers for instances.spec.ts: a throwaway database on the PostgreSQL server, production
 * instances of the app as child processes, and a small round-robin proxy in front of them.
 */
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import pg from "pg";

export async function createDatabase(serverUrl: string) {
  const name = `saath_instances_${crypto.randomBytes(5).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Node 24 runs server/index.ts directly; the runner's own Node may be older. */
function nodeBinary() {
  if (Number(process.versions.node.split(".")[0]) >= 24) return process.execPath;
  return path.resolve("node_modules/.bin/node");
}

/** One production instance of the app (`node server/index.ts`), restartable on its port. */
export class Instance {
  child: ChildProcess | undefined;
  output = "";
  readonly port: number;
  private readonly env: NodeJS.ProcessEnv;

  constructor(port: number, env: NodeJS.ProcessEnv) {
    this.port = port;
    this.env = env;
  }

  start() {
    if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` first");
    this.child = spawn(nodeBinary(), ["server/index.ts"], {
      env: { ...this.env, PORT: String(this.port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk).slice(-8000);
    };
    this.child.stdout?.on("data", keep);
    this.child.stderr?.on("data", keep);
  }

  /** Waits until GET /readyz answers 200 (migrated, database reachable). */
  async ready(timeoutMs = 90_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child?.exitCode !== null) {
        throw new Error(`Instance :${this.port} exited while starting:\n${this.output}`);
      }
      try {
        const response = await fetch(`http://127.0.0.1:${this.port}/readyz`);
        if (response.status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`Instance :${this.port} not ready after ${timeoutMs} ms:\n${this.output}`);
  }

  /** Sends `signal` and resolves with the exit code (null when killed by the signal). */
  stop(signal: NodeJS.Signals): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) {
      return Promise.resolve(child?.exitCode ?? null);
    }
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    child.kill(signal);
    return exited;
  }
}

/** One attempt the proxy made on one instance. */
export interface Attempt {
  port: number;
  method: string;
  path: string;
  start: number;
  end: number;
  /** ok: answered; refused: nothing listening (retried); failed: an error while in flight. */
  outcome: "ok" | "refused" | "failed";
  /** For "failed": whether any of the answer had arrived (a response cut short). */
  answerStarted?: boolean;
  error?: string;
}

/**
 * Round robin over `ports`, like nginx with `proxy_next_upstream error`: a connection refused
 * is tried on the next instance for any request; an error before the answer began is retried
 * only for GET and HEAD (a POST may have been acted on); anything else answers 502.
 */
export function startProxy(ports: number[]) {
  const attempts: Attempt[] = [];
  let next = 0;

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const idempotent = req.method === "GET" || req.method === "HEAD";
    const first = next++;
    for (let tries = 0; tries < ports.length; tries++) {
      // The next instance in turn, then the others (not whatever turn another request took).
      const port = ports[(first + tries) % ports.length];
      const attempt: Attempt = {
        port,
        method: req.method ?? "GET",
        path: req.url ?? "/",
        start: Date.now(),
        end: 0,
        outcome: "ok",
      };
      attempts.push(attempt);
      const result = await forward(port, req, body, res, attempt);
      attempt.end = Date.now();
      if (result === "done") return;
      const retry = attempt.outcome === "refused" || (idempotent && !attempt.answerStarted);
      if (!retry) break;
    }
    if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
    res.end("Bad gateway");
  });

  return new Promise<{ origin: string; attempts: Attempt[]; close: () => Promise<void> }>(
    (resolve) => {
      server.listen(0, "127.0.0.1", () => {
        const { port } = server.address() as net.AddressInfo;
        resolve({
          origin: `http://127.0.0.1:${port}`,
          attempts,
          close: () =>
            new Promise((done) => {
              server.closeAllConnections();
              server.close(() => done());
            }),
        });
      });
    },
  );
}

function forward(
  port: number,
  req: http.IncomingMessage,
  body: Buffer,
  res: http.ServerResponse,
  attempt: Attempt,
): Promise<"done" | "error"> {
  return new Promise((resolve) => {
    let settled = false;
    const fail = (error: NodeJS.ErrnoException) => {
      if (settled) return;
      settled = true;
      attempt.outcome = error.code === "ECONNREFUSED" ? "refused" : "failed";
      attempt.error = error.code ?? error.message;
      // An answer cut short cannot be retried: the client has part of it already.
      if (attempt.answerStarted) res.destroy();
      resolve(attempt.answerStarted ? "done" : "error");
    };
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "content-length": String(body.length) },
        // A connection per request, so a killed instance never leaves a dead pooled socket.
        agent: false,
      },
      (answer) => {
        attempt.answerStarted = true;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on("error", fail);
        answer.on("aborted", () => fail(Object.assign(new Error("aborted"), { code: "ABORTED" })));
        answer.pipe(res);
        answer.on("end", () => {
          if (settled) return;
          settled = true;
          resolve("done");
        });
      },
    );
    upstream.on("error", fail);
    upstream.end(body);
  });
}
