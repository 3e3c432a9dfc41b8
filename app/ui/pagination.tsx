import { Link, useLocation } from "react-router";
import { ChevronLeft, ChevronRight } from "./icons";

/** The address of page `target` of the list at `location`, keeping its filters. */
export function pageHref(location: { pathname: string; search: string }, target: number) {
  const params = new URLSearchParams(location.search);
  if (target <= 1) params.delete("page");
  else params.set("page", String(target));
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ""}`;
}

/** `more`: the count stopped at its cap, so more pages follow the last one counted. On a phone the
 * links show only their arrows (their words stay their accessible names), so that a count of
 * thousands of pages keeps to one line between them. */
export function Pagination({
  page,
  pageCount,
  more = false,
}: {
  page: number;
  pageCount: number;
  more?: boolean;
}) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => pageHref(location, target);
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className="btn-secondary max-sm:p-3" rel="prev">
          <ChevronLeft className="size-4" aria-hidden />
          <span className="max-sm:sr-only">Previous</span>
        </Link>
      ) : null}
      <span className="whitespace-nowrap text-sm text-stone-700">
        Page {page.toLocaleString("en-GB")} of {pageCount.toLocaleString("en-GB")}
        {more ? "+" : ""}
      </span>
      {page < pageCount || more ? (
        <Link to={hrefFor(page + 1)} className="btn-secondary max-sm:p-3" rel="next">
          <span className="max-sm:sr-only">Next</span>
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : null}
    </nav>
  );
}
