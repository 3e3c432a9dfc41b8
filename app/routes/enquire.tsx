import { data } from "react-router";
import { planUserOf, requireUserToContinue } from "~/features/accounts/guards.server";
import { ENQUIRY_TOASTS } from "~/features/enquiries/enquiry.constants";
import { enquiryPanel, postEnquiry } from "~/features/enquiries/enquiry-actions.server";
import { EnquiryForm } from "~/features/enquiries/enquiry-form";
import { unclaimedNotice } from "~/features/enquiries/unclaimed-notice";
import { getPublicVendor } from "~/features/vendors/vendors.server";
import { keepsTyped } from "~/lib/form.server";
import { idParam } from "~/lib/id-param";
import { originFrom, seo } from "~/lib/seo";
import { BackLink } from "~/ui/back-link";
import { Notice } from "~/ui/form";
import type { Route } from "./+types/enquire";

/** The enquiry form as a page of its own: without JavaScript, and where log-in comes back to. */
const vendorIdOf = (params: { vendorId: string }) => idParam(params.vendorId, "Vendor not found");

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = vendorIdOf(params);
  // A visitor opening the form is sent to log in and back to it.
  const reader = await planUserOf(
    await requireUserToContinue(request, `/vendor/${id}/enquire`, ENQUIRY_TOASTS.loginRequired),
    "read",
  );
  const listing = await getPublicVendor(id);
  if (!listing) throw data("Vendor not found", { status: 404 });
  const panel = await enquiryPanel(reader, listing);
  const intro =
    panel.reach === "email"
      ? unclaimedNotice(listing.name)
      : "Your message goes to the business in Saath. You'll get an e-mail when they reply.";
  return { vendor: { id, name: listing.name }, panel, intro };
}

export const action = keepsTyped(async ({ params, request }: Route.ActionArgs) => {
  const id = vendorIdOf(params);
  return postEnquiry(request, { returnTo: `/vendor/${id}/enquire`, vendorId: id });
});

export default function EnquirePage({ loaderData, actionData }: Route.ComponentProps) {
  const { vendor, panel } = loaderData;
  return (
    <div className="container-page max-w-2xl py-8 sm:py-10">
      <BackLink to={`/vendor/${vendor.id}`}>Back to {vendor.name}</BackLink>
      <h1 className="text-3xl font-bold">Contact {vendor.name}</h1>
      <div className="card mt-6 p-5 sm:p-8">
        {!panel.reach ? (
          <Notice>
            {vendor.name} can't receive enquiries through Saath yet. Please use the phone number on
            their page.
          </Notice>
        ) : panel.viewer === "view-only" ? (
          <Notice>
            You can view this wedding's plan but not change it. The couple or a planner can contact{" "}
            {vendor.name}.
          </Notice>
        ) : panel.viewer !== "couple" || !panel.defaults ? (
          <Notice>
            Enquiries are sent from a couple's account. You are logged in with a business or admin
            account.
          </Notice>
        ) : (
          <>
            <p className="mb-6 text-stone-700">{loaderData.intro}</p>
            <EnquiryForm
              action={`/vendor/${vendor.id}/enquire`}
              vendorIds={[vendor.id]}
              defaults={panel.defaults}
              pageResult={actionData}
            />
          </>
        )}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  seo({
    title: loaderData ? `Contact ${loaderData.vendor.name}` : "Contact a vendor",
    path: `/vendor/${params.vendorId}/enquire`,
    origin: originFrom(matches),
    noIndex: true,
  });
