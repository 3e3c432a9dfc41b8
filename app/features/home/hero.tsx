import { Form, Link } from "react-router";
import { TAGLINE } from "~/lib/seo";
import { LinkButtons } from "~/ui/link-buttons";
import { SearchField } from "~/ui/search-field";

const POPULAR_SEARCHES = [
  { label: "Photographers in Leicester", q: "photographer leicester" },
  { label: "Venues in Birmingham", q: "venue birmingham" },
  { label: "Mehndi artists in London", q: "mehndi london" },
  { label: "Caterers in Manchester", q: "caterers manchester" },
];

/** The home page's hero: the search box, popular searches and the two ways in. */
export function HomeHero() {
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      <img
        src="/images/hero.svg"
        alt=""
        className="absolute inset-0 size-full object-cover opacity-60"
        width={1600}
        height={900}
        fetchPriority="high"
      />
      <div
        className="absolute inset-0 bg-gradient-to-r from-brand-900 via-brand-900/85 to-brand-900/30"
        aria-hidden
      />
      <div className="container-page relative py-16 sm:py-24">
        <p className="font-semibold tracking-wider text-saffron-300 uppercase">Saath · together</p>
        <h1 className="mt-3 max-w-2xl text-4xl leading-tight font-bold sm:text-5xl lg:text-6xl">
          Find the vendors who know your wedding
        </h1>
        <p className="mt-5 max-w-xl text-lg text-brand-50">{TAGLINE}</p>
        <Form
          method="get"
          action="/vendors"
          role="search"
          className="mt-8 flex max-w-xl flex-col gap-2 sm:flex-row"
        >
          <SearchField
            id="hero-search"
            large
            placeholder="Photographers, venues, mehndi…"
            inputClassName="w-full rounded-full border-0 bg-white py-3.5 pr-4 pl-12 text-ink placeholder:text-stone-500"
          />
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
        <LinkButtons
          className="mt-8 flex flex-wrap gap-3"
          tone="dark"
          links={[
            { to: "/vendors", label: "Browse Vendors" },
            { to: "/categories", label: "View Categories" },
          ]}
        />
      </div>
    </section>
  );
}
