import fs from "node:fs";
import os from "node:os";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;

/**
 * Debian's Chromium headless shell (the `chromium-headless-shell` package: the same engine
 * without the full browser's UI process) runs the journeys with about a quarter less CPU than
 * `chromium --headless`; the full browser is the fallback where only it is installed.
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((file) => fs.existsSync(file));

/**
 * E2E journeys run against the production build, on a fresh embedded database,
 * in Debian's Chromium (Playwright cannot download browsers on this machine).
 */
export default defineConfig({
  testDir: "tests/e2e",
  // Tests, not files, are spread over the workers: each journey makes the accounts and
  // listings it changes (tests/e2e/world.ts), and the few that cannot share the server's state
  // with a neighbour say so with `test.describe.configure({ mode: "serial" })` (decision 038).
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One worker more than the cores: while one waits on the server or a page's load, the
  // third keeps the cores busy (386 → 329 s on 2 cores; four gained nothing; decision 038).
  workers: Number(process.env.E2E_WORKERS ?? os.availableParallelism() + 1),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Limits are ceilings for a test that hangs, not waits: tests wait for the state they need (a
  // URL, a toast, a row), never for a fixed time, so a passing run is as fast with high limits.
  // They are high enough for a 2-core machine whose cores are also busy with other work (the
  // suite passes beside six CPU-burning processes; decision 033).
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: BASE_URL,
    // A trace's screencast was a third of the tier's CPU; its DOM snapshots a further tenth
    // (decision 047). On CI nobody can open a trace (the log names a failed test and its
    // error), so none is recorded; on a developer's machine a failed test keeps one without
    // the screencast: its actions, DOM snapshots and network, which are what one reads.
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: `rm -rf data/e2e && NODE_ENV=production PORT=${PORT} DATA_DIR=data/e2e BASE_URL=${BASE_URL} BETTER_AUTH_SECRET=e2e-secret-e2e-secret-e2e-secret-e2e SEED_DEMO_DATA=true REQUIRE_EMAIL_VERIFICATION=false LOG_LEVEL=warn ENABLE_DEV_MAIL=true node server/index.ts`,
    url: `${BASE_URL}/robots.txt`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
