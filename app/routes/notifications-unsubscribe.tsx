import { Form } from "react-router";
import { optOut, optOutEmail } from "~/features/enquiries/notify.server";
import { keepsTyped } from "~/lib/form.server";
import { isOutage } from "~/lib/outage";
import { FormError, Notice } from "~/ui/form";
import type { Route } from "./+types/notifications-unsubscribe";

/** The link in every enquiry e-mail. A button, not the link itself, stops the e-mails, so a
 * mail scanner that opens links cannot unsubscribe anyone. */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, email: optOutEmail(token) };
}

export const action = keepsTyped(async ({ request }: Route.ActionArgs) => {
  const form = await request.formData();
  const email = optOutEmail(String(form.get("token") ?? ""));
  if (!email) return { done: false };
  await optOut(email);
  return { done: true };
});

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { token, email } = loaderData;
  return (
    <div className="container-page max-w-xl py-12 sm:py-16">
      <h1 className="text-3xl font-bold">Enquiry e-mails</h1>
      <div className="card mt-6 space-y-4 p-6">
        {actionData && !isOutage(actionData) && actionData.done ? (
          <Notice tone="success">
            Done. We won't e-mail {email} about enquiries any more. Your conversations stay in
            Saath.
          </Notice>
        ) : email ? (
          <Form method="post" className="space-y-4">
            <FormError>{isOutage(actionData) ? actionData.formError : null}</FormError>
            <input type="hidden" name="token" value={token} />
            <p>
              Stop e-mails about enquiries to <strong>{email}</strong>? You can still read and
              answer every conversation in Saath.
            </p>
            <button type="submit" className="btn-primary">
              Stop enquiry e-mails
            </button>
          </Form>
        ) : (
          <Notice>This link is not valid. Please use the link from your latest e-mail.</Notice>
        )}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Enquiry e-mails | Saath" },
  { name: "robots", content: "noindex" },
];
