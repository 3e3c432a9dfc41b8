import { Star } from "lucide-react";

export function Rating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  return (
    <p className="flex items-center gap-1.5 text-sm">
      <Star className="size-4 fill-saffron-400 text-saffron-400" aria-hidden />
      <span className="font-semibold">{rating.toFixed(1)}</span>
      <span className="sr-only">out of 5,</span>
      <span className="text-stone-600">
        ({reviewCount} {reviewCount === 1 ? "review" : "reviews"})
      </span>
    </p>
  );
}
