import * as Tabs from "@radix-ui/react-tabs";
import { Link } from "react-router";
import { ADMIN_TABS } from "~/features/admin/admin.schema";
import type { AdminActionResult } from "~/features/admin/admin-actions.server";
import { handleAdminAction } from "~/features/admin/admin-actions.server";
import { loadAdminPanel } from "~/features/admin/admin-panel-actions.server";
import { AnalyticsTab } from "~/features/admin/analytics-tab";
import { AddBusinessTab, BusinessesTab } from "~/features/admin/business-tabs";
import { ClaimsTab } from "~/features/admin/claims-tab";
import { ReportedEnquiries } from "~/features/admin/reported-enquiries";
import { ReviewModeration } from "~/features/admin/review-moderation";
import { UsersTab } from "~/features/admin/users-tab";
import { keepsTyped } from "~/lib/form.server";
import { privatePage } from "~/lib/seo";
import { useActionToast } from "~/ui/form";
import { UserCog } from "~/ui/icons";
import type { Route } from "./+types/admin";

// Guards: requireAdmin runs first in both (requireMainAdmin too for user management); the
// loader redirects a non-admin to /dashboard with 'Access Denied', a refused write gets a 403.
export const loader = ({ request }: Route.LoaderArgs) => loadAdminPanel(request);

export const action = keepsTyped(({ request }: Route.ActionArgs) => handleAdminAction(request));

export default function AdminPanel({ loaderData: data, actionData }: Route.ComponentProps) {
  const result = actionData as AdminActionResult | undefined;
  useActionToast(result, { outage: "toast" });

  return (
    <section className="container-page py-8 sm:py-12">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold sm:text-4xl">Admin Panel</h1>
          <p className="mt-1 break-words text-stone-600">
            Signed in as {data.email}
            {data.isMainAdmin ? " (main admin)" : ""}.
          </p>
        </div>
        <Link to="/admin/profile" className="btn-secondary gap-2 self-start sm:self-auto">
          <UserCog className="size-4" aria-hidden /> Admin Profile Settings
        </Link>
      </div>

      {/* The selected tab is in the URL: each tab is a link, so it works without JavaScript. */}
      <Tabs.Root value={data.tab} activationMode="manual" className="mt-6">
        <Tabs.List
          aria-label="Admin sections"
          className="grid grid-cols-3 gap-x-1 border-b border-stone-200 sm:flex sm:flex-wrap"
        >
          {ADMIN_TABS.map((tab) => (
            <Tabs.Trigger key={tab.id} value={tab.id} asChild>
              <Link
                to={`?tab=${tab.id}`}
                // Radix gives its trigger type="button", which is not valid on a link.
                type={undefined}
                preventScrollReset
                className="relative -mb-px inline-flex items-center justify-center gap-2 sm:justify-start border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold whitespace-nowrap text-stone-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
              >
                {tab.label}
                {tab.id === "pending" ? (
                  <>
                    <span
                      className="rounded-full bg-saffron-400 px-2 py-0.5 text-xs font-bold text-ink"
                      data-testid="pending-count"
                    >
                      {data.pendingCount}
                    </span>
                    <span className="sr-only"> waiting for a decision</span>
                  </>
                ) : null}
              </Link>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ADMIN_TABS.map((tab) => (
          <Tabs.Content key={tab.id} value={tab.id} className="pt-6 focus-visible:outline-none">
            {tab.id === data.tab ? (
              <>
                <h2 className="sr-only">{tab.label}</h2>
                {tab.id === "businesses" ? (
                  <BusinessesTab data={data} pendingOnly={false} result={result} />
                ) : tab.id === "pending" ? (
                  <>
                    <BusinessesTab data={data} pendingOnly result={result} />
                    <ReportedEnquiries data={data} />
                    <ReviewModeration data={data} />
                  </>
                ) : tab.id === "add-business" ? (
                  <AddBusinessTab data={data} result={result} />
                ) : tab.id === "users" ? (
                  <UsersTab data={data} result={result} currentEmail={data.email} />
                ) : tab.id === "claims" ? (
                  <ClaimsTab data={data} />
                ) : (
                  <AnalyticsTab data={data} />
                )}
              </>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}

export const meta: Route.MetaFunction = (args) => privatePage("Admin Panel", args);
