const STATS = [
  { value: "500+", label: "vendors" },
  { value: "10,000+", label: "couples" },
  { value: "50+", label: "cities" },
  { value: "15+", label: "years" },
];

/** Reads as the spec writes it ("500+ vendors"): the number, then its word beneath. */
function Stat({ value, label }: { value: string; label: string }) {
  return (
    <li className="card p-6 text-center">
      <strong className="block font-display text-3xl font-bold text-brand-700">{value}</strong>{" "}
      <span className="text-sm text-stone-600">{label}</span>
    </li>
  );
}

/** The home page's "Made for British South Asian weddings" section and its numbers. */
export function AboutSaath() {
  return (
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
        <ul className="grid grid-cols-2 gap-4">
          {STATS.map((stat) => (
            <Stat key={stat.label} {...stat} />
          ))}
        </ul>
      </div>
    </section>
  );
}
