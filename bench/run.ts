/**
 * The performance benchmark: `npm run bench` (see README, "Performance").
 *
 * For each database (PGlite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL
 * is set) it creates a fresh database, bulk-loads 10,000 generated vendors, measures, grows the
 * same database to 100,000 and measures again. Measuring = start the production server on a
 * free loopback port, then drive each page with wrk (bench/wrk.ts: a C client, installed from
 * Debian's packages when missing; bounded in time and connections): requests per second and
 * p50/p95/p99 latency, and each server's CPU time per request (from /proc), for an anonymous
 * visitor with and without `Accept-Encoding: br`, side by side in the same run with servers
 * sending the exact same bytes (checked before each page is measured): a minimal Express static
 * server (bench/static-server.ts), nginx serving them as static files, and deploy/nginx.conf
 * with its page cache in front of the app (bench/nginx.ts, decision 044); then the same pages
 * and a couple's dashboard, inbox and enquiry thread for a signed-in couple (never from a page
 * cache); plus the first-load JavaScript of each page (gzip) and direct timings of the
 * directory queries. Results: bench/results/latest.md.
 *
 * The app is built in a private copy of the working tree, so a benchmark never replaces the
 * build/ folder an e2e run or another server may be using.
 *
 * Options (flags or environment):
 *   --tiers=10000,100000     BENCH_TIERS        vendor counts, ascending
 *   --duration=10            BENCH_DURATION     seconds of load per page
 *   --connections=10         BENCH_CONNECTIONS  concurrent connections
 *   --threads=1              BENCH_THREADS      wrk's threads (1 leaves the other core to the server)
 *   --backends=pglite,postgres BENCH_BACKENDS   (postgres needs a server URL)
 *   --source=worktree        BENCH_SOURCE       or a commit (head, a hash) to build instead
 *   --only=all               BENCH_ONLY         or signed-in: only the signed-in renders (to
 *                                               compare a commit before and after a change);
 *                                               or anonymous: only the anonymous comparison
 *   --no-nginx               BENCH_NGINX=false  leave nginx (static and page cache) out
 *   --uploads                BENCH_UPLOADS=true the signed-in pages again while a business
 *                                               uploads photos (bench/uploads.ts)
 *   --first-render           BENCH_FIRST=true   time the first request of each public page
 *                                               after a change (bench/first-render.ts), 20
 *                                               rounds a page (BENCH_FIRST_ROUNDS); with
 *                                               --only=first-render, nothing else
 *   --no-query-bench         BENCH_QUERY=false  skip the direct query timings
 *   --out=bench/results/latest.md BENCH_OUT     where the Markdown report goes
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import zlib from "node:zlib";
import {
  analyse,
  createPostgresBench,
  openPgliteBench,
  openPostgresBench,
  sampleVendorId,
  withIndexesDeferred,
} from "./db";
import { type FirstRenderRow, measureFirstRender } from "./first-render";
import { loadVendors } from "./generate";
import { formFields, rawGet } from "./http";
import { type BenchNginx, startBenchNginx } from "./nginx";
import {
  cpuMs,
  freePort,
  prepareBuild,
  type RunningServer,
  startServer,
  stopServer,
} from "./server";
import { startUploader, type UploadTally } from "./uploads";
import { runWrk, wrkVersion } from "./wrk";

const ROOT = process.cwd();
const RESULTS_DIR = path.join(ROOT, "bench/results");

function option(name: string, envName: string, fallback: string): string {
  const flag = process.argv.find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (flag) return flag.includes("=") ? flag.slice(flag.indexOf("=") + 1) : "true";
  return process.env[envName] ?? fallback;
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const tiers = option("tiers", "BENCH_TIERS", "10000,100000")
  .split(",")
  .map((n) => Number(n.trim()))
  .filter((n) => Number.isInteger(n) && n > 0)
  .sort((a, b) => a - b);
const duration = Number(option("duration", "BENCH_DURATION", "10"));
const connections = Number(option("connections", "BENCH_CONNECTIONS", "10"));
const threads = Number(option("threads", "BENCH_THREADS", "1"));
const backends = option("backends", "BENCH_BACKENDS", serverUrl ? "pglite,postgres" : "pglite")
  .split(",")
  .map((b) => b.trim())
  .filter((b): b is "pglite" | "postgres" => b === "pglite" || b === "postgres");
const source = option("source", "BENCH_SOURCE", "worktree");
const outFile = path.resolve(ROOT, option("out", "BENCH_OUT", "bench/results/latest.md"));
const only = option("only", "BENCH_ONLY", "all");
const signedInOnly = only === "signed-in";
const anonymousOnly = only === "anonymous";
const firstRenderOnly = only === "first-render";
const withFirstRender =
  firstRenderOnly || process.argv.includes("--first-render") || process.env.BENCH_FIRST === "true";
const firstRenderRounds = Number(process.env.BENCH_FIRST_ROUNDS ?? 20);
const withNginx = !process.argv.includes("--no-nginx") && process.env.BENCH_NGINX !== "false";
const withUploads = process.argv.includes("--uploads") || process.env.BENCH_UPLOADS === "true";
const queryBench =
  !signedInOnly &&
  !firstRenderOnly &&
  !process.argv.includes("--no-query-bench") &&
  process.env.BENCH_QUERY !== "false";

const log = (message: string) =>
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

if (Number(process.versions.node.split(".")[0]) < 24) {
  console.error("Run the benchmark with `npm run bench`, which uses the project's pinned Node 24.");
  process.exit(1);
}
if (!["all", "signed-in", "anonymous", "first-render"].includes(only)) {
  console.error(`--only must be all, signed-in, anonymous or first-render, not ${only}`);
  process.exit(1);
}
if (backends.includes("postgres") && !serverUrl) {
  console.error("The postgres backend needs BENCH_DATABASE_URL or TEST_DATABASE_URL.");
  process.exit(1);
}

// ---------------------------------------------------------------- measurements
interface HttpResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  failures: number;
  /** Server CPU ms (user + system) per request during the run. */
  cpuPerRequest: number;
  /** The same for a second process, when one was named (NaN otherwise). */
  alsoCpuPerRequest: number;
}

/**
 * wrk on one URL (after ten requests that are not counted); `pid`: the server whose CPU time per
 * request is reported, `alsoPid` a second one (the app behind nginx's page cache).
 */
async function loadTest(
  url: string,
  headers: Record<string, string> = {},
  pid?: number,
  alsoPid?: number,
): Promise<HttpResult> {
  for (let i = 0; i < 10; i++) await rawGet(url, headers);
  const cpuBefore = [cpuMs(pid), cpuMs(alsoPid)];
  const result = await runWrk({ url, connections, duration, threads, headers }, log);
  const requests = Math.max(1, result.requests);
  return {
    rps: result.rps,
    p50: result.p50,
    p95: result.p95,
    p99: result.p99,
    requests: result.requests,
    failures: result.socketErrors + result.timeouts + result.badStatus,
    cpuPerRequest: (cpuMs(pid) - (cpuBefore[0] ?? 0)) / requests,
    alsoCpuPerRequest: (cpuMs(alsoPid) - (cpuBefore[1] ?? 0)) / requests,
  };
}

/** A couple signed up through the app's own form; the session cookie it was given. */
async function signedInCookie(origin: string) {
  const body = new URLSearchParams({
    intent: "create",
    accountType: "couple",
    name1: "Bench Couple",
    email: `bench-${crypto.randomUUID()}@example.com`,
    password: "Bench!Couple2027",
    termsAccepted: "on",
    weddingDate: `${new Date().getUTCFullYear() + 1}-06-14`,
  }).toString();
  const cookies = await new Promise<string[]>((resolve, reject) => {
    const request = http.request(
      `${origin}/signup`,
      {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          Origin: origin,
        },
      },
      (response) => {
        response.resume();
        resolve(response.headers["set-cookie"] ?? []);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
  // The sign-up's welcome toast is a one-time flash cookie: the first page a browser opens shows
  // it and clears it. Sending it with every request would measure that one page ten thousand times.
  const cookie = cookies
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => !pair.startsWith("saath_toast="))
    .join("; ");
  if (!cookie.includes("session_token")) throw new Error("Signing up for the benchmark failed");
  return cookie;
}

/** The minimal static server (bench/static-server.ts) over `folder`, as a process of its own. */
async function startStatic(folder: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ["bench/static-server.ts", folder, String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk) => {
      if (String(chunk).includes("ready")) resolve();
    });
    child.once("exit", () => reject(new Error("The static server did not start")));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => {
      child.kill("SIGTERM");
    },
  };
}

/** Sum of the gzip sizes of the JavaScript a first visit downloads (modulepreload + scripts). */
async function firstLoadJs(origin: string, pagePath: string) {
  const html = await (await fetch(`${origin}${pagePath}`)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(match[0])?.[1];
    if (href) urls.add(href);
  }
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1]);
  // Inline module scripts import the entry and route modules by URL.
  for (const script of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const imported of script[1].matchAll(
      /import\s*(?:[^"']*?from\s*)?["']([^"']+\.js)["']/g,
    )) {
      urls.add(imported[1]);
    }
  }
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer());
    raw += body.length;
    gzip += zlib.gzipSync(body).length;
  }
  return { files: urls.size, raw, gzip };
}

interface QueryResult {
  name: string;
  p50: number;
  p95: number;
  max: number;
}

function runQueryBench(
  appDir: string,
  database: { dataDir?: string; url?: string },
  vendorId: number,
  explainFile?: string,
) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    BENCH_VENDOR_ID: String(vendorId),
    BENCH_QUERY_ITERATIONS: process.env.BENCH_QUERY_ITERATIONS ?? "100",
  };
  delete env.DATABASE_URL;
  if (database.url) env.DATABASE_URL = database.url;
  else env.DATA_DIR = database.dataDir;
  if (explainFile) env.BENCH_EXPLAIN_FILE = explainFile;
  // Run from the repo (the app code under test) with tsx, on the same Node.
  const output = execFileSync(process.execPath, ["--import", "tsx", "bench/query-bench.ts"], {
    cwd: appDir,
    env,
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 10 * 1024 * 1024,
  }).toString();
  const last = output.trim().split("\n").pop() ?? "{}";
  return (JSON.parse(last) as { results: QueryResult[] }).results;
}

const labelOf = (page: string) =>
  page.startsWith("/vendor/")
    ? "/vendor/{id}"
    : /^\/dashboard\/enquiries\/\d+$/.test(page)
      ? "/dashboard/enquiries/{id}"
      : page;

/**
 * Every server must send the app's exact answer before it is measured against the app: status
 * 200, the same encoding and the same bytes. Throws otherwise, naming the server.
 */
async function checkSameBytes(
  page: string,
  encoding: string,
  headers: Record<string, string>,
  servers: { name: string; url: string }[],
) {
  const [reference, ...others] = await Promise.all(
    servers.map(async (server) => ({ ...server, answer: await rawGet(server.url, headers) })),
  );
  if (reference?.answer.status !== 200) {
    throw new Error(`${page} (${encoding}): the app answered ${reference?.answer.status}`);
  }
  for (const other of others) {
    const { status, encoding: sent, body } = other.answer;
    if (
      status !== 200 ||
      sent !== reference.answer.encoding ||
      !body.equals(reference.answer.body)
    ) {
      throw new Error(
        `${page} (${encoding}): ${other.name} answered ${status}, ${sent}, ${body.length} bytes; the app 200, ${reference.answer.encoding}, ${reference.answer.body.length} bytes`,
      );
    }
  }
}

/**
 * Each page as an anonymous visitor, with and without brotli, then the same bytes from the
 * Express static server, from nginx as static files and from nginx's page cache in front of
 * the app: every server gets the same requests, one after the other, in the same run.
 */
async function measureAnonymous(
  server: RunningServer,
  backend: string,
  tier: number,
  pages: string[],
) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "saath-bench-static-"));
  const encodings = {
    br: { "Accept-Encoding": "br" },
    identity: { "Accept-Encoding": "identity" },
  };
  try {
    const sizes = new Map<string, Record<string, number>>();
    for (const [index, page] of pages.entries()) {
      const plain = await rawGet(`${server.origin}${page}`, encodings.identity);
      const br = await rawGet(`${server.origin}${page}`, encodings.br);
      if (plain.status !== 200 || br.encoding !== "br") {
        throw new Error(`${page}: ${plain.status}, ${br.encoding} (expected 200 and br)`);
      }
      fs.writeFileSync(path.join(folder, `${index}.html`), plain.body);
      fs.writeFileSync(path.join(folder, `${index}.html.br`), br.body);
      sizes.set(page, { identity: plain.body.length, br: br.body.length });
    }
    const staticServer = await startStatic(folder);
    let nginx: BenchNginx | undefined;
    try {
      if (withNginx) nginx = await startBenchNginx(ROOT, folder, server.origin, log);
      for (const [index, page] of pages.entries()) {
        for (const encoding of ["identity", "br"] as const) {
          if (interrupted) return;
          const servers = [
            { name: "the app", url: `${server.origin}${page}` },
            { name: "the Express static server", url: `${staticServer.origin}/${index}.html` },
            ...(nginx
              ? [
                  { name: "nginx static", url: `${nginx.staticOrigin}/${index}.html` },
                  { name: "nginx's page cache", url: `${nginx.cacheOrigin}${page}` },
                ]
              : []),
          ];
          await checkSameBytes(page, encoding, encodings[encoding], servers);
          log(
            `${backend} @ ${tier}: ${page} (${encoding}) ${servers.map((s) => s.name).join(", then ")}, ${duration} s each`,
          );
          const app = await loadTest(
            `${server.origin}${page}`,
            encodings[encoding],
            server.child.pid,
          );
          const yardstick = await loadTest(
            `${staticServer.origin}/${index}.html`,
            encodings[encoding],
            staticServer.pid,
          );
          const nginxStatic = nginx
            ? await loadTest(`${nginx.staticOrigin}/${index}.html`, encodings[encoding], nginx.pid)
            : undefined;
          const nginxCache = nginx
            ? await loadTest(
                `${nginx.cacheOrigin}${page}`,
                encodings[encoding],
                nginx.pid,
                server.child.pid,
              )
            : undefined;
          pageRows.push({
            backend,
            vendors: tier,
            page: labelOf(page),
            encoding,
            bytes: sizes.get(page)?.[encoding] ?? 0,
            app,
            static: yardstick,
            nginxStatic,
            nginxCache,
          });
        }
        if (!jsRows.has(labelOf(page))) {
          jsRows.set(labelOf(page), await firstLoadJs(server.origin, page));
        }
      }
    } finally {
      await nginx?.stop();
      staticServer.stop();
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * An enquiry from the couple to the first of `vendorIds` that takes enquiries, sent through the
 * enquiry page's own form: the address of its thread.
 */
async function openEnquiryThread(origin: string, cookie: string, vendorIds: number[]) {
  for (const id of vendorIds) {
    const action = `/vendor/${id}/enquire`;
    const page = await rawGet(`${origin}${action}`, { Cookie: cookie });
    const fields = page.status === 200 ? formFields(page.body.toString("utf8"), action) : null;
    if (!fields?.has("clientKey")) continue; // this listing takes no enquiries through Saath
    fields.set("message", "Hello! Are you free for our wedding next June? About 250 guests.");
    const body = fields.toString();
    const location = await new Promise<string>((resolve, reject) => {
      const request = http.request(
        `${origin}${action}`,
        {
          method: "POST",
          headers: {
            Cookie: cookie,
            Origin: origin,
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume();
          resolve(String(response.headers.location ?? `(status ${response.statusCode})`));
        },
      );
      request.on("error", reject);
      request.end(body);
    });
    const thread = /^\/dashboard\/enquiries\/\d+$/.exec(location)?.[0];
    if (!thread)
      throw new Error(`The benchmark couple's enquiry to vendor ${id} went to ${location}`);
    return thread;
  }
  throw new Error("None of the vendors tried takes enquiries through Saath");
}

const WARM_UP_REQUESTS = 50;

/**
 * The pages for a signed-in couple, always rendered (never from a page cache): the anonymous
 * pages, then the couple's dashboard, inbox and the thread of an enquiry they sent.
 */
async function measureSignedIn(
  server: RunningServer,
  backend: string,
  tier: number,
  pages: string[],
  vendorId: number,
) {
  const cookie = await signedInCookie(server.origin);
  const listed = (await rawGet(`${server.origin}/vendors`)).body.toString("utf8");
  const candidates = [
    vendorId,
    ...[...listed.matchAll(/href="\/vendor\/(\d+)"/g)].map((match) => Number(match[1])),
  ];
  const thread = await openEnquiryThread(server.origin, cookie, [...new Set(candidates)]);
  const signedInPages = [...pages, "/dashboard", "/dashboard/enquiries", thread];
  await measureSignedInPages(server, backend, tier, signedInPages, cookie);
  if (!withUploads || interrupted) return;
  const uploader = await startUploader(server.origin);
  log(
    `${backend} @ ${tier}: a business uploads ${(uploader.photoBytes / 1024).toFixed(0)} KB photos from now on`,
  );
  try {
    await measureSignedInPages(server, backend, tier, signedInPages, cookie, uploader.tally);
  } finally {
    await uploader.stop();
  }
}

/** Each page for the signed-in couple; with `uploads`, the photos added while it was measured. */
async function measureSignedInPages(
  server: RunningServer,
  backend: string,
  tier: number,
  signedInPages: string[],
  cookie: string,
  uploads?: () => UploadTally,
) {
  for (const page of signedInPages) {
    if (interrupted) return;
    log(`${backend} @ ${tier}: ${page} signed in, ${duration} s`);
    const headers = { Cookie: cookie, "Accept-Encoding": "br, gzip" };
    const check = await rawGet(`${server.origin}${page}`, headers);
    if (check.status !== 200) {
      throw new Error(`${page} answered ${check.status} to the signed-in couple (expected 200)`);
    }
    // A warm-up the figures leave out: the page's code paths compiled, its queries planned.
    for (let i = 0; i < WARM_UP_REQUESTS; i++)
      await (await fetch(`${server.origin}${page}`, { headers })).arrayBuffer();
    const before = uploads?.();
    const result = await loadTest(`${server.origin}${page}`, headers, server.child.pid);
    const after = uploads?.();
    const photos =
      before && after
        ? {
            uploads: after.uploads - before.uploads,
            refused: after.refused - before.refused,
            failed: after.failures - before.failures,
          }
        : undefined;
    signedInRows.push({ backend, vendors: tier, page: labelOf(page), ...result, photos });
  }
}

// ---------------------------------------------------------------- main
interface PageRow {
  backend: string;
  vendors: number;
  page: string;
  encoding: "br" | "identity";
  bytes: number;
  app: HttpResult;
  static: HttpResult;
  /** nginx sending the same bytes as static files, and nginx's page cache in front of the app. */
  nginxStatic?: HttpResult;
  nginxCache?: HttpResult;
}
interface SignedInRow extends HttpResult {
  backend: string;
  vendors: number;
  page: string;
  /** Measured while a business uploaded photos: how many it added, was refused, or failed. */
  photos?: { uploads: number; refused: number; failed: number };
}

const pageRows: PageRow[] = [];
const signedInRows: SignedInRow[] = [];
const firstRenderRows: (FirstRenderRow & { backend: string; vendors: number })[] = [];
const jsRows = new Map<string, { files: number; raw: number; gzip: number }>();
const queryRows: { backend: string; vendors: number; results: QueryResult[] }[] = [];
const loadRows: { backend: string; vendors: number; seconds: number }[] = [];

const benchStarted = performance.now();
const client = wrkVersion(log).split(" [")[0] ?? "wrk";
const loadAtStart = os.loadavg()[0].toFixed(1);
const appDir = prepareBuild(source, log);
const cleanups: (() => Promise<void>)[] = [
  async () => fs.rmSync(appDir, { recursive: true, force: true }),
];
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    interrupted = true;
  });
}

try {
  for (const backend of backends) {
    let database: { dataDir?: string; url?: string };
    if (backend === "pglite") {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "saath-bench-data-"));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      database = { dataDir };
    } else {
      const created = await createPostgresBench(serverUrl as string);
      cleanups.push(created.drop);
      database = { url: created.url };
      log(`created PostgreSQL database ${created.name}`);
    }

    let loaded = 0;
    for (const tier of tiers) {
      if (interrupted) break;
      // Load with the server stopped: PGlite allows one process per data folder.
      const started = performance.now();
      const bench = database.url
        ? await openPostgresBench(database.url)
        : await openPgliteBench(database.dataDir as string);
      await withIndexesDeferred(bench.db, () =>
        loadVendors(bench.db, loaded, tier - loaded, (done) => {
          if (done % 10_000 === 0) log(`${backend}: loaded ${loaded + done} vendors`);
        }),
      );
      await analyse(bench.db);
      const vendorId = await sampleVendorId(bench.db);
      await bench.close();
      const seconds = (performance.now() - started) / 1000;
      loadRows.push({ backend, vendors: tier, seconds });
      log(
        `${backend}: ${tier} vendors ready (${(tier - loaded).toLocaleString("en-GB")} inserted in ${seconds.toFixed(1)} s)`,
      );
      loaded = tier;

      if (queryBench) {
        const explainFile =
          backend === "postgres"
            ? path.join(RESULTS_DIR, `explain-${backend}-${tier}.txt`)
            : undefined;
        fs.mkdirSync(RESULTS_DIR, { recursive: true });
        log(`${backend} @ ${tier}: direct query timings`);
        queryRows.push({
          backend,
          vendors: tier,
          results: runQueryBench(appDir, database, vendorId, explainFile),
        });
      }

      const server = await startServer(appDir, database, { REQUIRE_EMAIL_VERIFICATION: "false" });
      try {
        const pages = [
          "/",
          "/vendors",
          "/category/catering",
          "/category/catering?postcode=LE4+5LN&radius=10",
          `/vendor/${vendorId}`,
          "/vendors?q=photographer+leicester",
        ];
        if (!signedInOnly && !firstRenderOnly) {
          await measureAnonymous(server, backend, tier, pages);
        }
        if (withFirstRender && !interrupted) {
          log(
            `${backend} @ ${tier}: the first request after a change, ${firstRenderRounds} rounds a page`,
          );
          const rows = await measureFirstRender(server.origin, pages, firstRenderRounds);
          for (const row of rows)
            firstRenderRows.push({ backend, vendors: tier, ...row, page: labelOf(row.page) });
        }
        if (!anonymousOnly && !firstRenderOnly) {
          await measureSignedIn(server, backend, tier, pages, vendorId);
        }
      } finally {
        await stopServer(server);
      }
    }
  }
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error));
}

// ---------------------------------------------------------------- report
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "–");
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const cpu = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : "–");
const lines: string[] = [];
lines.push(`# Saath benchmark, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`);
lines.push("");
lines.push(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. ` +
    `${client}: ${threads} thread${threads === 1 ? "" : "s"}, ${connections} connections, ${duration} s per page, on loopback, sharing the CPUs with the server. ` +
    `Source: ${source === "worktree" ? "working tree" : source}. Total run: ${((performance.now() - benchStarted) / 60_000).toFixed(1)} min. ` +
    `Load average at the start ${loadAtStart}, at the end ${os.loadavg()[0].toFixed(1)} (anything well above ${os.cpus().length} means other work competed for the CPUs).`,
);
lines.push("");
if (pageRows.length) {
  const ratio = (a: HttpResult | undefined, b: HttpResult | undefined) =>
    a && b ? `${((a.rps / b.rps) * 100).toFixed(0)} %` : "–";
  const rps = (result: HttpResult | undefined) => (result ? result.rps.toFixed(0) : "–");
  const latency = (result: HttpResult | undefined) =>
    result ? `${ms(result.p50)} / ${ms(result.p99)}` : "–";
  lines.push(
    "## Anonymous pages: the app side by side with static servers of the same bytes, and nginx's page cache",
  );
  lines.push("");
  lines.push(
    "Requests per second of the app, the Express static server, nginx sending the same bytes as static files, and nginx's page cache in front of the app (decision 044); " +
      "app ÷ Express static, app ÷ nginx static, nginx cache ÷ nginx static; p50 / p99 ms of the app and of nginx's cache; " +
      "CPU ms per request of the app, Express static, nginx static, and nginx's cache (with the app's CPU behind it in brackets). " +
      "Every server sent the app's exact bytes (checked before each page).",
  );
  lines.push("");
  lines.push(
    "| Database | Vendors | Page | Encoding | KB | App req/s | Express static | nginx static | nginx cache | App ÷ Express | App ÷ nginx static | nginx cache ÷ nginx static | App p50 / p99 ms | nginx cache p50 / p99 ms | CPU ms/req: app, Express, nginx static, nginx cache (app) | Failed |",
  );
  lines.push(
    "| --- | ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | --- | ---: |",
  );
  for (const row of pageRows) {
    const failed = [row.app, row.static, row.nginxStatic, row.nginxCache].reduce(
      (sum, result) => sum + (result?.failures ?? 0),
      0,
    );
    const cpus = [
      cpu(row.app.cpuPerRequest),
      cpu(row.static.cpuPerRequest),
      row.nginxStatic ? cpu(row.nginxStatic.cpuPerRequest) : "–",
      row.nginxCache
        ? `${cpu(row.nginxCache.cpuPerRequest)} (${cpu(row.nginxCache.alsoCpuPerRequest)})`
        : "–",
    ].join(", ");
    lines.push(
      `| ${row.backend} | ${row.vendors.toLocaleString("en-GB")} | \`${row.page}\` | ${row.encoding} | ${kb(row.bytes)} | ${rps(row.app)} | ${rps(row.static)} | ${rps(row.nginxStatic)} | ${rps(row.nginxCache)} | ${ratio(row.app, row.static)} | ${ratio(row.app, row.nginxStatic)} | ${ratio(row.nginxCache, row.nginxStatic)} | ${latency(row.app)} | ${latency(row.nginxCache)} | ${cpus} | ${failed} |`,
    );
  }
  lines.push("");
}
if (signedInRows.length) {
  lines.push("## Signed-in pages (a couple's session: rendered every time)");
  lines.push("");
  lines.push(
    "Rows marked “uploading” were measured again while a business added photos through its listing's page, one after another (bench/uploads.ts): the photos added during that page's run, and any refused or failed. The app's CPU per request then includes the photos' decoding.",
  );
  lines.push("");
  lines.push(
    "| Database | Vendors | Page | Photos | Req/s | p50 ms | p99 ms | CPU ms/req | Failed |",
  );
  lines.push("| --- | ---: | --- | --- | ---: | ---: | ---: | ---: | ---: |");
  for (const row of signedInRows) {
    const photos = row.photos
      ? `uploading: ${row.photos.uploads} added, ${row.photos.refused} refused, ${row.photos.failed} failed`
      : "–";
    lines.push(
      `| ${row.backend} | ${row.vendors.toLocaleString("en-GB")} | \`${row.page}\` | ${photos} | ${row.rps.toFixed(0)} | ${ms(row.p50)} | ${ms(row.p99)} | ${cpu(row.cpuPerRequest)} | ${row.failures} |`,
    );
  }
  lines.push("");
}
if (firstRenderRows.length) {
  lines.push("## The first request for a public page after a change");
  lines.push("");
  lines.push(
    "Each round a business saved its listing through the edit page's form, then one anonymous request (brotli) for the page was timed by the client, after 100 ms for the database's announcement to arrive; only answers the app marked as made afresh (`X-Page-Cache: MISS`) count (“tried again”: rounds whose announcement had not arrived yet).",
  );
  lines.push("");
  lines.push("| Database | Vendors | Page | Rounds | p50 ms | p95 ms | max ms | Tried again |");
  lines.push("| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |");
  for (const row of firstRenderRows) {
    lines.push(
      `| ${row.backend} | ${row.vendors.toLocaleString("en-GB")} | \`${row.page}\` | ${row.rounds} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} | ${row.early} |`,
    );
  }
  lines.push("");
}
if (jsRows.size) {
  lines.push("## First-load JavaScript");
  lines.push("");
  lines.push("| Page | Files | Raw KB | Gzip KB |");
  lines.push("| --- | ---: | ---: | ---: |");
  for (const [page, js] of jsRows)
    lines.push(`| \`${page}\` | ${js.files} | ${kb(js.raw)} | ${kb(js.gzip)} |`);
}
if (queryRows.length) {
  lines.push("");
  lines.push("## Directory queries, called directly (sequential, no HTTP)");
  lines.push("");
  lines.push("| Database | Vendors | Query | p50 ms | p95 ms | max ms |");
  lines.push("| --- | ---: | --- | ---: | ---: | ---: |");
  for (const block of queryRows) {
    for (const row of block.results) {
      lines.push(
        `| ${block.backend} | ${block.vendors.toLocaleString("en-GB")} | ${row.name} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} |`,
      );
    }
  }
}
lines.push("");
lines.push("## Bulk load");
lines.push("");
lines.push("| Database | Vendors after | Seconds |");
lines.push("| --- | ---: | ---: |");
for (const row of loadRows)
  lines.push(
    `| ${row.backend} | ${row.vendors.toLocaleString("en-GB")} | ${row.seconds.toFixed(1)} |`,
  );
const report = `${lines.join("\n")}\n`;
fs.mkdirSync(RESULTS_DIR, { recursive: true });
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, report);
console.log(`\n${report}`);
log(`written to ${path.relative(ROOT, outFile)}`);
if (interrupted) process.exit(130);
