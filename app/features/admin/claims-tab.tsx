import type { AdminPanelData } from "./admin-panel-actions.server";
import { Banner, DecisionButtons, EmptyState, Facts, TabPager, VendorHeading } from "./admin-ui";

/** The Claims tab: pending claims only (spec §2), newest first, a hundred to a page. */
export function ClaimsTab({ data }: { data: AdminPanelData }) {
  if (data.loadError) return <Banner title={data.loadError} />;
  const claims = data.claims ?? [];
  if (claims.length === 0) return <EmptyState>No pending business claims</EmptyState>;
  return (
    <>
      <ul className="space-y-3">
        {claims.map((claim) => (
          <li key={claim.id} className="card p-4" data-testid="admin-claim">
            <div className="flex flex-col gap-3 md:flex-row md:items-start">
              <div className="min-w-0 flex-1">
                <VendorHeading id={claim.vendorId} name={claim.vendorName} />
                <p className="mt-1 break-words text-sm text-stone-600">
                  Claimed by {claim.userName} ({claim.userEmail}) on {claim.submittedAt}
                </p>
                <Facts
                  facts={[
                    ["Relationship", claim.relationship, "break-words"],
                    ["Evidence", claim.evidence, "break-words"],
                    ["Contact number", claim.contactNumber],
                  ]}
                />
              </div>
              <div className="flex gap-2">
                <DecisionButtons
                  approve="approve-claim"
                  reject="reject-claim"
                  id={claim.id}
                  subject={`claim for ${claim.vendorName}`}
                />
              </div>
            </div>
          </li>
        ))}
      </ul>
      <TabPager tab="claims" label="Claim pages" data={data} />
    </>
  );
}
