/**
 * The bounded load test: `npm run bench:load` (see README, "Performance").
 *
 * Builds the app in a private copy of the working tree, starts the production server on a
 * fresh database with the normal demo seed (PGlite in a temporary DATA_DIR, or a throwaway
 * PostgreSQL database with --backend=postgres), then sends a bounded rate of requests (about 200 a
 * second by default) for a fixed time (60 s) over ten public pages from wrk (bench/wrk.ts, a C
 * client, installed from Debian's packages when missing), on loopback: each connection waits
 * connections ÷ rate seconds before each request, so the rate is the target less the time the
 * answers take. Reports every error, timeout and non-2xx answer, and latency percentiles, to
 * the console and bench/results/load.md. Exits 1 if any request failed.
 *
 * Options (flags or environment):
 *   --rate=200           LOAD_RATE         requests per second, over all connections (at most)
 *   --duration=60        LOAD_DURATION     seconds
 *   --connections=32     LOAD_CONNECTIONS  concurrent connections (enough to hold the rate)
 *   --backend=pglite     LOAD_BACKEND      pglite | postgres (needs BENCH_DATABASE_URL or TEST_DATABASE_URL)
 *   --source=worktree    BENCH_SOURCE      or head: build the last commit
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPostgresBench } from "./db";
import { prepareBuild, startServer, stopServer } from "./server";
import { runWrk, wrkVersion } from "./wrk";

function option(name: string, envName: string, fallback: string): string {
  const flag = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  if (flag) return flag.slice(flag.indexOf("=") + 1);
  return process.env[envName] ?? fallback;
}

const rate = Number(option("rate", "LOAD_RATE", "200"));
const duration = Number(option("duration", "LOAD_DURATION", "60"));
const connections = Number(option("connections", "LOAD_CONNECTIONS", "32"));
const backend = option("backend", "LOAD_BACKEND", "pglite");
const source = option("source", "BENCH_SOURCE", "worktree") === "head" ? "head" : "worktree";
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const outFile = path.resolve("bench/results/load.md");

const log = (message: string) =>
  console.log(`[load ${new Date().toISOString().slice(11, 19)}] ${message}`);

if (Number(process.versions.node.split(".")[0]) < 24) {
  console.error("Run the load test with `npm run bench:load`, which uses the project's Node 24.");
  process.exit(1);
}
if (backend !== "pglite" && backend !== "postgres") {
  console.error(`--backend must be pglite or postgres, not ${backend}`);
  process.exit(1);
}
if (backend === "postgres" && !serverUrl) {
  console.error("--backend=postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL.");
  process.exit(1);
}

/** Ten public pages a visitor reads; the vendor page is the first one the list links to. */
function pagesFor(vendorPath: string) {
  return [
    "/",
    "/vendors",
    "/categories",
    "/category/catering",
    "/category/catering?postcode=LE4+5LN&radius=10",
    "/vendors?q=photographer+leicester",
    vendorPath,
    "/blog",
    "/inspiration",
    "/about",
  ];
}

const client = wrkVersion(log).split(" [")[0] ?? "wrk";
const cleanups: (() => Promise<void>)[] = [];
const appDir = prepareBuild(source, log);
cleanups.push(async () => fs.rmSync(appDir, { recursive: true, force: true }));
let failures = 0;
try {
  let database: { dataDir?: string; url?: string };
  if (backend === "postgres") {
    const created = await createPostgresBench(serverUrl as string);
    cleanups.push(created.drop);
    database = { url: created.url };
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "saath-load-data-"));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    database = { dataDir };
  }
  log(`starting the production server on ${backend} with the demo seed`);
  const server = await startServer(appDir, database, { SEED_DEMO_DATA: "true" });
  cleanups.push(() => stopServer(server));

  const listing = await (await fetch(`${server.origin}/vendors`)).text();
  const vendorPath = /href="(\/vendor\/\d+)"/.exec(listing)?.[1];
  if (!vendorPath) throw new Error("No vendor link on /vendors: is the demo seed there?");
  const pages = pagesFor(vendorPath);
  // Warm up: every page once or twice, so the first measured requests are not the first ever.
  for (let round = 0; round < 2; round++) {
    for (const page of pages) {
      const response = await fetch(`${server.origin}${page}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${page} answered ${response.status} before the test`);
    }
  }

  log(
    `${rate} requests a second for ${duration} s over ${pages.length} pages, ${connections} connections`,
  );
  const result = await runWrk(
    {
      url: server.origin,
      paths: pages,
      connections,
      duration,
      delayMs: (connections * 1000) / rate,
      countStatus: true,
    },
    log,
  );
  const errors = result.socketErrors;
  const non2xx = result.non2xx ?? result.badStatus;
  failures = errors + result.timeouts + non2xx;

  const ms = (value: number) => value.toFixed(1);
  const cpus = os.cpus();
  const report = [
    `# Saath load test, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    "",
    `Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? "CPU"}, Node ${process.version}; ${client} on the same machine (loopback). ` +
      `Database: ${backend}, demo seed. Load average at the end: ${os.loadavg()[0].toFixed(1)}.`,
    "",
    `Target ${rate} req/s for ${duration} s over ${pages.length} pages (${pages.join(", ")}), ${connections} connections.`,
    "",
    "| Requests | Req/s | Errors | Timeouts | Non-2xx | p50 ms | p90 ms | p99 ms | max ms |",
    "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    `| ${result.requests} | ${result.rps.toFixed(1)} | ${errors} | ${result.timeouts} | ${non2xx} | ${ms(result.p50)} | ${ms(result.p90)} | ${ms(result.p99)} | ${ms(result.max)} |`,
    "",
  ].join("\n");
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, report);
  console.log(`\n${report}`);
  log(`written to ${path.relative(process.cwd(), outFile)}`);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error));
}
if (failures > 0) {
  console.error(`${failures} requests failed`);
  process.exit(1);
}
