import type { ReactNode } from "react";
import { REJECT_REASONS } from "./review.constants";

/**
 * The published rules for reviews: the FAQ's "How reviews work" section, linked from every
 * list of reviews. Written for couples, in plain British English.
 */
export const REVIEW_RULES: { q: string; a: ReactNode }[] = [
  {
    q: "Who can write a review?",
    a: 'Only a couple who has contacted the business through Saath and had an answer (or whose enquiry the business marked as booked). Each couple can write one review of each business. A couple who booked the business through Saath can review it once their last booked event has passed, and their review says "Booked through Saath"; every other review says "Verified enquiry".',
  },
  {
    q: "What goes in a review?",
    a: "An overall rating from 1 to 5 stars, stars for quality of service, value for money, responsiveness and professionalism, a title, what happened in your own words (at least 50 characters), which event it was for and the month. Only your first names are shown.",
  },
  {
    q: "Can I change or delete my review?",
    a: "You can edit your review for 30 days after you write it, and delete it at any time. An edited review is checked again before it appears.",
  },
  {
    q: "Does Saath check reviews?",
    a: "Yes. Our team reads every new or edited review before it appears, and we e-mail you either way. A business can reply once, in public, and can report a review; a reported review stays on the page until we decide.",
  },
  {
    q: "What do you remove, and why?",
    a: (
      <>
        We never remove a review because it is negative. We only turn a review down or take it down
        for one of these reasons, and we tell the author which one:
        <ul className="mt-2 list-disc pl-5">
          {Object.values(REJECT_REASONS).map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </>
    ),
  },
  {
    q: "Where do the stars on a listing come from?",
    a: (
      <>
        From couples, or from Google: never from the business itself. Once a business has its first
        Saath review, its stars are the average of its Saath reviews ("Reviewed on Saath"). Before
        that, a business imported from Google shows Google's rating and number of reviews, labelled
        "Rating from Google". Otherwise it says "New on Saath". A rating a business gives itself
        when it lists with us, or one typed in by our team or an import, is kept on file but never
        shown as stars, and the minimum-rating filter and "Highest rated" use only the stars you can
        see.
      </>
    ),
  },
];
