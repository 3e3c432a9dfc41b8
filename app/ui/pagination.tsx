import { Link, useLocation } from "react-router";
import { ChevronLeft, ChevronRight } from "./icons";

/** `more`: the count stopped at its cap, so more pages follow the last one counted. */
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
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target <= 1) params.delete("page");
    else params.set("page", String(target));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  };
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className="btn-secondary" rel="prev">
          <ChevronLeft className="size-4" aria-hidden /> Previous
        </Link>
      ) : null}
      <span className="text-sm text-stone-700">
        Page {page} of {pageCount.toLocaleString("en-GB")}
        {more ? "+" : ""}
      </span>
      {page < pageCount || more ? (
        <Link to={hrefFor(page + 1)} className="btn-secondary" rel="next">
          Next <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : null}
    </nav>
  );
}
