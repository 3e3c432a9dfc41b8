import { useState } from "react";
import { Form, Link, useLocation, useSearchParams } from "react-router";
import { DialogTrigger, Modal, useDialog } from "~/ui/dialog";
import { Field, SelectField } from "~/ui/form";
import { KeyRound, Trash2, UserPlus } from "~/ui/icons";
import { useHydrated } from "~/ui/use-hydrated";
import { useOnChange } from "~/ui/use-on-change";
import { MAIN_ADMIN_ONLY } from "./admin.schema";
import type { AdminActionResult } from "./admin-actions.server";
import type { AdminPanelData } from "./admin-panel-actions.server";
import {
  Banner,
  ConfirmDelete,
  EmptyState,
  IntentButton,
  SubmitOrCancel,
  TabPager,
  withParams,
} from "./admin-ui";

const NEW_USER_FIELDS = [
  { label: "Name", name: "name" },
  { label: "Email", name: "email", type: "email" },
] as const;

const ROLE_LABEL: Record<string, string> = { user: "Couple", business: "Business", admin: "Admin" };

type Answer = AdminActionResult | undefined;

/**
 * The Users tab (main admin only): the list, the Add user and Reset password dialogs, delete.
 * With JavaScript the two forms open in dialogs (spec: "add-user and reset-password dialogs"),
 * which stay open with the refusal when the answer is "not yet" (its words in the panel's toast)
 * and close on success. Without
 * it each trigger is a link to the same form in the page (`?add=1`, `?reset={id}`).
 */
export function UsersTab({
  data,
  result,
  currentEmail,
}: {
  data: AdminPanelData;
  result: Answer;
  currentEmail: string;
}) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const create = result?.intent === "create-user" ? result : undefined;
  const reset = result?.intent === "reset-password" ? result : undefined;
  const users = data.users ?? [];
  const adding = useDialog({ initiallyOpen: Boolean(create) });
  const resetting = useDialog({ initiallyOpen: Boolean(reset) });
  const [target, setTarget] = useState<{ id: string; email: string } | null>(null);
  // A refusal leaves its dialog as it is (open, with the answer); a success (a redirect: a new
  // page and no answer) closes both. Nothing here opens a dialog: only its button does (or, on
  // the first render, an answer to a form posted before the page's script ran), so an Escape
  // pressed while an answer is on its way is never undone.
  useOnChange(location.key, () => {
    if (result) return;
    adding.setOpen(false);
    resetting.setOpen(false);
  });

  if (!data.isMainAdmin) {
    return <Banner title="Permission Error">{MAIN_ADMIN_ONLY}</Banner>;
  }
  if (data.loadError) return <Banner title={data.loadError} />;
  const inlineAdd = searchParams.get("add") === "1";
  // The row clicked; before any click (a refused post), the account the answer names.
  const answered = users.find((row) => row.id === reset?.values?.userId);
  const resetFor = target ?? answered ?? null;
  return (
    <div className="space-y-5">
      {inlineAdd ? (
        <section id="add-user" aria-labelledby="add-user-heading" className="card p-4">
          <h3 id="add-user-heading" className="flex items-center gap-2 font-semibold">
            <UserPlus className="size-5 text-brand-700" aria-hidden /> Add user
          </h3>
          <NewUserForm answer={create} />
        </section>
      ) : (
        <div>
          <DialogTrigger
            {...adding.trigger}
            fallbackHref={`${withParams(location.search, { tab: "users", add: "1" })}#add-user`}
            className="btn-primary gap-2"
          >
            <UserPlus className="size-4" aria-hidden /> Add user
          </DialogTrigger>
          <Modal
            {...adding.modal}
            title="Add user"
            description="The account can log in at once with this password."
            size="lg"
          >
            <NewUserForm answer={create} />
          </Modal>
        </div>
      )}

      {data.userAction?.kind === "reset" ? (
        <section aria-labelledby="reset-heading" className="card p-4">
          <h3 id="reset-heading" className="font-semibold">
            Reset password for {data.userAction.email}
          </h3>
          <ResetPasswordForm
            userId={data.userAction.id}
            answer={reset}
            cancelHref={withParams(location.search, { reset: null, delete: null })}
          />
        </section>
      ) : null}
      {resetFor && data.userAction?.kind !== "reset" ? (
        <Modal
          {...resetting.modal}
          title="Reset password"
          description={`A new password for ${resetFor.email}. It works straight away.`}
        >
          <ResetPasswordForm
            userId={resetFor.id}
            answer={reset?.values?.userId === resetFor.id ? reset : undefined}
          />
        </Modal>
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
            const chosen = target?.id === row.id;
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
                    <DialogTrigger
                      ref={chosen ? resetting.trigger.ref : undefined}
                      open={resetting.open && chosen}
                      onOpen={() => {
                        setTarget({ id: row.id, email: row.email });
                        resetting.setOpen(true);
                      }}
                      fallbackHref={withParams(location.search, {
                        tab: "users",
                        reset: row.id,
                        delete: null,
                      })}
                      className="btn-ghost gap-1 px-3 py-1.5 text-sm"
                    >
                      <KeyRound className="size-4" aria-hidden /> Reset password
                      <span className="sr-only"> for {row.email}</span>
                    </DialogTrigger>
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

/** Add user (spec: name min 2, valid e-mail, role, password min 6, business ID for a business). */
function NewUserForm({ answer }: { answer: Answer }) {
  const [role, setRole] = useState(answer?.values?.role ?? "user");
  // Without JavaScript the Business ID field is always there; with it, only for that role.
  const hydrated = useHydrated();
  return (
    <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
      <input type="hidden" name="intent" value="create-user" />
      {NEW_USER_FIELDS.map((field) => (
        <Field
          key={field.name}
          {...field}
          required
          defaultValue={answer?.values?.[field.name]}
          error={answer?.errors?.[field.name]}
          autoComplete="off"
        />
      ))}
      <SelectField
        label="Role"
        name="role"
        defaultValue={answer?.values?.role ?? "user"}
        onChange={(event) => setRole(event.currentTarget.value)}
        error={answer?.errors?.role}
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
        error={answer?.errors?.password}
        autoComplete="new-password"
        hint="At least 6 characters"
      />
      {!hydrated || role === "business" ? (
        <Field
          label="Business ID"
          name="businessId"
          inputMode="numeric"
          defaultValue={answer?.values?.businessId}
          error={answer?.errors?.businessId}
          hint="Business accounts only: the listing they own"
        />
      ) : null}
      <div className="flex items-end">
        <button type="submit" className="btn-primary">
          Create user
        </button>
      </div>
    </Form>
  );
}

/** Reset-password (spec: newPassword min 6); `cancelHref` for the in-page form without a dialog. */
function ResetPasswordForm({
  userId,
  answer,
  cancelHref,
}: {
  userId: string;
  answer: Answer;
  cancelHref?: string;
}) {
  return (
    <Form method="post" className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
      <input type="hidden" name="intent" value="reset-password" />
      <input type="hidden" name="userId" value={userId} />
      <div className="flex-1">
        <Field
          label="New password"
          name="newPassword"
          type="password"
          required
          autoComplete="new-password"
          error={answer?.errors?.newPassword}
          hint="At least 6 characters"
        />
      </div>
      <SubmitOrCancel
        label="Reset password"
        cancelHref={cancelHref}
        className="flex gap-2 sm:mt-6"
      />
    </Form>
  );
}
