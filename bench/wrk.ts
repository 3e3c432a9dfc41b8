/**
 * The load client of the benchmarks: wrk, a C program (Debian's `wrk` package), so that the
 * client is not what limits the figures. autocannon, the Node client used before, was bound to
 * one core at 5–10k requests a second on the 2-core machine (issue 32).
 *
 * Also installs what the benchmarks run from Debian's packages (wrk, nginx-light) when it is
 * missing, as .ci/run does for the test suite's packages.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const BIN_DIRS = ["/usr/bin", "/usr/sbin", "/usr/local/bin", "/usr/local/sbin"];

/**
 * The path of `binary`, installing Debian's `debianPackage` first when it is missing (as root,
 * the way .ci/run installs nginx-light and Chromium). Elsewhere it says what to install.
 */
export function ensureDebianTool(
  binary: string,
  debianPackage: string,
  log: (message: string) => void,
): string {
  const find = () =>
    BIN_DIRS.map((dir) => path.join(dir, binary)).find((file) => fs.existsSync(file));
  const found = find();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !fs.existsSync("/usr/bin/apt-get")) {
    throw new Error(
      `The benchmark needs ${binary}: install Debian's ${debianPackage} package (sudo apt-get install -y ${debianPackage}) and run it again.`,
    );
  }
  log(`installing ${debianPackage} from Debian's packages (${binary} is missing)`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", debianPackage], { stdio: "inherit", env });
  const installed = find();
  if (!installed) throw new Error(`apt-get installed ${debianPackage} but ${binary} is not there`);
  return installed;
}

export interface WrkResult {
  /** Requests completed. */
  requests: number;
  seconds: number;
  rps: number;
  /** Latency percentiles and the maximum, in ms. */
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  max: number;
  /** Connections that failed to open, reads and writes that failed, and timeouts. */
  socketErrors: number;
  timeouts: number;
  /** Answers wrk counts as failed: status 400 or above. */
  badStatus: number;
  /** Answers other than 2xx, when the run counted them (`countStatus`), else null. */
  non2xx: number | null;
}

export interface WrkOptions {
  url: string;
  connections: number;
  duration: number;
  /** wrk's threads (event loops); 1 keeps the other core for the server. */
  threads?: number;
  headers?: Record<string, string>;
  /** Paths to request in turn instead of the URL's own (each connection steps through them). */
  paths?: string[];
  /** A pause before each request on a connection, in ms: a bounded rate instead of the most. */
  delayMs?: number;
  /** Count every non-2xx answer (costs wrk a Lua call per answer: only for bounded rates). */
  countStatus?: boolean;
}

/**
 * wrk's Lua hooks: the requests to send (and a delay before each, for a bounded rate), and a
 * `done` that prints the figures as one JSON line, latencies in microseconds.
 */
function luaScript(options: WrkOptions) {
  const lines: string[] = [];
  if (options.paths?.length) {
    lines.push(`local paths = { ${options.paths.map((p) => JSON.stringify(p)).join(", ")} }`);
    lines.push("local next = 0");
    lines.push("request = function()");
    lines.push("  next = next % #paths + 1");
    lines.push('  return wrk.format("GET", paths[next])');
    lines.push("end");
  }
  if (options.delayMs) {
    lines.push(`delay = function() return ${Math.max(0, Math.round(options.delayMs))} end`);
  }
  if (options.countStatus) {
    lines.push("local threads = {}");
    lines.push("setup = function(thread) table.insert(threads, thread) end");
    lines.push("non2xx = 0");
    lines.push("response = function(status, headers, body)");
    lines.push("  if status < 200 or status > 299 then non2xx = non2xx + 1 end");
    lines.push("end");
  }
  lines.push("done = function(summary, latency, requests)");
  lines.push("  local counted = -1");
  if (options.countStatus) {
    lines.push("  counted = 0");
    lines.push(
      '  for _, thread in ipairs(threads) do counted = counted + thread:get("non2xx") end',
    );
  }
  lines.push("  local e = summary.errors");
  lines.push(
    '  io.write(string.format(\'WRK_RESULT {"requests":%d,"duration":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50":%.0f,"p90":%.0f,"p95":%.0f,"p99":%.0f,"max":%.0f,"non2xx":%d}\\n\',',
  );
  lines.push(
    "    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,",
  );
  lines.push(
    "    latency:percentile(50), latency:percentile(90), latency:percentile(95), latency:percentile(99), latency.max, counted))",
  );
  lines.push("end");
  return `${lines.join("\n")}\n`;
}

let wrkPath: string | undefined;

/** Runs wrk once against `options.url`; resolves with its figures. */
export async function runWrk(
  options: WrkOptions,
  log: (message: string) => void = () => {},
): Promise<WrkResult> {
  wrkPath ??= ensureDebianTool("wrk", "wrk", log);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "saath-wrk-"));
  try {
    const script = path.join(dir, "bench.lua");
    fs.writeFileSync(script, luaScript(options));
    const threads = Math.max(1, Math.min(options.threads ?? 1, options.connections));
    const args = [
      `--threads=${threads}`,
      `--connections=${Math.max(threads, options.connections)}`,
      `--duration=${Math.max(1, Math.round(options.duration))}s`,
      "--timeout=10s",
      `--script=${script}`,
    ];
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      args.push(`--header=${name}: ${value}`);
    }
    args.push(options.url);
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(wrkPath as string, args, { stdio: ["ignore", "pipe", "pipe"] });
      let text = "";
      child.stdout.on("data", (chunk) => {
        text += chunk;
      });
      child.stderr.on("data", (chunk) => {
        text += chunk;
      });
      child.once("error", reject);
      child.once("exit", (code) =>
        code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}:\n${text}`)),
      );
    });
    const line = output.split("\n").find((text) => text.startsWith("WRK_RESULT "));
    if (!line) throw new Error(`wrk printed no result:\n${output}`);
    const raw = JSON.parse(line.slice("WRK_RESULT ".length)) as Record<string, number>;
    const ms = (microseconds: number | undefined) => (microseconds ?? Number.NaN) / 1000;
    const seconds = (raw.duration ?? 0) / 1e6;
    const requests = raw.requests ?? 0;
    return {
      requests,
      seconds,
      rps: seconds > 0 ? requests / seconds : 0,
      p50: ms(raw.p50),
      p90: ms(raw.p90),
      p95: ms(raw.p95),
      p99: ms(raw.p99),
      max: ms(raw.max),
      socketErrors: (raw.connect ?? 0) + (raw.read ?? 0) + (raw.write ?? 0),
      timeouts: raw.timeout ?? 0,
      badStatus: raw.status ?? 0,
      non2xx: options.countStatus ? (raw.non2xx ?? 0) : null,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The version line wrk prints, for the report. */
export function wrkVersion(log: (message: string) => void = () => {}) {
  wrkPath ??= ensureDebianTool("wrk", "wrk", log);
  try {
    execFileSync(wrkPath, ["--version"], { stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    // wrk --version prints its banner and exits 1.
    const output = String((error as { stdout?: Buffer }).stdout ?? "");
    return output.split("\n")[0]?.trim() || "wrk";
  }
  return "wrk";
}
