import { Form, useLocation } from "react-router";
import { resolveSort, SORT_LABELS, sortChoices } from "~/features/vendors/sort";
import { ArrowUpDown } from "~/ui/icons";
import { Options } from "~/ui/options";
import type { DirectoryFilters } from "./filters";
import { KeptParams } from "./kept-params";

interface SortControlProps {
  filters: Pick<DirectoryFilters, "q" | "postcode" | "sort">;
  /** The postcode was not recognised, so there is no "nearest". */
  postcodeError?: string | null;
}

/**
 * "Sort by" on the list pages (issue 15): a plain GET form, so it works before hydration and
 * without JavaScript. It carries every other parameter of the page's URL (search, postcode,
 * filters) as it is and leaves out the page, so a new order starts at page 1.
 */
export function SortControl({ filters, postcodeError }: SortControlProps) {
  const location = useLocation();
  const context = {
    hasQuery: Boolean(filters.q),
    hasPostcode: Boolean(filters.postcode) && !postcodeError,
  };
  const current = resolveSort(filters.sort, context);
  return (
    <Form
      method="get"
      action={location.pathname}
      className="flex items-center gap-2"
      aria-label="Sort vendors"
    >
      <KeptParams except="sort" />
      <label
        htmlFor="sort"
        className="flex items-center gap-1.5 text-sm font-medium text-stone-700"
      >
        <ArrowUpDown className="size-4" aria-hidden />
        Sort by
      </label>
      <select
        id="sort"
        name="sort"
        defaultValue={current}
        key={current}
        className="input w-auto py-2 pr-8 text-sm"
      >
        <Options values={sortChoices(context)} labels={SORT_LABELS} />
      </select>
      <button type="submit" className="btn-secondary px-3 py-2 text-sm">
        Sort
      </button>
    </Form>
  );
}

/** ", nearest first" and its kin for the results line: what order the list is in. */
export function sortPhrase(
  filters: Pick<DirectoryFilters, "q" | "postcode" | "sort">,
  postcodeError?: string | null,
): string {
  const sort = resolveSort(filters.sort, {
    hasQuery: Boolean(filters.q),
    hasPostcode: Boolean(filters.postcode) && !postcodeError,
  });
  return sort === "distance" ? "nearest first" : `${SORT_LABELS[sort].toLowerCase()} first`;
}
