import { Link } from "react-router";
import { FAQ_SECTIONS } from "~/features/content/faq";
import { publicPageHeaders } from "~/features/page-cache/public-page";
import { originFrom, seo } from "~/lib/seo";
import { ChevronDown } from "~/ui/icons";
import type { Route } from "./+types/faq";

/** Anonymous visitors share this page (server/page-cache.ts, decision 025). */
export const headers = publicPageHeaders;

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
        {FAQ_SECTIONS.map((section) => (
          <a
            key={section.id}
            href={`#${section.id}`}
            className="rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:border-brand-600 hover:text-brand-700"
          >
            {section.title}
          </a>
        ))}
      </nav>
      {FAQ_SECTIONS.map((section) => (
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
