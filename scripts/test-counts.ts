/**
 * Counts for scripts/test.sh's summary, from the runners' JSON reports.
 *   node scripts/test-counts.ts FILE STATUS   one tier: "N passed, N failed, N skipped"
 *   node scripts/test-counts.ts --total DIR   every report in DIR: "Total: N passed, N failed"
 * A tier without a report (lint, types, build) counts as one check, passed or failed by its
 * exit status; so does a runner that crashed before it wrote its report.
 */
import fs from "node:fs";
import path from "node:path";

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const CHECKS_FILE = "checks.jsonl";

function read(file: string): Counts | undefined {
  if (file === "-" || !fs.existsSync(file)) return undefined;
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  if (report.stats && "expected" in report.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky counts as failed (no retries).
    return {
      passed: report.stats.expected,
      failed: report.stats.unexpected + report.stats.flaky,
      skipped: report.stats.skipped,
    };
  }
  // Vitest (Jest-shaped JSON).
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.success === false && !report.numFailedTests ? 1 : 0),
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

const format = (c: Counts) =>
  `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ""}`;

const [first, second] = process.argv.slice(2);
if (first === "--total") {
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  for (const name of fs.readdirSync(second)) {
    const counts =
      name === CHECKS_FILE
        ? fs
            .readFileSync(path.join(second, name), "utf8")
            .trim()
            .split("\n")
            .map((line) => JSON.parse(line) as Counts)
            .reduce((a, b) => ({
              passed: a.passed + b.passed,
              failed: a.failed + b.failed,
              skipped: a.skipped + b.skipped,
            }))
        : name.endsWith(".json")
          ? read(path.join(second, name))
          : undefined;
    if (!counts) continue;
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  console.log(`Total: ${format(total)}`);
} else {
  const ok = second === "0";
  let counts = read(first);
  if (!counts || (!ok && counts.failed === 0)) {
    // A check without a report, or a runner that failed outside any test.
    const check = { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
    const dir = first === "-" ? process.env.TEST_RESULTS_DIR : path.dirname(first);
    if (dir) fs.appendFileSync(path.join(dir, CHECKS_FILE), `${JSON.stringify(check)}\n`);
    counts = counts ? { ...counts, failed: counts.failed + 1 } : check;
  }
  console.log(format(counts));
}
