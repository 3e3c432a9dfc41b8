import { QuoteCard } from "~/ui/quote-card";
import { TESTIMONIALS } from "./list-your-business";

/** What vendors already listed say. */
export function VendorTestimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-white py-16">
      <div className="container-page">
        <h2 id="testimonials-heading" className="text-center text-3xl font-bold">
          What vendors say
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <QuoteCard key={item.name} name={item.name} detail={item.business} className="bg-cream">
              <p>{item.quote}</p>
            </QuoteCard>
          ))}
        </ul>
      </div>
    </section>
  );
}
