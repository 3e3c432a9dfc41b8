import { DATA_WE_KEEP } from "./privacy-data";

/** The privacy policy's list of what Saath keeps: each with why, the lawful basis and how long. */
export function DataWeKeep() {
  return (
    <div className="my-6 space-y-4">
      {DATA_WE_KEEP.map((row) => (
        <section key={row.what} className="card p-5" aria-label={row.why}>
          <p className="my-0! font-semibold text-ink">{row.what}</p>
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
            <dt className="font-medium text-stone-600">Why</dt>
            <dd>{row.why}</dd>
            <dt className="font-medium text-stone-600">Lawful basis</dt>
            <dd>{row.basis}</dd>
            <dt className="font-medium text-stone-600">How long</dt>
            <dd>{row.kept}</dd>
          </dl>
        </section>
      ))}
    </div>
  );
}
