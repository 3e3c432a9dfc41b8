import { data, Form } from "react-router";
import { GoogleImportDialog } from "~/features/business/google-import-dialog";
import { hasServerPlacesKey } from "~/features/business/google-places.server";
import { loadLocationAreas, loadVendorList } from "~/features/directory/directory.server";
import { FilterPopover } from "~/features/directory/filter-popover";
import { isFilterActive } from "~/features/directory/filter-state";
import { parseDirectoryFilters } from "~/features/directory/filters";
import { KeptParams } from "~/features/directory/kept-params";
import { ResultsHeading } from "~/features/directory/results-heading";
import { SortControl } from "~/features/directory/sort-control";
import { PostcodeProblem, VendorResults } from "~/features/directory/vendor-results";
import { publicPageHeaders } from "~/features/page-cache/public-page";
import { radiusLabel } from "~/lib/format";
import { logger } from "~/lib/logger.server";
import { originFrom, pagedPath, seo } from "~/lib/seo";
import { retryAfterHeaders } from "~/lib/unavailable.server";
import { EmptyState } from "~/ui/empty-state";
import { SearchX } from "~/ui/icons";
import { useRootData } from "~/ui/root-data";
import { SearchField } from "~/ui/search-field";
import { useFocusAfterNavigation } from "~/ui/use-focus-after-navigation";
import type { Route } from "./+types/vendors";

export async function loader({ request }: Route.LoaderArgs) {
  const filters = parseDirectoryFilters(new URL(request.url).searchParams);
  const hasServerKey = hasServerPlacesKey();
  try {
    const [list, areas] = await Promise.all([
      loadVendorList(filters, { request }),
      loadLocationAreas(),
    ]);
    return {
      filters,
      ...list,
      areas: areas.data,
      connectionIssue: list.connectionIssue || areas.connectionIssue,
      loadError: false,
      hasServerKey,
    };
  } catch (error) {
    logger.error({ err: error }, "Loading the page failed");
    // No database and no last good copy: the page's own error state, as a 503.
    return data(
      {
        filters,
        result: null,
        postcodeError: null,
        wider: null,
        areas: [],
        connectionIssue: false,
        loadError: true,
        hasServerKey,
      },
      { status: 503, headers: retryAfterHeaders() },
    );
  }
}

/** Anonymous visitors share this page (server/page-cache.ts, decision 025). */
export const headers = publicPageHeaders;

export default function VendorsPage({ loaderData }: Route.ComponentProps) {
  const { filters, result, postcodeError, areas, connectionIssue, loadError } = loaderData;
  const eventDates = "eventDates" in loaderData ? loaderData.eventDates : null;
  const isLoggedIn = Boolean(useRootData()?.user);
  const resultsRef = useFocusAfterNavigation<HTMLHeadingElement>();
  const near =
    filters.postcode && !postcodeError ? radiusLabel(filters.radius, filters.postcode) : null;
  const clearTo = filters.q ? `/vendors?q=${encodeURIComponent(filters.q)}` : "/vendors";
  return (
    <div className="container-page py-8 sm:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold sm:text-4xl">Find Wedding Vendors</h1>
          <ResultsHeading filters={filters} result={result} near={near} headingRef={resultsRef} />
        </div>
        <GoogleImportDialog isLoggedIn={isLoggedIn} hasServerKey={loaderData.hasServerKey} />
      </div>
      <div className="relative mb-8 flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center">
        <Form method="get" role="search" className="flex flex-1 gap-2">
          <SearchField
            id="vendors-search"
            defaultValue={filters.q}
            placeholder="Search by name, category or town"
            inputClassName="input py-2.5 pl-9"
          />
          <KeptParams except="q" />
          <button type="submit" className="btn-primary">
            Search
          </button>
        </Form>
        <FilterPopover {...{ filters, postcodeError, areas, eventDates }} />
      </div>
      {result && result.total > 0 && !postcodeError ? (
        <div className="mb-4 flex justify-end">
          <SortControl filters={filters} />
        </div>
      ) : null}
      {postcodeError ? (
        <PostcodeProblem message={postcodeError} clearTo={clearTo} />
      ) : (
        <VendorResults
          result={result}
          loadError={loadError}
          connectionIssue={connectionIssue}
          filtersActive={isFilterActive(filters) || Boolean(filters.q)}
          clearFiltersTo="/vendors"
          filteredEmptyText="No vendors match your filters"
          wider={loaderData.wider}
          emptyState={
            <EmptyState icon={SearchX} titleAs="p" title="No vendors match your filters" />
          }
        />
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo({
    title: "Find Wedding Vendors",
    description:
      "Search Indian and South Asian wedding vendors across the UK by name, category, town or postcode.",
    path: pagedPath("/vendors", location.search),
    origin: originFrom(matches),
  });
