import * as Tabs from "@radix-ui/react-tabs";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { AddBusinessResult } from "~/features/business/add-business.server";
import { addBusinessAction } from "~/features/business/add-business-actions.server";
import {
  GoogleImportForm,
  ImportHelp,
  type ImportState,
} from "~/features/business/google-import-form";
import { hasServerPlacesKey } from "~/features/business/google-places.server";
import { readListingDraft } from "~/features/business/listing-draft.server";
import { ManualBusinessForm } from "~/features/business/manual-business-form";
import { categoryName, isCategoryId } from "~/features/vendors/categories";
import { keepsTyped } from "~/lib/form.server";
import { isOutage } from "~/lib/outage";
import { originFrom, seo } from "~/lib/seo";
import { FormError } from "~/ui/form";
import { useRootData } from "~/ui/root-data";
import { useToast } from "~/ui/toast";
import type { Route } from "./+types/add-business";

export async function loader({ params, request }: Route.LoaderArgs) {
  const categoryId = params.categoryId && isCategoryId(params.categoryId) ? params.categoryId : "";
  // What a visitor typed before logging in comes back (decision 042).
  const draft = await readListingDraft(request);
  return { categoryId, hasServerKey: hasServerPlacesKey(), draft };
}

export const action = keepsTyped(async ({ request, params, context }: Route.ActionArgs) => {
  return addBusinessAction(request, params.categoryId, context);
});

const IDLE: ImportState = { status: "idle" };

export default function AddBusinessPage({ loaderData, actionData }: Route.ComponentProps) {
  const { categoryId, hasServerKey } = loaderData;
  const user = useRootData()?.user ?? null;
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const result = actionData as Exclude<AddBusinessResult, { status: "created" }> | undefined;
  const outage = isOutage(actionData) ? actionData : undefined;
  // The "briefly unavailable" answer carries the intent as sent (import-search, import-basic…).
  const intent = result?.intent?.startsWith("import") ? "import" : result?.intent;
  const tab = intent === "import" || searchParams.get("tab") === "google" ? "google" : "manual";
  const path = `/add-business${categoryId ? `/${categoryId}` : ""}`;

  useEffect(() => {
    if (result && "toast" in result && result.toast) toast(result.toast);
  }, [result, toast]);

  const importState: ImportState =
    result?.intent === "import" && (result.status === "needs-key" || result.status === "found")
      ? (result as ImportState)
      : IDLE;

  const tabClass =
    "flex-1 rounded-full px-4 py-2 text-center text-sm font-semibold text-stone-700 transition-colors hover:text-brand-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm";

  return (
    <div className="container-page py-10">
      <div className="mx-auto max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
          For wedding businesses
        </p>
        <h1 className="mt-1 text-3xl font-bold sm:text-4xl">Add Your Business</h1>
        <p className="mt-3 text-stone-700">
          {categoryId
            ? `List your business among our ${categoryName(categoryId).toLowerCase()} so couples planning Indian and South Asian weddings across the UK can find you.`
            : "List your business on Saath so couples planning Indian and South Asian weddings across the UK can find you."}
        </p>

        {outage ? (
          <div className="mt-6">
            <FormError>{outage.formError}</FormError>
          </div>
        ) : null}
        <Tabs.Root
          value={tab}
          onValueChange={(value) =>
            navigate(value === "google" ? `${path}?tab=google` : path, {
              replace: true,
              preventScrollReset: true,
            })
          }
          className="mt-8"
        >
          <Tabs.List
            aria-label="How to add your business"
            className="flex gap-1 rounded-full bg-brand-50 p-1"
          >
            <Tabs.Trigger value="manual" className={tabClass}>
              Manual Entry
            </Tabs.Trigger>
            <Tabs.Trigger value="google" className={tabClass}>
              Google Business
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="manual" className="card mt-6 p-5 sm:p-8">
            <ManualBusinessForm
              action={path}
              initialCategory={categoryId}
              isLoggedIn={Boolean(user)}
              isAdmin={user?.role === "admin"}
              errors={result?.status === "invalid" ? result.errors : undefined}
              values={intent === "manual" ? result?.values : (loaderData.draft ?? undefined)}
            />
          </Tabs.Content>
          <Tabs.Content value="google" className="mt-6 space-y-6">
            <ImportHelp />
            <div className="card p-5 sm:p-8">
              <GoogleImportForm
                action={`${path}?tab=google`}
                initialCategory={categoryId}
                isLoggedIn={Boolean(user)}
                hasServerKey={hasServerKey}
                state={importState}
                values={intent === "import" ? result?.values : undefined}
              />
            </div>
          </Tabs.Content>
        </Tabs.Root>
        <noscript>
          <p className="mt-6 text-sm text-stone-600">
            To import from Google, open{" "}
            <a href={`${path}?tab=google`} className="underline">
              the Google Business tab
            </a>
            .
          </p>
        </noscript>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  seo({
    title: "Add Your Business",
    description:
      "List your wedding business on Saath: add your details by hand or import them from your Google Business Profile.",
    path: `/add-business${params.categoryId ? `/${params.categoryId}` : ""}`,
    origin: originFrom(matches),
  });
