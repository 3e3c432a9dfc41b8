import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // A stray `.only` would quietly skip the rest of the suite on CI.
    allowOnly: !process.env.CI,
    // Transformed modules kept on disk (node_modules/.vitest-cache): the second integration
    // tier, and the next run, reuse the first one's work.
    fsModuleCache: true,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "deploy/**/*.test.ts"],
          exclude: ["app/**/*.int.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["app/**/*.int.test.{ts,tsx}"],
          globalSetup: ["tests/integration/global-setup.ts"],
          setupFiles: ["tests/setup-db.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
