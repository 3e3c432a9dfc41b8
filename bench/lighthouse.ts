/**
 * Lighthouse, mobile: `npm run bench:lighthouse` (see README, "Performance" › "Lighthouse").
 *
 * Builds the app in a private copy of the working tree and starts the production server on a
 * fresh PGlite database with the demo seed — or, with --url, measures a production server that
 * is already running. Then runs Lighthouse's default mobile audit (a mid-range phone, simulated
 * slow 4G) in Debian's Chromium, headless, on /, /vendors and the first vendor page /vendors
 * links to. Prints the four category scores and every audit that kept accessibility, best
 * practices or SEO below 100, and writes them to bench/results/lighthouse.md. Exits 1 when
 * accessibility or SEO is below 100 on any page. Run it alone: `flock /tmp/heavy.lock …`.
 *
 * Options (flags or environment):
 *   --url=http://127.0.0.1:3000   LIGHTHOUSE_URL   a running production server instead of a build
 *   --runs=1                      LIGHTHOUSE_RUNS  runs per page; the median performance is kept
 *   --source=worktree             BENCH_SOURCE     or head: build the last commit
 *   --json=dir                    LIGHTHOUSE_JSON  also write each run's full report there
 *   CHROMIUM_PATH (default /usr/bin/chromium)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { prepareBuild, startServer, stopServer } from "./server";

function option(name: string, envName: string, fallback: string): string {
  const flag = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  if (flag) return flag.slice(flag.indexOf("=") + 1);
  return process.env[envName] ?? fallback;
}

const givenUrl = option("url", "LIGHTHOUSE_URL", "").replace(/\/$/, "");
const runs = Math.max(1, Number(option("runs", "LIGHTHOUSE_RUNS", "1")));
const source = option("source", "BENCH_SOURCE", "worktree") === "head" ? "head" : "worktree";
const jsonDir = option("json", "LIGHTHOUSE_JSON", "");
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const outFile = path.resolve("bench/results/lighthouse.md");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

const log = (message: string) =>
  console.log(`[lighthouse ${new Date().toISOString().slice(11, 19)}] ${message}`);

if (Number(process.versions.node.split(".")[0]) < 22) {
  console.error("Run it with `npm run bench:lighthouse`, which uses the project's Node 24.");
  process.exit(1);
}

interface PageResult {
  path: string;
  scores: Record<Category, number>;
  /** Audits below full marks in accessibility, best practices and SEO. */
  failing: string[];
  metrics: string;
}

async function audit(port: number, url: string): Promise<PageResult> {
  const results: PageResult[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (jsonDir) {
      fs.mkdirSync(jsonDir, { recursive: true });
      const name = new URL(url).pathname.replace(/\W+/g, "_") || "_";
      fs.writeFileSync(path.join(jsonDir, `${name}-${run + 1}.json`), JSON.stringify(lhr));
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const failing: string[] = [];
    for (const id of ["accessibility", "best-practices", "seo"] as const) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const item = lhr.audits[ref.id];
        if (ref.weight > 0 && item && item.score !== null && item.score < 1)
          failing.push(`${id}: ${ref.id} — ${item.title}`);
      }
    }
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? "–";
    results.push({
      path: new URL(url).pathname,
      scores,
      failing,
      metrics: `FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}`,
    });
  }
  // The run with the median performance score stands for the page.
  results.sort((a, b) => a.scores.performance - b.scores.performance);
  return results[Math.floor(results.length / 2)];
}

const cleanups: (() => Promise<void>)[] = [];
let belowFull = false;
try {
  let origin = givenUrl;
  if (!origin) {
    const appDir = prepareBuild(source, log);
    cleanups.push(async () => fs.rmSync(appDir, { recursive: true, force: true }));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "saath-lighthouse-data-"));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    log("starting the production server on PGlite with the demo seed");
    const server = await startServer(appDir, { dataDir }, { SEED_DEMO_DATA: "true" });
    cleanups.unshift(() => stopServer(server));
    origin = server.origin;
  }
  const listing = await (await fetch(`${origin}/vendors`)).text();
  const vendorPath = /href="(\/vendor\/\d+)"/.exec(listing)?.[1];
  if (!vendorPath) throw new Error("No vendor link on /vendors: is the demo seed there?");
  const pages = ["/", "/vendors", vendorPath];
  // Every page once before measuring, so pictures drawn on first request are drawn already.
  for (const page of pages) {
    const html = await (await fetch(`${origin}${page}`)).text();
    for (const [, src] of html.matchAll(/(?:src|href)="(\/art\/[^"]+)"/g))
      await (await fetch(`${origin}${src}`)).arrayBuffer();
  }

  log(`Chromium ${chromePath}, ${runs} run(s) a page`);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  cleanups.unshift(async () => {
    chrome.kill();
  });
  const results: PageResult[] = [];
  for (const page of pages) {
    log(`auditing ${page}`);
    const result = await audit(chrome.port, `${origin}${page}`);
    results.push(result);
    log(
      `${page}: ${CATEGORIES.map((c) => `${c} ${result.scores[c]}`).join(", ")}${result.failing.length ? `\n  ${result.failing.join("\n  ")}` : ""}`,
    );
    if (result.scores.accessibility < 100 || result.scores.seo < 100) belowFull = true;
  }

  const cpus = os.cpus();
  const report = [
    `# Saath Lighthouse (mobile), ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    "",
    `Lighthouse's default mobile audit (emulated mid-range phone, simulated slow 4G and 4× CPU slowdown) in ${chromePath}, headless. ` +
      `Server: ${givenUrl ? givenUrl : "a private production build on PGlite with the demo seed"}. ` +
      `Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? "CPU"}, Node ${process.version}, load average at the end ${os.loadavg()[0].toFixed(1)}. Runs per page: ${runs} (median performance kept).`,
    "",
    "| Page | Performance | Accessibility | Best practices | SEO | Metrics |",
    "| --- | ---: | ---: | ---: | ---: | --- |",
    ...results.map(
      (r) =>
        `| ${r.path} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores["best-practices"]} | ${r.scores.seo} | ${r.metrics} |`,
    ),
    "",
    ...results.flatMap((r) =>
      r.failing.length
        ? [`Below full marks on ${r.path}:`, ...r.failing.map((f) => `- ${f}`), ""]
        : [],
    ),
  ].join("\n");
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, report);
  console.log(`\n${report}`);
  log(`written to ${path.relative(process.cwd(), outFile)}`);
} finally {
  for (const cleanup of cleanups) await cleanup().catch(() => {});
}
if (belowFull) {
  console.error("Accessibility or SEO is below 100 on at least one page.");
  process.exit(1);
}
