import { useEffect, useState } from "react";
import { ChevronLeft, ChevronRight, type IconComponent } from "~/ui/icons";
import { QuoteCard } from "~/ui/quote-card";

const TESTIMONIALS = [
  {
    quote:
      "We found our photographer, caterer and mehndi artist in one weekend. Every one of them understood a Gujarati wedding.",
    name: "Priya & Arjun",
    place: "Leicester",
  },
  {
    quote:
      "Planning a Sikh wedding from London for family in Birmingham was daunting. The shortlist kept us both on the same page.",
    name: "Harpreet & Jaspal",
    place: "Birmingham",
  },
  {
    quote:
      "Filtering by postcode meant we only spoke to vendors who could actually reach our venue. It saved us weeks.",
    name: "Ayesha & Imran",
    place: "Bradford",
  },
  {
    quote:
      "Our Tamil–English fusion wedding needed a priest who could explain every ritual in English. We found him here.",
    name: "Meera & Tom",
    place: "Croydon",
  },
];

function StepButton({
  icon: Icon,
  label,
  onClick,
}: {
  icon: IconComponent;
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded-full border border-stone-300 bg-white p-2 hover:bg-brand-50"
    >
      <Icon className="size-5" aria-hidden />
      <span className="sr-only">{label}</span>
    </button>
  );
}

const ROTATE_MS = 6000;
const VISIBLE = 3;

/** Four testimonials, three at a time, rotating every 6 s; paused on hover or focus, still for reduced motion. */
export function Testimonials() {
  const [start, setStart] = useState(0);
  const [paused, setPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    if (paused || reducedMotion) return;
    const timer = setInterval(
      () => setStart((value) => (value + 1) % TESTIMONIALS.length),
      ROTATE_MS,
    );
    return () => clearInterval(timer);
  }, [paused, reducedMotion]);

  const shown = Array.from(
    { length: VISIBLE },
    (_, offset) => TESTIMONIALS[(start + offset) % TESTIMONIALS.length],
  );
  const go = (delta: number) =>
    setStart((value) => (value + delta + TESTIMONIALS.length) % TESTIMONIALS.length);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="What couples say"
      className="container-page py-16"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <h2 className="text-center text-3xl font-bold">What couples say</h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3" aria-live={paused ? "polite" : "off"}>
        {shown.map((item, index) => (
          <QuoteCard
            key={item.name}
            name={item.name}
            detail={item.place}
            className={index > 0 ? "hidden md:flex" : ""}
            quoteClassName="leading-relaxed"
            aria-roledescription="slide"
          >
            “{item.quote}”
          </QuoteCard>
        ))}
      </ul>
      <div className="mt-8 flex items-center justify-center gap-4">
        <StepButton icon={ChevronLeft} label="Previous testimonial" onClick={() => go(-1)} />
        <div className="flex gap-1">
          {TESTIMONIALS.map((item, index) => (
            <button
              key={item.name}
              type="button"
              onClick={() => setStart(index)}
              aria-label={`Show testimonial ${index + 1} of ${TESTIMONIALS.length}`}
              aria-current={index === start ? "true" : undefined}
              className="grid size-8 place-items-center"
            >
              <span
                className={`block size-2.5 rounded-full ${index === start ? "bg-brand-700" : "bg-stone-300"}`}
              />
            </button>
          ))}
        </div>
        <StepButton icon={ChevronRight} label="Next testimonial" onClick={() => go(1)} />
      </div>
    </section>
  );
}
