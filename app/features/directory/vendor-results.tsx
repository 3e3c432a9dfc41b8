import { Link, useLocation, useNavigation } from "react-router";
import { ConnectionNotice } from "~/ui/connection-notice";
import { EmptyState } from "~/ui/empty-state";
import { AlertTriangle, MapPinOff, SearchX, Store } from "~/ui/icons";
import { Pagination, pageHref } from "~/ui/pagination";
import type { CardData as VendorCardData } from "./card-data.server";
import { type PicturePriority, VendorCard } from "./vendor-card";

interface VendorResultsProps {
  result: {
    vendors: VendorCardData[];
    total: number;
    totalCapped?: boolean;
    page: number;
    pageCount: number;
  } | null;
  loadError: boolean;
  connectionIssue: boolean;
  filtersActive: boolean;
  clearFiltersTo: string;
  venueStyle?: boolean;
  emptyState: React.ReactNode;
  filteredEmptyText: string;
  /** An empty radius search's offer: the same search over more miles (the loader's). */
  wider?: { miles: number; search: string } | null;
}

/**
 * The first row of cards is in the first screenful (three tiles on a desktop, the first rows on
 * a phone): their pictures load at once, the first one ahead of the rest; the others lazily.
 */
export function cardPicturePriority(index: number): PicturePriority {
  if (index === 0) return "high";
  return index < 3 ? "eager" : undefined;
}

/** The grid and its states (loading, empty, filtered empty, error), shared by the list pages. */
export function VendorResults(props: VendorResultsProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const currentPath = location.pathname;
  const { wider } = props;
  const isLoading = navigation.state === "loading" && navigation.location?.pathname === currentPath;

  if (props.loadError) {
    return (
      <EmptyState
        role="alert"
        icon={AlertTriangle}
        titleAs="p"
        title="Error loading vendors. Please try again later."
        className="border-red-200 bg-red-50"
      />
    );
  }
  return (
    <div aria-busy={isLoading}>
      {props.connectionIssue ? <ConnectionNotice /> : null}
      {isLoading ? (
        <p
          role="status"
          className="mb-4 flex items-center justify-center gap-2 text-sm font-medium text-stone-700"
        >
          <span
            className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
            aria-hidden
          />
          Loading vendors...
        </p>
      ) : null}
      {!props.result || props.result.total === 0 ? (
        props.filtersActive ? (
          <EmptyState
            icon={SearchX}
            titleAs="p"
            title={props.filteredEmptyText}
            body="Try a wider radius, a lower rating or another search."
            action={
              <div className="empty-actions">
                {wider ? (
                  <Link to={`${currentPath}${wider.search}`} className="btn-primary">
                    Widen to {wider.miles} miles
                  </Link>
                ) : null}
                <Link to={props.clearFiltersTo} className={wider ? "btn-secondary" : "btn-primary"}>
                  Clear Filters
                </Link>
              </div>
            }
          />
        ) : (
          props.emptyState
        )
      ) : props.result.vendors.length === 0 ? (
        // A page number past the last page (an old link, or typed): say so, and offer page 1.
        <EmptyState
          icon={SearchX}
          titleAs="p"
          title="There are no more vendors"
          body="This page is past the end of the results."
          action={
            <Link to={pageHref(location, 1)} className="btn-primary">
              Back to the first page
            </Link>
          }
        />
      ) : (
        <>
          <ul
            className={`grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 ${isLoading ? "opacity-60 transition-opacity" : ""}`}
          >
            {props.result.vendors.map((vendor, index) => (
              <li key={vendor.id} className="flex">
                <VendorCard
                  vendor={vendor}
                  venueStyle={props.venueStyle}
                  priority={cardPicturePriority(index)}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={props.result.page}
            pageCount={props.result.pageCount}
            more={props.result.totalCapped}
          />
        </>
      )}
    </div>
  );
}

/** The "nothing here yet" state of a category with no approved vendors. */
export function NoVendorsYet({ addTo }: { addTo: string }) {
  return (
    <EmptyState
      icon={Store}
      title="No vendors yet"
      body="There are no approved vendors for this category yet."
      action={
        <Link to={addTo} className="btn-primary">
          Add Your Business
        </Link>
      }
    />
  );
}

/** An unknown postcode gets a clear message, never an empty list (decisions.md). */
export function PostcodeProblem({ message, clearTo }: { message: string; clearTo: string }) {
  return (
    <EmptyState
      role="alert"
      icon={MapPinOff}
      titleAs="p"
      title={message}
      body="Check the postcode and try again, for example LE4 5LN or just LE4."
      action={
        <Link to={clearTo} className="btn-primary">
          Clear Filters
        </Link>
      }
    />
  );
}
