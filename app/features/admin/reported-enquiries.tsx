import type { AdminPanelData } from "./admin-panel-actions.server";
import { Facts, IntentButton, PendingSection } from "./admin-ui";

/**
 * The Pending tab's reported enquiries: what the vendor said and the enquiry's first words.
 * An admin dismisses the report or blocks the couple from sending further enquiries.
 */
export function ReportedEnquiries({ data }: { data: AdminPanelData }) {
  const reports = data.reports ?? [];
  if (reports.length === 0) return null;
  return (
    <PendingSection id="reported-enquiries" title="Enquiries reported as spam">
      <ul className="mt-3 space-y-3">
        {reports.map((report) => (
          <li key={report.id} className="card p-4" data-testid="reported-enquiry">
            <p className="font-semibold">
              {report.coupleName ?? "Couple left Saath"} to {report.vendorName}
            </p>
            <p className="mt-1 break-words text-sm text-stone-600">
              {report.coupleEmail ?? "No account"}, reported on {report.reportedAt}
            </p>
            <Facts
              facts={[
                ["Reason", report.reason, "break-words"],
                ["Enquiry", report.firstMessage, "break-words whitespace-pre-wrap"],
              ]}
            />
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
    </PendingSection>
  );
}
