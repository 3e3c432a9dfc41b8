/**
 * The first request for a public page after a change (issue 32): the page cache and the kept
 * directory results are emptied by every change to what public pages show, so the next visitor
 * waits for a full render with its queries. Each round, a business saves its listing through
 * the edit page's own form (a real change: the database announces it to the app), then one
 * anonymous GET of the page is timed; only answers the app marks `X-Page-Cache: MISS` count (a
 * HIT means the announcement had not arrived yet, and the round is tried again).
 */
import { performance } from "node:perf_hooks";
import { formFields, rawGet } from "./http";
import { businessWithListing } from "./uploads";

export interface FirstRenderRow {
  page: string;
  rounds: number;
  p50: number;
  p95: number;
  max: number;
  /** Rounds whose timed request still found the page kept (tried again). */
  early: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureFirstRender(origin: string, pages: string[], rounds: number) {
  const editor = await businessWithListing(origin);
  const action = `/business/listings/${editor.vendorId}`;
  const headers = { Cookie: editor.cookie };
  let saves = 0;
  async function change() {
    const html = (await rawGet(`${origin}${action}`, headers)).body.toString("utf8");
    const fields = formFields(html, action);
    if (!fields?.has("description")) throw new Error("The listing form has no description field");
    saves += 1;
    fields.set("description", `Wedding photographs across the Midlands, edit ${saves}.`);
    const saved = await fetch(`${origin}${action}`, {
      method: "POST",
      body: fields,
      redirect: "manual",
      headers: { ...headers, Origin: origin },
    });
    if (saved.status >= 400)
      throw new Error(
        `Saving the listing answered ${saved.status}: ${[...(await saved.text()).matchAll(/-error"[^>]*>([^<]*)</g)].map((m) => m[1]).join("; ")}`,
      );
    await saved.arrayBuffer();
  }

  const rows: FirstRenderRow[] = [];
  const browser = { "Accept-Encoding": "br, gzip" };
  for (const page of pages) {
    const times: number[] = [];
    let early = 0;
    while (times.length < rounds) {
      // Kept first (a HIT), so that the change is what empties it.
      await rawGet(`${origin}${page}`, browser);
      await change();
      await pause(100);
      const started = performance.now();
      const answer = await rawGet(`${origin}${page}`, browser);
      const elapsed = performance.now() - started;
      if (answer.status !== 200) throw new Error(`${page} answered ${answer.status}`);
      if (answer.headers["x-page-cache"] === "MISS") {
        times.push(elapsed);
        continue;
      }
      early += 1;
      if (early > rounds) throw new Error(`${page}: the change was never heard`);
    }
    times.sort((a, b) => a - b);
    rows.push({
      page,
      rounds,
      p50: quantile(times, 0.5),
      p95: quantile(times, 0.95),
      max: times.at(-1) ?? Number.NaN,
      early,
    });
  }
  return rows;
}
