import fs from "node:fs";
import os from "node:os";
import { defineConfig } from "vitest/config";

const INTEGRATION = "app/**/*.int.test.{ts,tsx}";

/**
 * Integration files that replace an app module with `vi.mock` need the app loaded afresh for
 * them alone; every other integration file shares its worker's loaded app with the files
 * before it (loading the app took a third of each file's time). Found by reading the files, so
 * a new file that mocks a module is isolated without anyone listing it.
 */
const mocking = fs
  .globSync(INTEGRATION)
  .filter((file) => /\bvi\.(do)?mock\(/.test(fs.readFileSync(file, "utf8")));

const integration = {
  globalSetup: ["tests/integration/global-setup.ts"],
  setupFiles: ["tests/setup-db.ts"],
  environment: "node" as const,
  // Ceilings for a hung test, not waits. On a starved machine (both cores busy elsewhere,
  // load average 15-20) the heaviest tests (password hashing, bulk imports on PGlite) take
  // 20-90 s against 2-5 s when quiet; a hung test still fails, three minutes later.
  testTimeout: 180_000,
  hookTimeout: 240_000,
};

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // A stray `.only` would quietly skip the rest of the suite on CI.
    allowOnly: !process.env.CI,
    // One worker more than the cores. Vitest's default in `run` is one fewer: one worker on
    // CI's 2-core machine, with the other core mostly idle (each integration file is one
    // process's work; PGlite runs in that process). Two took about a third less time; a third
    // fills the gaps while a worker waits on its database: PGlite tier 132 → 117 s, PostgreSQL
    // 84 → 67 s (a fourth gained nothing; decision 038).
    maxWorkers: os.availableParallelism() + 1,
    // Transformed modules kept on disk (node_modules/.vitest-cache): the second integration
    // tier, and the next run, reuse the first one's work.
    fsModuleCache: true,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "deploy/**/*.test.ts"],
          exclude: [INTEGRATION],
          environment: "node",
          // A ceiling for a hung test, not a wait: high enough for both cores busy elsewhere.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: [INTEGRATION],
          exclude: mocking,
          isolate: false,
          ...integration,
        },
      },
      {
        extends: true,
        test: {
          name: "integration-isolated",
          include: mocking,
          ...integration,
        },
      },
    ],
  },
});
