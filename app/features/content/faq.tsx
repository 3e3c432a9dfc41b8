import type { ReactNode } from "react";
import { Link } from "react-router";
import { REVIEW_RULES } from "~/features/reviews/review-rules";

interface Question {
  q: string;
  a: ReactNode;
}

/** The FAQ page's questions and answers, by section (/faq). */
export const FAQ_SECTIONS: { title: string; id: string; questions: Question[] }[] = [
  {
    title: "For couples",
    id: "couples",
    questions: [
      {
        q: "Is Saath free for couples?",
        a: "Yes. Browsing the directory, shortlisting vendors and using your wedding dashboard are free, and always will be.",
      },
      {
        q: "How do I find vendors near me?",
        a: (
          <>
            Open <Link to="/vendors">the directory</Link> or a category, enter your postcode and
            choose a distance from 1 to 50 miles. We measure the distance from the centre of your
            postcode sector to each vendor's, so results are accurate to about a kilometre.
          </>
        ),
      },
      {
        q: "Do I need an account?",
        a: "Not to browse. You need a free account to shortlist vendors, keep a wedding dashboard, add a business or claim a listing.",
      },
      {
        q: "Can I plan more than one event?",
        a: "Yes. When you sign up you can name up to five events, such as the mehndi, sangeet, haldi, ceremony and a walima, plus the reception. After sign-up you can add more from your profile, up to ten in all.",
      },
      {
        q: "Does Saath take bookings or payments?",
        a: "No. You contact vendors directly and agree prices and contracts with them. Always read a vendor's contract, especially the deposit and cancellation terms, before you pay.",
      },
    ],
  },
  { title: "How reviews work", id: "how-reviews-work", questions: REVIEW_RULES },
  {
    title: "For wedding businesses",
    id: "businesses",
    questions: [
      {
        q: "How much does a listing cost?",
        a: (
          <>
            Our Basic plan is £0, free forever: a business profile, up to 5 portfolio images, a
            category listing and e-mail support. See{" "}
            <Link to="/list-your-business">List Your Business</Link>.
          </>
        ),
      },
      {
        q: "How long does it take for my listing to appear?",
        a: "Every new listing is checked by our team first. This usually takes 1-2 business days, and we e-mail you when we have made a decision.",
      },
      {
        q: "My business is already listed. How do I take it over?",
        a: "Log in, open your listing and choose Claim this Business. Tell us how you are connected to the business and how we can check it, and give a contact number. Once we approve the claim, the listing is linked to your account.",
      },
      {
        q: "Why was my listing rejected?",
        a: (
          <>
            Usually because we couldn't confirm the business is real, it doesn't serve weddings in
            the UK, or the listing duplicates another one. Our e-mail explains why; if you think we
            got it wrong, <Link to="/contact">contact us</Link>.
          </>
        ),
      },
      {
        q: "Can I import my details from Google?",
        a: "Yes. On the Add Business page, the Google Business tab looks up your business by name and location and submits it for review with the details Google holds. Without a Google key you can still continue with a basic listing.",
      },
    ],
  },
  {
    title: "Your account and your data",
    id: "data",
    questions: [
      {
        q: "What do you do with my data?",
        a: (
          <>
            We keep only what we need to run the directory and your account, and we never sell it.
            Our <Link to="/privacy-policy">privacy policy</Link> lists exactly what we keep, why and
            for how long.
          </>
        ),
      },
      {
        q: "How do I stop the newsletter?",
        a: "Every newsletter e-mail has a one-click unsubscribe link at the bottom. Click it and you won't hear from us again.",
      },
      {
        q: "How do I delete my account?",
        a: (
          <>
            <Link to="/contact">Contact us</Link> from the e-mail address on your account and we
            will delete your account, shortlist and profile within 30 days.
          </>
        ),
      },
    ],
  },
];
