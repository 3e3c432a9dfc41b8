import { Link } from "react-router";
import { BENEFITS, PLAN_FEATURES, STATS } from "~/features/business/list-your-business";
import { VendorTestimonials } from "~/features/business/vendor-testimonials";
import { publicPageHeaders } from "~/features/page-cache/public-page";
import { originFrom, seo } from "~/lib/seo";
import { Check } from "~/ui/icons";
import type { Route } from "./+types/list-your-business";

/** Anonymous visitors share this page (server/page-cache.ts, decision 025). */
export const headers = publicPageHeaders;

export default function ListYourBusinessPage() {
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="container-page grid items-center gap-10 py-16 sm:py-20 lg:grid-cols-2">
          <div>
            <p className="font-semibold tracking-wider text-saffron-300 uppercase">
              For wedding businesses
            </p>
            <h1 className="mt-3 text-4xl leading-tight font-bold sm:text-5xl">
              List Your Wedding Business
            </h1>
            <p className="mt-5 max-w-xl text-lg text-brand-100">
              Join the UK directory made for Indian and South Asian weddings and get in front of
              couples planning their mehndi, sangeet, ceremony and reception.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/add-business" className="btn-saffron px-6 py-3 text-base">
                Join Our Vendor Network
              </Link>
              <a
                href="#pricing"
                className="btn border border-white/60 px-6 py-3 text-base text-white hover:bg-white/10"
              >
                See pricing
              </a>
            </div>
          </div>
          <img
            src="/images/inspiration/garden-sangeet.svg"
            alt="A garden marquee with festoon lights set up for a sangeet"
            width={640}
            height={480}
            fetchPriority="high"
            className="hidden aspect-[4/3] w-full rounded-3xl object-cover shadow-xl lg:block"
          />
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="container-page py-16">
        <h2 id="benefits-heading" className="text-center text-3xl font-bold">
          Why vendors choose Saath
        </h2>
        <ul className="mt-10 flex flex-wrap justify-center gap-6">
          {BENEFITS.map(({ icon: Icon, title, body }) => (
            <li
              key={title}
              className="card w-full p-6 sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]"
            >
              <span className="grid size-12 place-items-center rounded-full bg-brand-100 text-brand-700">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-4 font-sans text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-stone-700">{body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-label="Saath in numbers" className="bg-saffron-100">
        <ul className="container-page grid gap-8 py-12 text-center sm:grid-cols-3">
          {STATS.map((stat) => (
            <li key={stat.label}>
              <span className="block font-display text-4xl font-bold text-brand-700">
                {stat.value}
              </span>
              <span className="mt-1 block text-stone-800">{stat.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section
        id="pricing"
        aria-labelledby="pricing-heading"
        className="container-page scroll-mt-20 py-16"
      >
        <h2 id="pricing-heading" className="text-center text-3xl font-bold">
          Simple, free pricing
        </h2>
        <p className="mt-3 text-center text-stone-700">
          No contract, no card details, no commission.
        </p>
        <div
          className="card mx-auto mt-10 max-w-md border-2 border-brand-700 p-8"
          data-testid="plan-card"
        >
          <h3 className="font-sans text-xl font-semibold">Basic</h3>
          <p className="mt-1 text-stone-700">For businesses just starting out</p>
          <p className="mt-6 flex items-baseline gap-2">
            <span className="font-display text-5xl font-bold">£0</span>
            <span className="text-stone-700">Free forever</span>
          </p>
          <ul className="mt-6 space-y-3">
            {PLAN_FEATURES.map((feature) => (
              <li key={feature} className="flex items-start gap-3">
                <Check className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden />
                {feature}
              </li>
            ))}
          </ul>
          <Link to="/add-business" className="btn-primary mt-8 w-full">
            Get Started Free
          </Link>
        </div>
      </section>

      <VendorTestimonials />

      <section className="container-page py-16">
        <div className="rounded-3xl bg-brand-700 px-6 py-12 text-center text-white sm:px-12">
          <h2 className="text-3xl font-bold">Ready to meet more couples?</h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-100">
            It takes about five minutes. Our team checks every listing, usually within 1-2 business
            days.
          </p>
          <Link to="/add-business" className="btn-saffron mt-8 px-6 py-3 text-base">
            Create Your Listing Today
          </Link>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "List Your Wedding Business",
    description:
      "List your Indian or South Asian wedding business on Saath for free and reach couples planning weddings across the UK.",
    path: "/list-your-business",
    origin: originFrom(matches),
  });
