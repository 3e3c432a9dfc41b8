import { PrintBar } from "~/features/events/print-button";
import { loadPrintPage } from "~/features/guests/invitations-actions.server";
import { InvitationCards } from "~/features/guests/invitations-print";
import { INVITATIONS_PATH } from "~/features/guests/rsvp.constants";
import { privatePage } from "~/lib/seo";
import type { Route } from "./+types/dashboard-invitations-print";

/** /dashboard/guests/invitations/print: a QR card per household for paper invitations. */
export const loader = ({ request }: Route.LoaderArgs) => loadPrintPage(request);

export default function InvitationsPrint({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page max-w-4xl py-8 print:max-w-none print:p-0">
      <PrintBar back={INVITATIONS_PATH}>Back to invitations</PrintBar>
      <h1 className="text-3xl font-bold print:sr-only">RSVP cards</h1>
      <p className="mt-2 text-stone-700 print:hidden">
        One card per household invited to an event: cut them out and put each in its household's
        envelope. Each code opens that household's own RSVP page.
      </p>
      <InvitationCards data={loaderData} />
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => privatePage("RSVP cards", args);
