import type { Ref } from "react";
import { pluralise, vendorTotal } from "~/lib/format";
import type { DirectoryFilters } from "./filters";
import { sortPhrase } from "./sort-control";

/**
 * The /vendors line under the page title: how many vendors the search found, where, and in what
 * order. It is the page's live region, and the focus goes to it after each search (the cards' h3
 * names sit under this h2: no jump from h1 to h3 for the Nu HTML checker).
 */
export function ResultsHeading({
  filters,
  result,
  near,
  headingRef,
}: {
  filters: DirectoryFilters;
  result: { total: number; totalCapped?: boolean } | null;
  /** "within 10 miles of LE1 1AA", or null when no postcode is searched. */
  near: string | null;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <h2
      ref={headingRef}
      id="results-heading"
      tabIndex={-1}
      className="mt-2 font-sans text-base font-normal tracking-normal text-stone-700"
      aria-live="polite"
    >
      {result === null ? (
        // Nothing was counted (a postcode we do not know, or no database): no "0 vendors found"
        // above the message that says why.
        "Search by name, category or town."
      ) : filters.q ? (
        <>
          {result?.totalCapped
            ? `${vendorTotal(result)} results`
            : pluralise(result?.total ?? 0, "result")}{" "}
          for <strong>“{filters.q}”</strong>
          {near ? ` ${near}` : null}
        </>
      ) : near ? (
        <>
          {result?.totalCapped
            ? `${vendorTotal(result)} vendors`
            : pluralise(result?.total ?? 0, "vendor")}{" "}
          {near}, {sortPhrase(filters)}
        </>
      ) : (
        <>{vendorTotal(result)} vendors found across the UK. Search by name, category or town.</>
      )}
    </h2>
  );
}
