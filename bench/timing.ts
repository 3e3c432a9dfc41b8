import { performance } from "node:perf_hooks";

/** Runs each case a few times to warm up, then `iterations` times; p50, p95 and max in ms. */
export async function timeCases(
  cases: { name: string; run: () => Promise<unknown> }[],
  iterations: number,
  warmUp = 5,
) {
  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const results: { name: string; p50: number; p95: number; max: number }[] = [];
  for (const testCase of cases) {
    for (let i = 0; i < warmUp; i++) await testCase.run();
    const times: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const started = performance.now();
      await testCase.run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    results.push({
      name: testCase.name,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times[times.length - 1],
    });
  }
  return results;
}
