import { Link } from "react-router";
import { AboutSaath } from "~/features/home/about";
import { FeaturedVendors } from "~/features/home/featured-vendors";
import { HomeHero } from "~/features/home/hero";
import { loadHome } from "~/features/home/home-actions.server";
import { Testimonials } from "~/features/home/testimonials";
import { publicPageHeaders } from "~/features/page-cache/public-page";
import { categoryImage, categoryName } from "~/features/vendors/categories";
import { pluralise } from "~/lib/format";
import { originFrom, seo, TAGLINE } from "~/lib/seo";
import { CardMedia } from "~/ui/card-media";
import { ConnectionNotice } from "~/ui/connection-notice";
import { JsonLd } from "~/ui/json-ld";
import { LinkButtons } from "~/ui/link-buttons";
import { useRootData } from "~/ui/root-data";
import { SectionHeading } from "~/ui/section-heading";
import type { Route } from "./+types/home";

/** Anonymous visitors share this page (server/page-cache.ts, decision 025). */
export const headers = publicPageHeaders;

const HOME_CATEGORIES = [
  "bridal-wear",
  "venues",
  "catering",
  "photography-videography",
  "wedding-planners",
  "entertainment",
];

export const loader = () => loadHome();

export default function Home({ loaderData }: Route.ComponentProps) {
  const { counts, featured, views, connectionIssue } = loaderData;
  const origin = useRootData()?.origin ?? "";
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "WebSite",
          "@id": `${origin}/#website`,
          name: "Saath",
          url: `${origin}/`,
          potentialAction: {
            "@type": "SearchAction",
            target: {
              "@type": "EntryPoint",
              urlTemplate: `${origin}/vendors?q={search_term_string}`,
            },
            "query-input": "required name=search_term_string",
          },
        }}
      />
      <HomeHero />

      <div className="container-page pt-8">{connectionIssue ? <ConnectionNotice /> : null}</div>

      <section className="container-page py-12" aria-labelledby="categories-heading">
        <SectionHeading
          id="categories-heading"
          title="Popular categories"
          link={{ to: "/categories", label: "All categories" }}
        />
        <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3">
          {HOME_CATEGORIES.map((id) => (
            <li key={id}>
              <Link
                to={`/category/${id}`}
                className="group card flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md"
              >
                <CardMedia
                  image={categoryImage(id)}
                  imageClassName="aspect-[4/3] w-full"
                  className="flex flex-1 flex-col p-3 sm:p-4"
                >
                  <h3 className="flex-1 font-sans text-[0.95rem] leading-snug font-semibold group-hover:text-brand-700 sm:text-lg">
                    {categoryName(id)}
                  </h3>
                  <p className="mt-1 text-sm font-medium text-brand-700">
                    {pluralise(counts[id] ?? 0, "vendor")}
                  </p>
                </CardMedia>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <FeaturedVendors vendors={featured} />

      <AboutSaath />

      <Testimonials />

      <section className="container-page pb-8" aria-labelledby="cta-heading">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-saffron-100 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="cta-heading" className="text-3xl font-bold">
              Are you a wedding vendor?
            </h2>
            <p className="mt-2 max-w-xl text-stone-800">
              List your business for free and reach couples planning Indian and South Asian weddings
              across the UK.
            </p>
          </div>
          <LinkButtons
            links={[
              { to: "/list-your-business", label: "List Your Business" },
              { to: "/login", label: "Sign In" },
            ]}
          />
        </div>
      </section>

      {views !== null ? (
        <p
          className="fixed right-3 bottom-3 z-40 rounded-full bg-white/95 px-3 py-1 text-xs text-stone-700 shadow"
          data-testid="page-views"
        >
          {/* Spec wording, as written: "{n} view(s)" */}
          {views.toLocaleString("en-GB")} view(s)
        </p>
      ) : null}
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Saath: Indian and South Asian wedding vendors in the UK",
    description: `${TAGLINE} Browse, filter and shortlist caterers, venues, photographers and more.`,
    path: "/",
    origin: originFrom(matches),
  });
