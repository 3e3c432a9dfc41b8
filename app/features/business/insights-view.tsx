import { BarChart } from "~/ui/bar-chart";
import { CheckCircle2, Circle } from "~/ui/icons";
import type { ListingInsights } from "./insights.server";

/**
 * A listing's numbers for the last 30 and 90 days, with a small bar chart of weekly page views
 * drawn on the server (an SVG that needs no JavaScript) and the same numbers in words.
 */
export function InsightsPanel({ name, insights }: { name: string; insights: ListingInsights }) {
  const { views, shortlisted, enquiries } = insights;
  const stats = [
    { label: "Page views", d30: views.d30, d90: views.d90 },
    { label: "Times shortlisted", d30: shortlisted.d30, d90: shortlisted.d90 },
    { label: "Enquiries", d30: enquiries.d30, d90: enquiries.d90 },
  ];
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-[1fr_auto]">
      <div>
        <dl className="grid grid-cols-3 gap-3 text-center">
          {stats.map((stat) => (
            <div key={stat.label} className="rounded-xl bg-brand-50/70 px-2 py-3">
              <dt className="text-xs font-semibold text-stone-700">{stat.label}</dt>
              <dd className="mt-1">
                <span className="block font-display text-2xl font-semibold text-ink">
                  {stat.d30.toLocaleString("en-GB")}
                </span>
                <span className="block text-xs text-stone-600">
                  30 days · {stat.d90.toLocaleString("en-GB")} in 90
                </span>
              </dd>
            </div>
          ))}
        </dl>
        {enquiries.answeredShare !== null ? (
          <p className="mt-2 text-sm text-stone-700">
            You answered {enquiries.answeredShare}% of enquiries in the last 90 days.
          </p>
        ) : null}
      </div>
      <WeeklyChart name={name} weekly={views.weekly} />
    </div>
  );
}

function WeeklyChart({ name, weekly }: { name: string; weekly: number[] }) {
  return (
    <BarChart
      values={weekly}
      summary={`Page views of ${name} per week over the last 13 weeks, oldest first: ${weekly.join(", ")}.`}
      caption="Page views a week, 13 weeks"
      className="h-20 w-full max-w-64 lg:w-56"
    />
  );
}

export function Checklist({
  checklist,
}: {
  checklist: { items: { label: string; done: boolean }[]; percent: number };
}) {
  return (
    <details className="mt-4 rounded-xl border border-stone-200 p-4">
      <summary className="cursor-pointer font-semibold">
        Your listing is {checklist.percent}% complete
      </summary>
      <ul className="mt-3 space-y-2 text-sm">
        {checklist.items.map((item) => (
          <li key={item.label} className="flex items-center gap-2">
            {item.done ? (
              <CheckCircle2 className="size-4 text-emerald-700" aria-hidden />
            ) : (
              <Circle className="size-4 text-stone-500" aria-hidden />
            )}
            <span className={item.done ? "text-stone-700" : "font-medium"}>
              {item.label}
              <span className="sr-only">{item.done ? " (done)" : " (to do)"}</span>
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
