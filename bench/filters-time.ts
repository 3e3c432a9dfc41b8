/** Child of bench/filters-run.ts: times FILTER_CASES against DATABASE_URL, prints one JSON line. */
import { closeDb } from "~/db/client.server";
import { FILTER_CASES } from "./filter-cases";
import { timeCases } from "./timing";

const results = await timeCases(FILTER_CASES, Number(process.env.BENCH_QUERY_ITERATIONS ?? 100));
await closeDb();
console.log(JSON.stringify({ results }));
