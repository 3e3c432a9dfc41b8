import { Star } from "./icons";

/** The columns a listing's stars come from (decision 041). */
export interface ListingStars {
  /** Saath's own average, else Google's rating, else null. Never the rating a business typed. */
  shownRating: number | null;
  shownReviewCount: number;
  saathReviewCount: number;
}

/**
 * A listing's stars, saying where they come from: the average of its Saath reviews, or before
 * the first of those the rating Google gave it, labelled as Google's; otherwise "New on Saath".
 * A rating the business (or an admin, or an import) typed is never shown as stars.
 */
export function ListingRating({ listing }: { listing: ListingStars }) {
  const { shownRating: rating, shownReviewCount: count } = listing;
  if (rating === null) {
    return (
      <p className="rating" data-stars="none">
        <span className="rating-new">New on Saath</span>
      </p>
    );
  }
  const saath = listing.saathReviewCount > 0;
  return (
    <p className="rating" data-stars={saath ? "saath" : "google"}>
      <span className="flex items-center gap-x-1.5">
        <Star className="size-4 fill-saffron-400 text-saffron-400" aria-hidden />
        <span className="font-semibold">{rating.toFixed(1)}</span>
        <span className="sr-only">out of 5,</span>
        <span className="text-stone-600">{`(${count} review${count === 1 ? "" : "s"})`}</span>
      </span>
      <span className="after-dot text-stone-600">
        {saath ? "Reviewed on Saath" : "Rating from Google"}
      </span>
    </p>
  );
}
