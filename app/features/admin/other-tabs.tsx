import { useEffect, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { BarChart } from "~/ui/bar-chart";
import { Field, SelectField } from "~/ui/form";
import { KeyRound, Trash2, UserPlus } from "~/ui/icons";
import { MAIN_ADMIN_ONLY } from "./admin.schema";
import type { AdminActionResult } from "./admin-actions.server";
import type { AdminPanelData } from "./admin-panel-actions.server";
import {
  Banner,
  ConfirmDelete,
  EmptyState,
  HeadingRow,
  IntentButton,
  Pager,
  TabPager,
  withParams,
} from "./admin-ui";

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

const NEW_USER_FIELDS = [
  { label: "Name", name: "name" },
  { label: "Email", name: "email", type: "email" },
] as const;

const ROLE_LABEL: Record<string, string> = { user: "Couple", business: "Business", admin: "Admin" };

export function UsersTab({
  data,
  result,
  currentEmail,
}: {
  data: AdminPanelData;
  result: AdminActionResult | undefined;
  currentEmail: string;
}) {
  const location = useLocation();
  const create = result?.intent === "create-user" ? result : undefined;
  const [role, setRole] = useState(create?.values?.role ?? "user");
  // Without JavaScript the Business ID field is always there; with it, only for that role.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!data.isMainAdmin) {
    return <Banner title="Permission Error">{MAIN_ADMIN_ONLY}</Banner>;
  }
  if (data.loadError) return <Banner title={data.loadError} />;
  const users = data.users ?? [];
  const reset = result?.intent === "reset-password" ? result : undefined;
  return (
    <div className="space-y-5">
      <details className="card p-4" open={Boolean(create)}>
        <summary className="flex cursor-pointer items-center gap-2 font-semibold">
          <UserPlus className="size-5 text-brand-700" aria-hidden /> Add user
        </summary>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
          <input type="hidden" name="intent" value="create-user" />
          {NEW_USER_FIELDS.map((field) => (
            <Field
              key={field.name}
              {...field}
              required
              defaultValue={create?.values?.[field.name]}
              error={create?.errors?.[field.name]}
              autoComplete="off"
            />
          ))}
          <SelectField
            label="Role"
            name="role"
            defaultValue={create?.values?.role ?? "user"}
            onChange={(event) => setRole(event.currentTarget.value)}
            error={create?.errors?.role}
            options={[
              { value: "user", label: "Couple (user)" },
              { value: "business", label: "Business" },
              { value: "admin", label: "Admin" },
            ]}
          />
          <Field
            label="Password"
            name="password"
            type="password"
            required
            error={create?.errors?.password}
            autoComplete="new-password"
            hint="At least 6 characters"
          />
          {!hydrated || role === "business" ? (
            <Field
              label="Business ID"
              name="businessId"
              inputMode="numeric"
              defaultValue={create?.values?.businessId}
              error={create?.errors?.businessId}
              hint="Business accounts only: the listing they own"
            />
          ) : null}
          <div className="flex items-end">
            <button type="submit" className="btn-primary">
              Create user
            </button>
          </div>
        </Form>
      </details>

      {data.userAction?.kind === "reset" ? (
        <section aria-labelledby="reset-heading" className="card p-4">
          <h3 id="reset-heading" className="font-semibold">
            Reset password for {data.userAction.email}
          </h3>
          <Form
            method="post"
            className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start"
            noValidate
          >
            <input type="hidden" name="intent" value="reset-password" />
            <input type="hidden" name="userId" value={data.userAction.id} />
            <div className="flex-1">
              <Field
                label="New password"
                name="newPassword"
                type="password"
                required
                autoComplete="new-password"
                error={reset?.errors?.newPassword}
                hint="At least 6 characters"
              />
            </div>
            <div className="flex gap-2 sm:mt-6">
              <button type="submit" className="btn-primary">
                Reset password
              </button>
              <Link
                to={withParams(location.search, { reset: null, delete: null })}
                className="btn-secondary"
              >
                Cancel
              </Link>
            </div>
          </Form>
        </section>
      ) : null}

      {data.userAction?.kind === "delete" ? (
        <ConfirmDelete
          headingId="delete-user-heading"
          title={`Delete ${data.userAction.email}?`}
          consequence="Their account, sessions and shortlist are removed for good."
          intent="delete-user"
          fields={{ userId: data.userAction.id }}
          submitLabel="Delete user"
          cancelHref={withParams(location.search, { reset: null, delete: null })}
        />
      ) : null}

      {users.length === 0 ? (
        <EmptyState>No users found</EmptyState>
      ) : (
        <ul className="space-y-3" aria-label="Users">
          {users.map((row) => {
            const self = row.email === currentEmail;
            return (
              <li
                key={row.id}
                className="card flex flex-col gap-3 p-4 md:flex-row md:items-center"
                data-testid="admin-user"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    {row.name}{" "}
                    <span className="ml-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-800">
                      {ROLE_LABEL[row.role] ?? "Couple"}
                    </span>
                  </p>
                  <p className="mt-1 break-words text-sm text-stone-600">
                    {row.email}
                    {row.emailVerified ? null : " (not confirmed)"}
                  </p>
                  <p className="mt-0.5 text-xs text-stone-600">
                    Joined {row.createdAt}
                    {row.weddingDate ? ` · Wedding ${row.weddingDate}` : ""}
                    {row.businessId ? ` · Business #${row.businessId}` : ""}
                  </p>
                </div>
                {self ? (
                  <span className="text-sm text-stone-600">You</span>
                ) : (
                  <div className="flex flex-wrap gap-2">
                    <Link
                      to={withParams(location.search, {
                        tab: "users",
                        reset: row.id,
                        delete: null,
                      })}
                      className="btn-ghost gap-1 px-3 py-1.5 text-sm"
                      aria-label={`Reset password for ${row.email}`}
                    >
                      <KeyRound className="size-4" aria-hidden /> Reset password
                    </Link>
                    {row.role === "admin" ? (
                      <IntentButton
                        intent="revoke-admin"
                        fields={{ userId: row.id }}
                        label={`Revoke admin from ${row.email}`}
                      >
                        Revoke admin
                      </IntentButton>
                    ) : (
                      <IntentButton
                        intent="grant-admin"
                        fields={{ userId: row.id }}
                        label={`Make admin: ${row.email}`}
                      >
                        Make admin
                      </IntentButton>
                    )}
                    <Link
                      to={withParams(location.search, {
                        tab: "users",
                        delete: row.id,
                        reset: null,
                      })}
                      className="btn-ghost gap-1 px-3 py-1.5 text-sm text-red-800"
                      aria-label={`Delete ${row.email}`}
                      state={{ from: location.search }}
                    >
                      <Trash2 className="size-4" aria-hidden /> Delete
                    </Link>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <TabPager tab="users" label="User pages" data={data} />
    </div>
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
