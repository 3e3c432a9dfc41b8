import { BarChart } from "~/ui/bar-chart";
import type { AdminPanelData } from "./admin-panel-actions.server";
import { Banner, EmptyState, HeadingRow, Pager } from "./admin-ui";

export function AnalyticsTab({ data }: { data: AdminPanelData }) {
  if (data.loadError) return <Banner title={data.loadError} />;
  const analytics = data.analytics;
  const mail = analytics ? <MailDelivery mail={analytics.mail} /> : null;
  if (!analytics || analytics.rows.length === 0) {
    return (
      <>
        {mail}
        <EmptyState>No visit data yet</EmptyState>
      </>
    );
  }
  const daily = analytics.daily;
  const total = daily.reduce((sum, day) => sum + day.visits, 0);
  return (
    <>
      {mail}
      <section className="card mb-6 p-4 sm:p-6" aria-labelledby="daily-visits-heading">
        <h2 id="daily-visits-heading" className="text-lg font-semibold">
          Visits per day, last 30 days
        </h2>
        <p className="text-sm text-stone-600">
          {total.toLocaleString("en-GB")} visits in 30 days; today so far:{" "}
          {(daily.at(-1)?.visits ?? 0).toLocaleString("en-GB")}.
        </p>
        <div className="mt-3">
          <BarChart
            values={daily.map((day) => day.visits)}
            summary={`Visits per day over the last 30 days, oldest first: ${daily
              .map((day) => `${formatShortDay(day.day)} ${day.visits}`)
              .join(", ")}.`}
            caption={`${formatShortDay(daily[0]?.day)} to today`}
            className="h-28 w-full"
          />
        </div>
      </section>
      {/* Focusable so keyboard users can scroll it sideways on a narrow screen (axe). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus */}
      <section className="card overflow-x-auto" tabIndex={0} aria-label="Page visits">
        <table className="w-full text-left text-sm" data-testid="analytics-table">
          <caption className="sr-only">Page visits, most visited first</caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
            <HeadingRow
              columns={["Page", "Visits", "Days", "Last visit"]}
              cell="px-2 py-3 sm:px-4"
              right={["Visits", "Days"]}
            />
          </thead>
          <tbody className="divide-y divide-stone-100">
            {analytics.rows.map((row) => (
              <AnalyticsRow key={row.pagePath} row={row} />
            ))}
          </tbody>
        </table>
      </section>
      <Pager
        label="Analytics pages"
        page={analytics.page}
        hasMore={analytics.hasMore}
        hrefFor={(page) => `?tab=analytics&page=${page}`}
      />
    </>
  );
}

type MailState = NonNullable<AdminPanelData["analytics"]>["mail"];

/** The mail outbox: how many e-mails wait, and the ones given up after a day, with why. */
function MailDelivery({ mail }: { mail: MailState }) {
  const minutes = Math.round(mail.oldestQueuedSeconds / 60);
  return (
    <section className="card mb-6 p-4 sm:p-6" aria-labelledby="mail-delivery-heading">
      <h2 id="mail-delivery-heading" className="text-lg font-semibold">
        E-mail delivery
      </h2>
      <p className="text-sm text-stone-600" data-testid="mail-queue">
        {mail.queued === 0
          ? "No e-mails waiting to be sent."
          : `${mail.queued.toLocaleString("en-GB")} waiting to be sent; the oldest for ${minutes} min.`}{" "}
        {mail.failed === 0 ? "None given up." : `${mail.failed} given up after a day of attempts.`}
      </p>
      {mail.failedMail.length > 0 ? (
        <ul className="mt-3 space-y-2 text-sm" data-testid="mail-failed">
          {mail.failedMail.map((row) => (
            <li key={row.id} className="wrap-anywhere">
              <span className="font-medium">{row.subject}</span> to {row.to}, queued {row.queuedAt},{" "}
              {row.attempts} attempts: {row.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

type VisitRow = NonNullable<AdminPanelData["analytics"]>["rows"][number];

function AnalyticsRow({ row }: { row: VisitRow }) {
  return (
    <tr>
      <td className="px-2 py-3 sm:px-4">
        <span className="block font-medium wrap-anywhere">{row.pagePath}</span>
        {row.pageTitle ? (
          <span className="block text-xs wrap-anywhere text-stone-600">{row.pageTitle}</span>
        ) : null}
      </td>
      <td className="px-2 py-3 sm:px-4 text-right tabular-nums">
        {row.visitCount.toLocaleString("en-GB")}
      </td>
      <td className="px-2 py-3 sm:px-4 text-right tabular-nums">{row.uniqueDays}</td>
      <td className="px-2 py-3 sm:px-4 sm:whitespace-nowrap">{row.lastVisit}</td>
    </tr>
  );
}

/** "2026-11-23" → "23 Nov". */
function formatShortDay(day: string | undefined) {
  if (!day) return "";
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}
