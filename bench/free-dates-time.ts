/** Child of bench/free-dates-run.ts: times FREE_DATES_CASES against DATABASE_URL, one JSON line. */
import { closeDb } from "~/db/client.server";
import { FREE_DATES_CASES } from "./free-dates-cases";
import { timeCases } from "./timing";

const results = await timeCases(
  FREE_DATES_CASES,
  Number(process.env.BENCH_QUERY_ITERATIONS ?? 100),
);
await closeDb();
console.log(JSON.stringify({ results }));
