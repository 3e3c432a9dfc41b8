import { Link, useLocation, useNavigation } from "react-router";
import { ConnectionNotice } from "~/ui/connection-notice";
import { Pagination } from "~/ui/pagination";
import { VendorCard } from "./vendor-card";
import type { VendorCard as VendorCardData } from "./vendors.server";

interface VendorResultsProps {
  result: { vendors: VendorCardData[]; total: number; page: number; pageCount: number } | null;
  loadError: boolean;
  connectionIssue: boolean;
  filtersActive: boolean;
  clearFiltersTo: string;
  venueStyle?: boolean;
  emptyState: React.ReactNode;
  filteredEmptyText: string;
}

/** The grid and its states (loading, empty, filtered empty, error), shared by the list pages. */
export function VendorResults(props: VendorResultsProps) {
  const navigation = useNavigation();
  const currentPath = useLocation().pathname;
  const isLoading = navigation.state === "loading" && navigation.location?.pathname === currentPath;

  if (props.loadError) {
    return (
      <p
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800"
      >
        Error loading vendors. Please try again later.
      </p>
    );
  }
  return (
    <div aria-busy={isLoading}>
      {props.connectionIssue ? <ConnectionNotice /> : null}
      {isLoading ? (
        <p role="status" className="mb-4 text-center text-stone-600">
          Loading vendors...
        </p>
      ) : null}
      {!props.result || props.result.total === 0 ? (
        props.filtersActive ? (
          <div className="card flex flex-col items-center gap-4 p-10 text-center">
            <p className="text-lg">{props.filteredEmptyText}</p>
            <Link to={props.clearFiltersTo} className="btn-primary">
              Clear Filters
            </Link>
          </div>
        ) : (
          props.emptyState
        )
      ) : (
        <>
          <ul
            className={`grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 ${isLoading ? "opacity-60" : ""}`}
          >
            {props.result.vendors.map((vendor) => (
              <li key={vendor.id} className="flex">
                <VendorCard vendor={vendor} venueStyle={props.venueStyle} />
              </li>
            ))}
          </ul>
          <Pagination page={props.result.page} pageCount={props.result.pageCount} />
        </>
      )}
    </div>
  );
}

/** An unknown postcode gets a clear message, never an empty list (decisions.md). */
export function PostcodeProblem({ message, clearTo }: { message: string; clearTo: string }) {
  return (
    <div role="alert" className="card flex flex-col items-center gap-4 p-10 text-center">
      <p className="text-lg font-semibold">{message}</p>
      <p className="text-stone-600">
        Check the postcode and try again, for example LE4 5LN or just LE4.
      </p>
      <Link to={clearTo} className="btn-primary">
        Clear Filters
      </Link>
    </div>
  );
}
