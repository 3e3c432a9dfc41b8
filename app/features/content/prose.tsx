import type { ReactNode } from "react";
import { formatLongDate } from "~/lib/format";

/** Shared look for the information pages (about, FAQ, privacy, terms). */
export function ProsePage({
  title,
  intro,
  updated,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** ISO date the text last changed, shown as 14 February 2027. */
  updated?: string;
  children: ReactNode;
}) {
  return (
    <article className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      {intro ? <div className="mt-4 text-lg text-stone-700">{intro}</div> : null}
      {updated ? (
        <p className="mt-3 text-sm text-stone-600">
          Last updated <time dateTime={updated}>{formatLongDate(updated)}</time>
        </p>
      ) : null}
      <div className="mt-8 leading-relaxed text-stone-800 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-sans [&_h3]:text-lg [&_h3]:font-semibold [&_li]:mt-1.5 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}

/**
 * The attribution the ONS postcode data requires, word for word from
 * shared/data/uk-postcodes/README.md ("Licence and attribution").
 */
export const POSTCODE_ATTRIBUTION_LINES = [
  "Source: Office for National Statistics, National Statistics Postcode Lookup, licensed under the Open Government Licence v3.0.",
  "Contains OS data © Crown copyright and database right 2025.",
  "Contains Royal Mail data © Royal Mail copyright and database right 2025.",
] as const;

export function PostcodeAttribution() {
  return (
    <div
      className="rounded-xl border border-stone-200 bg-white p-5 text-sm"
      data-testid="postcode-attribution"
    >
      {POSTCODE_ATTRIBUTION_LINES.map((line) => (
        <p key={line} className="my-1!">
          {line}
        </p>
      ))}
      <p className="my-1! text-stone-600">
        Read the{" "}
        <a
          href="https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/"
          rel="noopener noreferrer"
        >
          Open Government Licence v3.0
        </a>
        .
      </p>
    </div>
  );
}
