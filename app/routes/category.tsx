import { Plus, RefreshCw } from "lucide-react";
import { data, Link, redirect, useRevalidator } from "react-router";
import { categoryImage, isVenueStyle } from "~/features/directory/categories";
import { categoryBannerText } from "~/features/directory/category-banner";
import {
  canonicalCategoryId,
  categoryName,
  loadVendorList,
} from "~/features/directory/directory.server";
import { FilterPopover } from "~/features/directory/filter-popover";
import { isFilterActive, parseDirectoryFilters } from "~/features/directory/filters";
import { PostcodeProblem, VendorResults } from "~/features/directory/vendor-results";
import { originFrom, seo } from "~/lib/seo";
import { useToast } from "~/ui/toast";
import type { Route } from "./+types/category";

export async function loader({ params, request }: Route.LoaderArgs) {
  const categoryId = canonicalCategoryId(params.categoryId);
  if (!categoryId) throw data("Category not found", { status: 404 });
  const url = new URL(request.url);
  if (categoryId !== params.categoryId) throw redirect(`/category/${categoryId}${url.search}`, 301);

  const filters = parseDirectoryFilters(url.searchParams);
  try {
    const list = await loadVendorList(filters, { categoryId });
    return { categoryId, name: categoryName(categoryId), filters, ...list, loadError: false };
  } catch (error) {
    console.error(error);
    return {
      categoryId,
      name: categoryName(categoryId),
      filters,
      result: null,
      postcodeError: null,
      connectionIssue: false,
      loadError: true,
    };
  }
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { categoryId, name, filters, result, postcodeError, connectionIssue, loadError } =
    loaderData;
  const revalidator = useRevalidator();
  const toast = useToast();
  const filtersActive = isFilterActive(filters);

  return (
    <div className="container-page py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold sm:text-4xl">Browse {name}</h1>
        <Link to={`/add-business/${categoryId}`} className="btn-primary">
          <Plus className="size-4" aria-hidden /> Add Business
        </Link>
      </div>

      <section
        className="relative mb-8 overflow-hidden rounded-3xl bg-brand-800 text-white"
        aria-labelledby="category-banner-title"
      >
        <img
          src={categoryImage(categoryId)}
          alt=""
          className="absolute inset-0 size-full object-cover opacity-25"
        />
        <div className="relative max-w-2xl p-6 sm:p-10">
          <h2 id="category-banner-title" className="text-2xl font-semibold sm:text-3xl">
            {name}
          </h2>
          <p className="mt-3 text-brand-50">{categoryBannerText(name)}</p>
        </div>
      </section>

      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-semibold" aria-live="polite">
          {result?.total ?? 0} vendors found
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <FilterPopover filters={filters} postcodeError={postcodeError} />
          <button
            type="button"
            className="btn-ghost"
            onClick={() => {
              toast({ title: "Refreshing" });
              void revalidator.revalidate();
            }}
          >
            <RefreshCw
              className={`size-4 ${revalidator.state === "loading" ? "animate-spin" : ""}`}
              aria-hidden
            />
            Refresh Vendors
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
          venueStyle={isVenueStyle(categoryId)}
          filteredEmptyText="No vendors match your current filters."
          emptyState={
            <div className="card p-10 text-center">
              <h2 className="text-xl font-semibold">No vendors yet</h2>
              <p className="mt-2 text-stone-600">
                There are no approved vendors for this category yet.
              </p>
            </div>
          }
        />
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seo({
    title: loaderData ? `${loaderData.name} for Indian weddings` : "Category",
    description: loaderData ? categoryBannerText(loaderData.name) : undefined,
    path: `/category/${loaderData?.categoryId ?? ""}`,
    origin: originFrom(matches),
  });
