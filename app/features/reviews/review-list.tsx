import { Form, Link, useLocation } from "react-router";
import { BadgeCheck, MessageSquareReply, Star } from "~/ui/icons";
import { Options } from "~/ui/options";
import { REVIEW_SORTS, SORT_LABELS, SUB_SCORES } from "./review.constants";
import type { ReviewPanel, VendorReviews } from "./review-read.server";

const stars = (n: number) => `${n} ${n === 1 ? "star" : "stars"}`;

function StarRow({ rating }: { rating: number }) {
  return (
    <span className="flex items-center gap-0.5" role="img" aria-label={`${stars(rating)} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={`size-4 ${n <= rating ? "fill-saffron-400 text-saffron-500" : "text-stone-300"}`}
          aria-hidden
        />
      ))}
    </span>
  );
}

/** Five bars for the eye; the same numbers as a list for everyone else. */
function Distribution({ reviews }: { reviews: VendorReviews }) {
  const most = Math.max(1, ...reviews.distribution.map((row) => row.count));
  return (
    <div>
      <ul className="space-y-1.5" aria-label="Rating distribution">
        {reviews.distribution.map((row) => (
          <li key={row.stars} className="flex items-center gap-3 text-sm">
            <span className="w-14 shrink-0">{stars(row.stars)}</span>
            <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-stone-200" aria-hidden>
              <span
                className="block h-full rounded-full bg-saffron-400"
                style={{ width: `${(row.count / most) * 100}%` }}
              />
            </span>
            <span className="w-8 shrink-0 text-right text-stone-700">
              {row.count}
              <span className="sr-only"> {row.count === 1 ? "review" : "reviews"}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A page of reviews in the current order, keeping the rest of the address. */
function useReviewPageHref(reviews: VendorReviews) {
  const location = useLocation();
  return (page: number) => {
    const params = new URLSearchParams(location.search);
    params.set("reviews", reviews.sort);
    if (page <= 1) params.delete("rpage");
    else params.set("rpage", String(page));
    return `${location.pathname}?${params}#reviews`;
  };
}

/** The vendor page's reviews: summary, sort, one page from the server, and the rules' link. */
export function VendorReviewsSection({
  vendor,
  reviews,
  panel,
}: {
  vendor: { id: number; name: string; shownRating: number | null; saathReviewCount: number };
  reviews: VendorReviews & { unavailable?: boolean };
  panel: ReviewPanel;
}) {
  const hrefFor = useReviewPageHref(reviews);
  return (
    <section id="reviews" className="mt-10 scroll-mt-24" aria-labelledby="reviews-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="reviews-heading" className="text-2xl font-semibold">
          Reviews
        </h2>
        <Link to="/faq#how-reviews-work" className="text-sm font-semibold text-brand-700 underline">
          How reviews work
        </Link>
      </div>
      <WriteReview vendorId={vendor.id} panel={panel} />
      {reviews.unavailable ? (
        <p className="mt-4 text-stone-700" role="status">
          Reviews are briefly unavailable.
        </p>
      ) : reviews.total === 0 ? (
        <p className="mt-4 text-stone-700">
          No reviews from Saath couples yet. Only couples who have had an answer to an enquiry can
          review {vendor.name}.
        </p>
      ) : (
        <>
          <div className="mt-4 grid gap-6 rounded-2xl border border-stone-200 bg-white p-5 sm:grid-cols-2">
            <div>
              <p className="flex items-baseline gap-2">
                <span className="text-4xl font-bold" data-testid="review-average">
                  {(vendor.shownRating ?? 0).toFixed(1)}
                </span>
                <span className="text-stone-700">
                  out of 5 from {reviews.total} {reviews.total === 1 ? "review" : "reviews"}
                </span>
              </p>
              <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                {SUB_SCORES.map((score) => (
                  <div key={score.name} className="contents">
                    <dt className="text-stone-700">{score.label}</dt>
                    <dd className="font-semibold">{reviews.averages?.[score.name].toFixed(1)}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <Distribution reviews={reviews} />
          </div>
          <Form method="get" className="mt-4 flex flex-wrap items-end gap-2" preventScrollReset>
            <label htmlFor="review-sort" className="label mb-0">
              Sort reviews
            </label>
            <select
              id="review-sort"
              name="reviews"
              defaultValue={reviews.sort}
              className="input w-auto"
            >
              <Options values={REVIEW_SORTS} labels={SORT_LABELS} />
            </select>
            <button type="submit" className="btn-secondary">
              Sort
            </button>
          </Form>
          <ol className="mt-4 space-y-4" data-testid="review-list">
            {reviews.rows.map((row) => (
              <li key={row.id} id={`review-${row.id}`} className="card scroll-mt-24 p-5">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <StarRow rating={row.rating} />
                  <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
                    <BadgeCheck className="size-3.5" aria-hidden /> {row.badge}
                  </span>
                </div>
                <h3 className="mt-2 text-lg font-semibold [overflow-wrap:anywhere]">{row.title}</h3>
                <p className="text-sm text-stone-700">
                  {row.author} · {row.event} · {row.month}
                </p>
                <p className="mt-2 whitespace-pre-wrap [overflow-wrap:anywhere]">{row.body}</p>
                {row.reply ? (
                  <div className="mt-3 rounded-xl bg-stone-50 p-3 text-sm">
                    <p className="flex items-center gap-1.5 font-semibold">
                      <MessageSquareReply className="size-4" aria-hidden /> Reply from {vendor.name}
                    </p>
                    <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">{row.reply}</p>
                  </div>
                ) : null}
                {panel.isOwner ? (
                  <Link
                    to={`/business/reviews/${row.id}`}
                    className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
                  >
                    {row.reply ? "Edit your reply" : "Reply"} or report
                    <span className="sr-only"> the review “{row.title}”</span>
                  </Link>
                ) : null}
              </li>
            ))}
          </ol>
          {reviews.pageCount > 1 ? (
            <nav aria-label="Review pages" className="mt-4 flex items-center justify-center gap-3">
              {reviews.page > 1 ? (
                <Link to={hrefFor(reviews.page - 1)} className="btn-secondary" rel="prev">
                  {/* Not "Newer": the order may be by stars. */}
                  Previous
                </Link>
              ) : null}
              <span className="text-sm text-stone-700">
                Page {reviews.page} of {reviews.pageCount}
              </span>
              {reviews.page < reviews.pageCount ? (
                <Link to={hrefFor(reviews.page + 1)} className="btn-secondary" rel="next">
                  More reviews
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

/** "Write a review" for a couple with an eligible thread; their own review's state otherwise. */
export function WriteReview({ vendorId, panel }: { vendorId: number; panel: ReviewPanel }) {
  if (panel.own) {
    return (
      <p className="mt-3 text-stone-700">
        {panel.own.said}{" "}
        <Link to={`/vendor/${vendorId}/review`} className="font-semibold text-brand-700 underline">
          {panel.own.canEdit ? "Edit or delete your review" : "Delete your review"}
        </Link>
      </p>
    );
  }
  if (panel.notBefore) return <p className="mt-3 text-stone-700">{panel.notBefore}</p>;
  if (!panel.canWrite) return null;
  return (
    <Link to={`/vendor/${vendorId}/review`} className="btn-primary mt-3">
      Write a review
    </Link>
  );
}
