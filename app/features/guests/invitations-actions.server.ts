import { data } from "react-router";
import { requireWedding } from "~/features/accounts/guards.server";
import { consumeRateLimit, RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { allows } from "~/features/weddings/weddings.server";
import { parseForm } from "~/lib/form";
import { reply, replyInvalid } from "~/lib/form.server";
import { formatLongDate, pluralise, waitText } from "~/lib/format";
import { parseId } from "~/lib/id-param";
import { intentSchema, readIntent } from "~/lib/intent";
import { todayInLondon } from "~/lib/london-date";
import { listInvitations, printableInvitations, weddingCouple } from "./invitations.server";
import { deadlineSchema, INVITATION_INTENTS, INVITATIONS_PATH } from "./rsvp.schema";
import {
  renewLink,
  sendInvitation,
  sendInvitations,
  sendReminders,
  setDeadline,
} from "./rsvp.server";
import { canStillAnswer, isLinkExpired } from "./rsvp-rules";

/**
 * /dashboard/guests/invitations: every member reads; partners and planners see the households'
 * links, print the cards, send, remind, set the deadline and renew links (a viewer's post, and
 * a viewer's visit to the print page, is a 403 from the guard). A
 * household id that is not this wedding's is a 404, whether or not it exists.
 */

const NOT_FOUND = "Household not found";

export async function loadInvitationsPage(request: Request) {
  const { wedding } = await requireWedding(request, "read");
  const url = new URL(request.url);
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1;
  const listing = await listInvitations(wedding, page);
  const canChange = allows(wedding.role, "change");
  return {
    ...listing,
    // A household's link answers for it: only those who may send invitations see the links (a
    // viewer with one could answer for any guest).
    households: canChange
      ? listing.households
      : listing.households.map((row) => ({ ...row, url: null, whatsapp: null })),
    canChange,
    confirmReminders: canChange && url.searchParams.get("confirm") === "reminders",
  };
}

/** The printed cards carry every household's link: for those who may send invitations. */
export async function loadPrintPage(request: Request) {
  const { wedding } = await requireWedding(request, "change");
  return printableInvitations(wedding);
}

const invitationIntent = intentSchema(Object.values(INVITATION_INTENTS));

/** Back to the page of the list the form was on. */
/** Why a round sent nothing. */
const NONE_SENT = {
  Invitations: "Every household with an e-mail address and an event has been sent one.",
  Reminders: "Every household has answered or has had its one reminder.",
};

/** "Invitations sent to 3 households", or why none were. */
function sentToast(sent: number, what: keyof typeof NONE_SENT) {
  return redirectWithToast(
    INVITATIONS_PATH,
    sent > 0
      ? { title: `${what} sent to ${pluralise(sent, "household")}`, variant: "success" }
      : { title: `No ${what.toLowerCase()} to send`, description: NONE_SENT[what] },
  );
}

/** The wedding's hourly budget of invitation and reminder e-mails, `sent` more counted. */
const mailBudget = (weddingId: number, sent: number) =>
  consumeRateLimit(`invitation-mail:${weddingId}`, RATE_RULES.invitationMail, Date.now(), sent);

const tooMany = (request: Request, retryAfter: number) =>
  reply(
    request,
    {
      formError: `You've sent a lot of invitations just now. Please try again in ${waitText(retryAfter)}.`,
    },
    { status: 429, headers: { "Retry-After": String(retryAfter) } },
  );

function back(form: FormData) {
  const page = parseId(String(form.get("page") ?? ""));
  return page && page > 1 ? `${INVITATIONS_PATH}?page=${page}` : INVITATIONS_PATH;
}

function householdIdFrom(form: FormData) {
  const id = parseId(String(form.get("householdId") ?? ""));
  if (id === null) throw data(NOT_FOUND, { status: 404 });
  return id;
}

/**
 * Why an e-mail would ask guests for what they can no longer do, or null: past the RSVP
 * deadline a reply is refused, and after the links' last day the link itself is gone.
 */
async function tooLateToSend(weddingId: number) {
  const { deadline, lastEventDate } = await weddingCouple(weddingId);
  const today = todayInLondon();
  if (isLinkExpired(lastEventDate, today)) {
    return "The RSVP links stopped working 30 days after your last event, so nothing was sent.";
  }
  if (!canStillAnswer(deadline, today)) {
    return `Your RSVP deadline, ${formatLongDate(deadline as string)}, has passed: guests could no longer reply. Move the deadline first, then send.`;
  }
  return null;
}

const SENDING: string[] = [
  INVITATION_INTENTS.sendAll,
  INVITATION_INTENTS.sendOne,
  INVITATION_INTENTS.remind,
];

export async function invitationsAction(request: Request) {
  const actor = await requireWedding(request, "change");
  const form = await request.formData();
  const intent = readIntent(invitationIntent, form);
  if (intent && SENDING.includes(intent)) {
    const late = await tooLateToSend(actor.wedding.weddingId);
    if (late) return reply(request, { formError: late }, 409);
    // Read, not counted (weight 0): the e-mails are counted once they are sent.
    const budget = await mailBudget(actor.wedding.weddingId, 0);
    if (!budget.allowed) return tooMany(request, budget.retryAfter);
  }
  switch (intent) {
    case INVITATION_INTENTS.deadline: {
      const parsed = parseForm(deadlineSchema, form);
      if (!parsed.ok) return replyInvalid(request, parsed);
      await setDeadline(actor, parsed.data.rsvpDeadline || null);
      return redirectWithToast(INVITATIONS_PATH, {
        title: parsed.data.rsvpDeadline ? "RSVP deadline saved" : "RSVP deadline removed",
        variant: "success",
      });
    }
    case INVITATION_INTENTS.sendAll: {
      const sent = await sendInvitations(actor);
      await mailBudget(actor.wedding.weddingId, sent);
      return sentToast(sent, "Invitations");
    }
    case INVITATION_INTENTS.sendOne: {
      const householdId = householdIdFrom(form);
      const again = await consumeRateLimit(
        `invitation-household:${actor.wedding.weddingId}:${householdId}`,
        RATE_RULES.invitationHousehold,
      );
      if (!again.allowed) return tooMany(request, again.retryAfter);
      const result = await sendInvitation(actor, householdId);
      if (!result.ok) {
        if (result.reason === "not-found") throw data(NOT_FOUND, { status: 404 });
        const formError =
          result.reason === "no-email"
            ? "This household has no e-mail address. Add one on the guest list, or share the link."
            : "This household is not invited to any event yet.";
        return reply(request, { formError }, 409);
      }
      await mailBudget(actor.wedding.weddingId, 1);
      return redirectWithToast(back(form), {
        title: `Invitation sent to ${result.name}`,
        variant: "success",
      });
    }
    case INVITATION_INTENTS.remind: {
      const sent = await sendReminders(actor);
      await mailBudget(actor.wedding.weddingId, sent);
      return sentToast(sent, "Reminders");
    }
    case INVITATION_INTENTS.renewLink: {
      const name = await renewLink(actor, householdIdFrom(form));
      if (!name) throw data(NOT_FOUND, { status: 404 });
      return redirectWithToast(back(form), {
        title: `New link for ${name}`,
        description: "Their old link no longer works. Send or share the new one.",
        variant: "success",
      });
    }
    default:
      return reply(request, { formError: "Please choose what to do." }, 400);
  }
}
