import { ArrowRight, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { countVisits } from "~/features/analytics/visits.server";
import { categoryImage, categoryName } from "~/features/directory/categories";
import { loadCategoryCounts } from "~/features/directory/directory.server";
import { readWithFallback } from "~/features/directory/fallback.server";
import { getFeaturedVendors } from "~/features/directory/vendors.server";
import { Testimonials } from "~/features/home/testimonials";
import { pluralise } from "~/lib/format";
import { originFrom, seo } from "~/lib/seo";
import { ConnectionNotice } from "~/ui/connection-notice";
import { Rating } from "~/ui/rating";
import type { Route } from "./+types/home";

const HOME_CATEGORIES = [
  "bridal-wear",
  "venues",
  "catering",
  "photography-videography",
  "wedding-planners",
  "entertainment",
];

const POPULAR_SEARCHES = [
  { label: "Photographers in Leicester", q: "photographer leicester" },
  { label: "Venues in Birmingham", q: "venue birmingham" },
  { label: "Mehndi artists in London", q: "mehndi london" },
  { label: "Caterers in Manchester", q: "caterers manchester" },
];

const STATS = [
  { value: "500+", label: "vendors" },
  { value: "10,000+", label: "couples" },
  { value: "50+", label: "cities" },
  { value: "15+", label: "years" },
];

export async function loader() {
  const [counts, featured, views] = await Promise.all([
    loadCategoryCounts().catch(() => ({
      data: {} as Record<string, number>,
      connectionIssue: true,
    })),
    readWithFallback("featured", () => getFeaturedVendors()).catch(() => ({
      data: [],
      connectionIssue: true,
    })),
    countVisits("/").catch(() => null),
  ]);
  return {
    counts: counts.data,
    featured: featured.data.map((vendor) => ({
      ...vendor,
      categoryName: categoryName(vendor.categoryId),
    })),
    views,
    connectionIssue: counts.connectionIssue || featured.connectionIssue,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { counts, featured, views, connectionIssue } = loaderData;
  return (
    <>
      <section className="relative overflow-hidden bg-brand-900 text-white">
        <img
          src="/images/hero.svg"
          alt=""
          className="absolute inset-0 size-full object-cover opacity-60"
          fetchPriority="high"
        />
        <div
          className="absolute inset-0 bg-gradient-to-r from-brand-900 via-brand-900/85 to-brand-900/30"
          aria-hidden
        />
        <div className="container-page relative py-16 sm:py-24">
          <p className="font-semibold tracking-wider text-saffron-300 uppercase">
            Saath · together
          </p>
          <h1 className="mt-3 max-w-2xl text-4xl leading-tight font-bold sm:text-5xl lg:text-6xl">
            Find the vendors who know your wedding
          </h1>
          <p className="mt-5 max-w-xl text-lg text-brand-50">
            Connecting couples with the best Indian wedding vendors across the United Kingdom.
          </p>
          <Form
            method="get"
            action="/vendors"
            role="search"
            className="mt-8 flex max-w-xl flex-col gap-2 sm:flex-row"
          >
            <label htmlFor="hero-search" className="sr-only">
              Search vendors
            </label>
            <div className="relative flex-1">
              <Search
                className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-stone-500"
                aria-hidden
              />
              <input
                id="hero-search"
                name="q"
                type="search"
                placeholder="Photographers, venues, mehndi…"
                className="w-full rounded-full border-0 bg-white py-3.5 pr-4 pl-12 text-ink placeholder:text-stone-500"
              />
            </div>
            <button type="submit" className="btn-saffron py-3.5">
              Search
            </button>
          </Form>
          <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
            <span className="text-brand-100">Popular:</span>
            {POPULAR_SEARCHES.map((item) => (
              <Link
                key={item.q}
                to={`/vendors?q=${encodeURIComponent(item.q)}`}
                className="rounded-full bg-white/10 px-3 py-1 hover:bg-white/20"
              >
                {item.label}
              </Link>
            ))}
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/vendors" className="btn-saffron">
              Browse Vendors
            </Link>
            <Link
              to="/categories"
              className="btn border border-white/70 text-white hover:bg-white/10"
            >
              View Categories
            </Link>
          </div>
        </div>
      </section>

      <div className="container-page pt-8">{connectionIssue ? <ConnectionNotice /> : null}</div>

      <section className="container-page py-12" aria-labelledby="categories-heading">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="categories-heading" className="text-3xl font-bold">
            Popular categories
          </h2>
          <Link
            to="/categories"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            All categories <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
        <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3">
          {HOME_CATEGORIES.map((id) => (
            <li key={id}>
              <Link
                to={`/category/${id}`}
                className="group card flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md"
              >
                <img
                  src={categoryImage(id)}
                  alt=""
                  className="aspect-[4/3] w-full bg-brand-50 object-cover"
                  loading="lazy"
                  width={400}
                  height={300}
                />
                <div className="flex flex-1 flex-col p-3 sm:p-4">
                  <h3 className="flex-1 font-sans text-[0.95rem] leading-snug font-semibold group-hover:text-brand-700 sm:text-lg">
                    {categoryName(id)}
                  </h3>
                  <p className="mt-1 text-sm font-medium text-brand-700">
                    {pluralise(counts[id] ?? 0, "vendor")}
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {featured.length > 0 ? (
        <section className="bg-white py-12" aria-labelledby="featured-heading">
          <div className="container-page">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="featured-heading" className="text-3xl font-bold">
                Featured vendors
              </h2>
              <Link
                to="/vendors"
                className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
              >
                All vendors <ArrowRight className="size-4" aria-hidden />
              </Link>
            </div>
            {/* Compact rows on phones, so four cards do not make a very long page. */}
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
              {featured.map((vendor) => (
                <li key={vendor.id} className="card flex flex-col overflow-hidden">
                  <div className="flex flex-1 sm:flex-col">
                    <img
                      src={vendor.image}
                      alt=""
                      className="aspect-square w-28 shrink-0 bg-brand-50 object-cover sm:aspect-[3/2] sm:w-full"
                      loading="lazy"
                      width={400}
                      height={300}
                    />
                    <div className="flex min-w-0 flex-1 flex-col gap-1 p-4 sm:gap-2 sm:p-5">
                      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                        {vendor.categoryName}
                      </p>
                      <h3 className="text-lg leading-snug font-semibold">{vendor.name}</h3>
                      <p className="text-sm text-stone-700">{vendor.location}</p>
                      <Rating rating={vendor.rating} reviewCount={vendor.reviewCount} />
                    </div>
                  </div>
                  <div className="flex gap-2 px-4 pb-4 sm:flex-col sm:px-5 sm:pb-5">
                    <Link
                      to={`/vendor/${vendor.id}`}
                      className="btn-primary flex-1 px-3 whitespace-nowrap"
                    >
                      View Details<span className="sr-only">: {vendor.name}</span>
                    </Link>
                    <Link
                      to={`/category/${vendor.categoryId}`}
                      className="btn-secondary flex-1 px-3 whitespace-nowrap"
                    >
                      Browse Category<span className="sr-only">: {vendor.categoryName}</span>
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section className="container-page py-16" aria-labelledby="about-heading">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <h2 id="about-heading" className="text-3xl font-bold">
              Made for British South Asian weddings
            </h2>
            <p className="mt-4 leading-relaxed text-stone-700">
              A wedding with a mehndi, a sangeet, a ceremony and a reception needs vendors who know
              every one of them. Saath brings together trusted caterers, photographers, decorators,
              priests and more, so you can plan every event in one place.
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {STATS.map((stat) => (
              <div key={stat.label} className="card p-6 text-center">
                <dt className="text-sm text-stone-600 capitalize">{stat.label}</dt>
                <dd className="font-display text-3xl font-bold text-brand-700">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

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
          <div className="flex flex-wrap gap-3">
            <Link to="/list-your-business" className="btn-primary">
              List Your Business
            </Link>
            <Link to="/login" className="btn-secondary">
              Sign In
            </Link>
          </div>
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
    title: "Saath",
    description:
      "Connecting couples with the best Indian wedding vendors across the United Kingdom. Browse, filter and shortlist caterers, venues, photographers and more.",
    path: "/",
    origin: originFrom(matches),
  });
