/** Shared by the benchmarks: a private production build, and the server started on it. */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

const ROOT = process.cwd();

// ---------------------------------------------------------------- build a private copy
/** `source`: "worktree" (tracked and new files as they are), or a commit: "head", a hash, a tag. */
export function prepareBuild(source: string, log: (message: string) => void): string {
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), "saath-bench-app-"));
  if (source !== "worktree") {
    const ref = source === "head" ? "HEAD" : source;
    execFileSync("git", ["rev-parse", "--verify", `${ref}^{commit}`], { cwd: ROOT });
    execFileSync("bash", ["-c", `git archive ${ref} | tar -x -C ${JSON.stringify(stage)}`], {
      cwd: ROOT,
    });
  } else {
    // Tracked and new files, minus what .gitignore excludes (build/, data/, node_modules/ ...).
    const files = execFileSync("git", ["ls-files", "-z", "-co", "--exclude-standard"], {
      cwd: ROOT,
    })
      .toString()
      .split("\0")
      .filter(Boolean);
    for (const file of files) {
      const from = path.join(ROOT, file);
      if (!fs.existsSync(from) || fs.statSync(from).isDirectory()) continue;
      fs.mkdirSync(path.dirname(path.join(stage, file)), { recursive: true });
      fs.copyFileSync(from, path.join(stage, file));
    }
  }
  // The benchmark's own scripts always come from the working tree.
  fs.cpSync(path.join(ROOT, "bench"), path.join(stage, "bench"), {
    recursive: true,
    filter: (from) => !from.includes(`${path.sep}results`),
  });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(stage, "node_modules"), "dir");
  log(`building ${source === "worktree" ? "the working tree" : source} in ${stage}`);
  const started = performance.now();
  try {
    execFileSync("npm", ["run", "build"], { cwd: stage, stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    const failure = error as { stdout?: Buffer; stderr?: Buffer };
    console.error(`${failure.stdout ?? ""}\n${failure.stderr ?? ""}`.slice(-4000));
    throw new Error("npm run build failed (see above); fix the build or use --source=<commit>");
  }
  log(`built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return stage;
}

// ---------------------------------------------------------------- the server
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

/** CPU time (user + system) the process has used so far, in ms, from /proc (Linux). */
export function cpuMs(pid: number | undefined) {
  if (!pid) return Number.NaN;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return Number.NaN;
  }
}

export interface RunningServer {
  origin: string;
  child: ChildProcess;
  output: () => string;
}

export async function startServer(
  appDir: string,
  database: { dataDir?: string; url?: string },
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    BASE_URL: origin,
    SEED_DEMO_DATA: "false",
    BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("hex"),
    // Request logs to a pipe would measure the logger; warnings and errors still show.
    LOG_LEVEL: "warn",
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  if (database.url) env.DATABASE_URL = database.url;
  else env.DATA_DIR = database.dataDir;
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: appDir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output = (output + chunk).slice(-8000);
  });
  child.stderr?.on("data", (chunk) => {
    output = (output + chunk).slice(-8000);
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${output}`);
    try {
      const response = await fetch(`${origin}/`);
      await response.arrayBuffer();
      if (response.ok) return { origin, child, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGTERM");
  throw new Error(`The server did not answer within 120 s:\n${output}`);
}

export async function stopServer(server: RunningServer) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  const timer = setTimeout(() => server.child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** The p-th percentile of ascending `sorted`. */
export function percentile(sorted: number[], p: number) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
