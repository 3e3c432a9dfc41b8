import { Link } from "react-router";
import { ResendConfirmationForm } from "~/features/accounts/account-ui";
import { requireUser } from "~/features/accounts/guards.server";
import { formLongDate } from "~/features/accounts/labels";
import { getProfile } from "~/features/accounts/profile.server";
import { EmailCard, PasswordCard, YourDataCards } from "~/features/profile/account-cards";
import {
  type AccountResult,
  accountSettingsAction,
} from "~/features/profile/account-settings-actions.server";
import { keepsTyped } from "~/lib/form.server";
import { originFrom, seo } from "~/lib/seo";
import { CardSection, Detail } from "~/ui/card";
import { FormError, Notice, useActionToast } from "~/ui/form";
import { UserRound } from "~/ui/icons";
import type { Route } from "./+types/account";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const profile = await getProfile(user.id);
  const url = new URL(request.url);
  return {
    account: {
      name: user.name,
      email: user.email,
      role: user.role,
      emailVerified: user.emailVerified,
      memberSince: profile ? formLongDate(profile.createdAt) : null,
      // The main admin's account cannot delete itself (someone must run the site).
      canDelete: !user.isMainAdmin,
    },
    emailChanged: url.searchParams.get("emailChanged") === "1" && !url.searchParams.get("error"),
    emailChangeFailed:
      url.searchParams.get("emailChanged") === "1" && Boolean(url.searchParams.get("error")),
  };
}

export const action = keepsTyped(async ({ request, context }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return accountSettingsAction(user, request, context);
});

const ROLE_LABEL = { user: "Couple", business: "Business", admin: "Administrator" } as const;

export default function AccountSettings({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as AccountResult | undefined;
  const { account } = loaderData;
  useActionToast(result);
  return (
    <section className="container-page py-10 sm:py-14">
      <h1 className="text-3xl font-bold sm:text-4xl">Account Settings</h1>
      <p className="mt-2 text-stone-600">Manage your login details and your data.</p>
      <div className="mt-6 space-y-4">
        {loaderData.emailChanged ? (
          <Notice tone="success">Your email address has been updated.</Notice>
        ) : null}
        {loaderData.emailChangeFailed ? (
          <FormError>
            That confirmation link is invalid or has expired. Please request the change again.
          </FormError>
        ) : null}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <CardSection
          id="account-heading"
          Icon={UserRound}
          title="Your account"
          className="self-start"
        >
          <dl className="mt-4 space-y-3 text-sm">
            <Detail label="Name">{account.name}</Detail>
            <Detail label="Email" look="font-medium break-all">
              {account.email}
            </Detail>
            <Detail label="Email status">
              {account.emailVerified ? "Confirmed" : "Not confirmed yet"}
            </Detail>
            <Detail label="Account type">{ROLE_LABEL[account.role]}</Detail>
            {account.memberSince ? (
              <Detail label="Member since">{account.memberSince}</Detail>
            ) : null}
          </dl>
          {!account.emailVerified ? (
            <div className="mt-4">
              <ResendConfirmationForm className="btn-secondary w-full" />
            </div>
          ) : null}
          <div className="mt-6 flex flex-col gap-2">
            <Link
              to={account.role === "admin" ? "/admin/profile" : "/profile"}
              className="btn-secondary"
            >
              Edit profile
            </Link>
            <Link to="/dashboard" className="btn-ghost">
              Go to Dashboard
            </Link>
          </div>
        </CardSection>
        <div className="space-y-6 lg:col-span-2">
          <EmailCard result={result} email={account.email} />
          <PasswordCard result={result} />
          <YourDataCards result={result} canDelete={account.canDelete} />
        </div>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Account Settings",
    description: "Manage your Saath login details.",
    path: "/account",
    origin: originFrom(matches),
    noIndex: true,
  });
