import { Star } from "./icons";

/**
 * A listing's rating. Once it has Saath reviews (`saathReviews` > 0) these are their average and
 * count; before that the seeded values are shown as "Rating from {source}" (issue 13), so nobody
 * mistakes them for Saath reviews.
 */
export function Rating({
  rating,
  reviewCount,
  saathReviews,
  source,
}: {
  rating: number;
  reviewCount: number;
  saathReviews?: number;
  source?: string;
}) {
  const seeded = saathReviews === 0 && source !== undefined;
  return (
    <p className="rating">
      <span className="flex items-center gap-x-1.5">
        <Star className="size-4 fill-saffron-400 text-saffron-400" aria-hidden />
        <span className="font-semibold">{rating.toFixed(1)}</span>
        <span className="sr-only">out of 5,</span>
        <span className="text-stone-600">
          {`(${reviewCount} ${reviewCount === 1 ? "review" : "reviews"})`}
        </span>
      </span>
      {seeded ? <span className="after-dot text-stone-600">{ratingFrom(source)}</span> : null}
    </p>
  );
}

/** "Rating from Google" or "Rating from Directory", as the source badge names them. */
export const ratingFrom = (source: string) =>
  `Rating from ${source === "google" ? "Google" : "Directory"}`;

/** A listing's `Rating` from its own columns (its Saath reviews and where its rating came from). */
export function ListingRating({
  listing,
}: {
  listing: { rating: number; reviewCount: number; saathReviewCount: number; source: string };
}) {
  return (
    <Rating
      rating={listing.rating}
      reviewCount={listing.reviewCount}
      saathReviews={listing.saathReviewCount}
      source={listing.source}
    />
  );
}
