import { useState } from "react";
import { Link } from "react-router";
import { requireWedding } from "~/features/accounts/guards.server";
import { ImportSteps, MapForm, UploadForm } from "~/features/guests/guest-import";
import {
  type ImportAnswer,
  importAction,
  loadImportPage,
} from "~/features/guests/guest-import-actions.server";
import { ImportReport, PastImports, PreviewForm } from "~/features/guests/guest-import-preview";
import { PlanPage } from "~/features/weddings/plan-nav";
import { keepsTyped } from "~/lib/form.server";
import { isOutage, type OutageResult } from "~/lib/outage";
import { privatePage } from "~/lib/seo";
import { FormError } from "~/ui/form";
import type { Route } from "./+types/dashboard-guests-import";

/**
 * /dashboard/guests/import: a spreadsheet in three steps (upload, match the columns, check
 * and save), then every row's outcome at ?report={id}. Each step is a plain form post.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireWedding(request, "read");
  return loadImportPage(actor, new URL(request.url));
}

export const action = keepsTyped(async ({ request }: Route.ActionArgs) => {
  const actor = await requireWedding(request, "change");
  return importAction(request, actor);
});

export default function DashboardGuestsImport({ loaderData, actionData }: Route.ComponentProps) {
  const { report, imports, canChange, names } = loaderData;
  const answer = actionData as ImportAnswer | OutageResult | undefined;
  const outage = isOutage(answer) ? answer : undefined;
  // A "briefly unavailable" answer leaves the wizard on the step it was on (its matched columns
  // and choices come from the last answer that had a step).
  const stepAnswer = isOutage(answer) ? undefined : answer;
  const [lastStep, setLastStep] = useState(stepAnswer);
  if (!outage && stepAnswer !== lastStep) setLastStep(stepAnswer);
  const step = outage ? lastStep : stepAnswer;
  return (
    <PlanPage title="Import guests">
      <div className="mx-auto mt-2 max-w-4xl">
        {outage ? (
          <div className="mt-6">
            <FormError>{outage.formError}</FormError>
          </div>
        ) : null}
        {report && !step ? (
          <div className="mt-6">
            <ImportReport report={report} />
          </div>
        ) : !canChange ? (
          <p className="card mt-6 p-6 text-stone-700">
            You can view this wedding's guest list but not import into it.{" "}
            <Link to="/dashboard/guests" className="text-brand-700 underline">
              Back to the guest list
            </Link>
          </p>
        ) : step?.step === "map" ? (
          <>
            <ImportSteps current={2} />
            <div className="mt-6">
              <MapForm step={step} />
            </div>
          </>
        ) : step?.step === "preview" ? (
          <>
            <ImportSteps current={3} />
            <div className="mt-6">
              <PreviewForm step={step} names={names} />
            </div>
          </>
        ) : (
          <>
            <ImportSteps current={1} />
            <div className="mt-6">
              <UploadForm error={step?.step === "upload" ? step.formError : undefined} />
            </div>
          </>
        )}
        {step ? null : <PastImports imports={imports} />}
      </div>
    </PlanPage>
  );
}

export const meta: Route.MetaFunction = (args) => privatePage("Import guests", args);
