import { data, redirect } from "react-router";
import { requirePlanUser } from "~/features/accounts/guards.server";
import { GROUP_MAX } from "~/features/enquiries/enquiry.constants";
import { groupEnquiryChoices, postEnquiry } from "~/features/enquiries/enquiry-actions.server";
import { EnquiryForm } from "~/features/enquiries/enquiry-form";
import { categoryName } from "~/features/vendors/categories";
import { keepsTyped } from "~/lib/form.server";
import { privatePage } from "~/lib/seo";
import { CheckOptions } from "~/ui/check-option";
import type { Route } from "./+types/dashboard-enquiry-new";

/** One enquiry to several shortlisted vendors of one category: each gets its own thread. */
export async function loader({ request }: Route.LoaderArgs) {
  // The form sends in the couple's name: a viewer of the wedding may not (403).
  const user = await requirePlanUser(request, "change");
  if (user.role !== "user") throw redirect("/dashboard");
  const category = new URL(request.url).searchParams.get("category");
  const choices = await groupEnquiryChoices(user, category);
  const { categoryId, defaults, vendors } = choices;
  if (!categoryId || !defaults || vendors.length === 0) {
    throw data("No shortlisted vendors to contact", { status: 404 });
  }
  return { categoryId, defaults, vendors, categoryName: categoryName(categoryId) };
}

export const action = keepsTyped(async ({ request }: Route.ActionArgs) => {
  return postEnquiry(request, { returnTo: "/dashboard" });
});

export default function GroupEnquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { vendors, defaults, categoryName: name, categoryId } = loaderData;
  return (
    <div className="container-page max-w-2xl py-8 sm:py-10">
      <h1 className="text-3xl font-bold">Contact several {name} vendors</h1>
      <p className="mt-2 text-stone-700">
        Write once; each vendor gets their own conversation with you. Choose up to {GROUP_MAX}.
      </p>
      <div className="card mt-6 p-5 sm:p-8">
        <EnquiryForm
          action={`/dashboard/enquiries/new?category=${categoryId}`}
          vendorIds={[]}
          defaults={defaults}
          pageResult={actionData}
          submitLabel="Send to the chosen vendors"
          vendorChoice={
            <fieldset>
              <legend className="label">Send to</legend>
              <div className="mt-1 grid gap-2">
                <CheckOptions
                  name="vendorId"
                  options={vendors.map((vendor) => ({ value: vendor.id, label: vendor.name }))}
                  checked={vendors.slice(0, GROUP_MAX).map((vendor) => vendor.id)}
                  look="vendor"
                />
              </div>
            </fieldset>
          }
        />
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => privatePage("Contact several vendors", args);
