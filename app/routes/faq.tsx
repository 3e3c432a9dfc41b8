import type { ReactNode } from "react";
import { Link } from "react-router";
import { publicPageHeaders } from "~/features/page-cache/public-page";
import { REVIEW_RULES } from "~/features/reviews/review-rules";
import { originFrom, seo } from "~/lib/seo";
import { ChevronDown } from "~/ui/icons";
import type { Route } from "./+types/faq";

/** Anonymous visitors share this page (server/page-cache.ts, decision 025). */
export const headers = publicPageHeaders;

interface Question {
  q: string;
  a: ReactNode;
}

const SECTIONS: { title: string; id: string; questions: Question[] }[] = [
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
        a: "Yes. When you sign up you can name up to five events, such as the mehndi, sangeet, haldi, ceremony and a walima, plus the reception.",
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

export default function FaqPage() {
  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">Frequently Asked Questions</h1>
      <p className="mt-3 text-lg text-stone-700">
        Answers for couples and wedding businesses. Can't find what you need?{" "}
        <Link to="/contact" className="text-brand-700 underline">
          Contact us
        </Link>
        .
      </p>
      <nav aria-label="FAQ sections" className="mt-6 flex flex-wrap gap-2">
        {SECTIONS.map((section) => (
          <a
            key={section.id}
            href={`#${section.id}`}
            className="rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:border-brand-600 hover:text-brand-700"
          >
            {section.title}
          </a>
        ))}
      </nav>
      {SECTIONS.map((section) => (
        <section key={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10">
          <h2 id={`${section.id}-heading`} className="scroll-mt-24 text-2xl font-semibold">
            <span id={section.id} className="scroll-mt-24">
              {section.title}
            </span>
          </h2>
          <div className="mt-4 space-y-3">
            {section.questions.map((item) => (
              <details key={item.q} className="group card px-5 py-1 open:pb-4">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
                  <span>{item.q}</span>
                  <ChevronDown
                    className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
                    aria-hidden
                  />
                </summary>
                <div className="leading-relaxed text-stone-800 [&_a]:text-brand-700 [&_a]:underline">
                  {item.a}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Frequently Asked Questions",
    description:
      "Answers about finding vendors, listing a wedding business, claims, moderation and your data on Saath.",
    path: "/faq",
    origin: originFrom(matches),
  });
