import type { AdminPanelData } from "./admin-panel-actions.server";
import { IntentButton } from "./admin-ui";

/**
 * The Pending tab's reported enquiries: what the vendor said and the enquiry's first words.
 * An admin dismisses the report or blocks the couple from sending further enquiries.
 */
export function ReportedEnquiries({ data }: { data: AdminPanelData }) {
  const reports = data.reports ?? [];
  if (reports.length === 0) return null;
  return (
    <section className="mt-10" aria-labelledby="reported-enquiries">
      <h3 id="reported-enquiries" className="text-lg font-semibold">
        Enquiries reported as spam
      </h3>
      <ul className="mt-3 space-y-3">
        {reports.map((report) => (
          <li key={report.id} className="card p-4" data-testid="reported-enquiry">
            <p className="font-semibold">
              {report.coupleName ?? "Couple left Saath"} to {report.vendorName}
            </p>
            <p className="mt-1 break-words text-sm text-stone-600">
              {report.coupleEmail ?? "No account"}, reported on {report.reportedAt}
            </p>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold">Reason</dt>
              <dd className="break-words">{report.reason}</dd>
              <dt className="font-semibold">Enquiry</dt>
              <dd className="break-words whitespace-pre-wrap">{report.firstMessage}</dd>
            </dl>
            <div className="mt-3 flex flex-wrap gap-2">
              <IntentButton
                intent="dismiss-report"
                fields={{ id: report.id }}
                label={`Dismiss the report on ${report.vendorName}'s enquiry`}
              >
                Dismiss
              </IntentButton>
              <IntentButton
                intent="block-sender"
                fields={{ id: report.id }}
                className="btn-primary"
                label={`Block ${report.coupleName ?? "the sender"} from enquiries`}
              >
                Block sender
              </IntentButton>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
