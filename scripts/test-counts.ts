/**
 * Counts for scripts/test.sh's summary, from the runners' JSON reports.
 *   node scripts/test-counts.ts FILE STATUS   one tier: "N passed, N failed, N skipped"
 *   node scripts/test-counts.ts --total DIR   every report in DIR: "Total: N passed, N failed",
 *                                             then each failed test's name and the start of its error
 *                                             (CI shows only the end of the log, so a red run
 *                                             says there which test went red)
 * A tier without a report (lint, types, build) counts as one check, passed or failed by its
 * exit status; so does a runner that crashed before it wrote its report.
 */
import fs from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

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

interface Failure {
  name: string;
  message: string;
}

/** An error's first three lines (Playwright's says what failed, then the locator, then why). */
const errorStart = (message: string | undefined) =>
  stripVTControlCharacters(message ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(" · ")
    .slice(0, 300);

interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
  }[];
}

/** The failed tests in one runner's JSON report, with the first line of each one's error. */
function failures(file: string): Failure[] {
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  if (report.stats && "expected" in report.stats) {
    const found: Failure[] = [];
    const walk = (suite: PlaywrightSuite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          if (test.status !== "unexpected" && test.status !== "flaky") continue;
          const error = test.results.find((r) => r.error)?.error?.message;
          found.push({
            name: `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`,
            message: errorStart(error),
          });
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);
    // Errors outside any test: the web server did not start, a spec did not load.
    for (const error of report.errors ?? []) {
      found.push({ name: "Playwright", message: errorStart(error.message) });
    }
    return found;
  }
  return (report.testResults ?? []).flatMap(
    (fileResult: {
      name: string;
      message?: string;
      assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
    }) => {
      const file = path.relative(process.cwd(), fileResult.name);
      const failed = fileResult.assertionResults
        .filter((a) => a.status === "failed")
        .map((a) => ({
          name: `${file} › ${a.fullName}`,
          message: errorStart(a.failureMessages[0]),
        }));
      // A file that failed outside any test (an import or a hook) has only the file's message.
      if (!failed.length && fileResult.message) {
        return [{ name: file, message: errorStart(fileResult.message) }];
      }
      return failed;
    },
  );
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
  const failed = fs
    .readdirSync(second)
    .filter((name) => name.endsWith(".json"))
    .flatMap((name) => failures(path.join(second, name)));
  if (failed.length) {
    console.log("Failed:");
    for (const f of failed) console.log(`  ${f.name}\n    ${f.message}`);
  }
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
