import { Star } from "./icons";

/** The columns a listing's stars come from (decision 041). */
export interface ListingStars {
  /** Saath's own average, else Google's rating, else null. Never the rating a business typed. */
  shownRating: number | null;
  shownReviewCount: number;
  saathReviewCount: number;
}

export type StarsFrom = "saath" | "google" | "none";

/** Where a listing's shown stars come from: Saath's reviews, Google, or nowhere yet. */
export function starsFrom(listing: ListingStars): StarsFrom {
  if (listing.saathReviewCount > 0 && listing.shownRating !== null) return "saath";
  return listing.shownRating === null ? "none" : "google";
}

const LABEL: Record<Exclude<StarsFrom, "none">, string> = {
  saath: "Reviewed on Saath",
  google: "Rating from Google",
};

/**
 * A listing's stars, saying where they come from: the average of its Saath reviews, or before
 * the first of those the rating Google gave it, labelled as Google's; otherwise "New on Saath".
 * A rating the business (or an admin, or an import) typed is never shown as stars.
 */
export function ListingRating({ listing }: { listing: ListingStars }) {
  const from = starsFrom(listing);
  if (from === "none" || listing.shownRating === null) {
    return (
      <p className="rating" data-stars="none">
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
          New on Saath
        </span>
      </p>
    );
  }
  const count = listing.shownReviewCount;
  return (
    <p className="rating" data-stars={from}>
      <span className="flex items-center gap-x-1.5">
        <Star className="size-4 fill-saffron-400 text-saffron-400" aria-hidden />
        <span className="font-semibold">{listing.shownRating.toFixed(1)}</span>
        <span className="sr-only">out of 5,</span>
        <span className="text-stone-600">{`(${count} ${count === 1 ? "review" : "reviews"})`}</span>
      </span>
      <span className="after-dot text-stone-600">{LABEL[from]}</span>
    </p>
  );
}
