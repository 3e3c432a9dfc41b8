import { Link, useRevalidator } from "react-router";
import { loadCategoryPage } from "~/features/directory/category-page-actions.server";
import { FilterPopover } from "~/features/directory/filter-popover";
import { isFilterActive } from "~/features/directory/filter-state";
import { SortControl, sortPhrase } from "~/features/directory/sort-control";
import { useFocusAfterFilter } from "~/features/directory/use-focus-after-filter";
import { NoVendorsYet, PostcodeProblem, VendorResults } from "~/features/directory/vendor-results";
import { publicPageHeaders } from "~/features/page-cache/public-page";
import { radiusLabel, vendorTotal } from "~/lib/format";
import { originFrom, pagedPath, seo } from "~/lib/seo";
import { Plus, RefreshCw } from "~/ui/icons";
import { breadcrumbs, JsonLd } from "~/ui/json-ld";
import { useRootData } from "~/ui/root-data";
import { useToast } from "~/ui/toast";

import type { Route } from "./+types/category";

export function loader({ params, request }: Route.LoaderArgs) {
  return loadCategoryPage(request, params.categoryId);
}

/** Anonymous visitors share this page (server/page-cache.ts, decision 025). */
export const headers = publicPageHeaders;

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { categoryId, name, filters, result, postcodeError, connectionIssue, loadError } =
    loaderData;
  const revalidator = useRevalidator();
  const toast = useToast();
  const resultsRef = useFocusAfterFilter<HTMLDivElement>();
  // A search in the address (a shared link) narrows the page too: its empty state is the filters'.
  const filtersActive = isFilterActive(filters) || Boolean(filters.q);

  const origin = useRootData()?.origin ?? "";
  return (
    <div className="container-page py-8 sm:py-10">
      <JsonLd
        data={breadcrumbs([
          ["Home", `${origin}/`],
          ["Categories", `${origin}/categories`],
          [name, `${origin}/category/${categoryId}`],
        ])}
      />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <h1 className="text-3xl font-bold sm:text-4xl">Browse {name}</h1>
        <Link to={`/add-business/${categoryId}`} className="btn-primary">
          <Plus className="size-4" aria-hidden /> Add Business
        </Link>
      </div>

      <section
        className="mb-8 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white shadow-sm"
        aria-labelledby="category-banner-title"
      >
        <div className="flex items-center gap-6">
          <div className="flex-1 p-6 sm:p-10">
            <p className="text-xs font-semibold tracking-wider text-saffron-300 uppercase">
              Wedding vendors
            </p>
            <h2 id="category-banner-title" className="mt-2 text-2xl font-semibold sm:text-3xl">
              {name}
            </h2>
            <p className="mt-3 max-w-2xl leading-relaxed text-brand-50">{loaderData.bannerText}</p>
          </div>
          <img
            src={loaderData.image}
            alt=""
            className="hidden h-48 w-64 shrink-0 self-stretch object-cover md:block lg:h-56 lg:w-80"
            width={320}
            height={224}
          />
        </div>
      </section>

      <div className="relative mb-6 flex flex-wrap items-center justify-between gap-3">
        {/* After Apply Filters, Reset or a sort, focus comes here, as on /vendors. */}
        <div aria-live="polite" ref={resultsRef} tabIndex={-1}>
          {/* Nothing counted (an unknown postcode, no database): the message below says why. */}
          {result ? (
            <p className="text-lg font-semibold">{vendorTotal(result)} vendors found</p>
          ) : null}
          {filters.postcode && !postcodeError ? (
            <p className="text-sm text-stone-700">
              {radiusLabel(filters.radius, filters.postcode).replace(/^w/, "W")},{" "}
              {sortPhrase(filters)}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {result && result.total > 0 && !postcodeError ? <SortControl filters={filters} /> : null}
          <FilterPopover
            filters={filters}
            postcodeError={postcodeError}
            eventDates={"eventDates" in loaderData ? loaderData.eventDates : null}
          />
          <button
            type="button"
            className="btn-ghost px-3"
            title="Refresh Vendors"
            onClick={() => {
              toast({ title: "Refreshing" });
              void revalidator.revalidate();
            }}
          >
            <RefreshCw
              className={`size-4 ${revalidator.state === "loading" ? "animate-spin" : ""}`}
              aria-hidden
            />
            <span className="sr-only sm:not-sr-only">Refresh Vendors</span>
          </button>
        </div>
      </div>
      {postcodeError ? (
        <PostcodeProblem message={postcodeError} clearTo={`/category/${categoryId}`} />
      ) : (
        <VendorResults
          result={result}
          loadError={loadError}
          connectionIssue={connectionIssue}
          filtersActive={filtersActive}
          clearFiltersTo={`/category/${categoryId}`}
          venueStyle={loaderData.venueStyle}
          filteredEmptyText="No vendors match your current filters."
          wider={loaderData.wider}
          emptyState={<NoVendorsYet addTo={`/add-business/${categoryId}`} />}
        />
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seo({
    title: loaderData ? `${loaderData.name} for Indian weddings` : "Category",
    description: loaderData?.bannerText,
    path: pagedPath(`/category/${loaderData?.categoryId ?? ""}`, location.search),
    origin: originFrom(matches),
  });
