import { type MailExecutor, sendNotice } from "~/features/mail/mail.server";
import { formatLongDate } from "~/lib/format";
import { LINK_DAYS_AFTER_LAST_EVENT } from "./rsvp.constants";
import { eventDayText } from "./rsvp-rules";

/**
 * The invitation and reminder e-mails a couple sends their guests from the invitations page,
 * queued in the outbox in the sending transaction. Each names the couple, the household's own
 * events (never another household's) and its private link.
 */

export interface InvitedEventLine {
  label: string;
  eventDate: string;
  dated: boolean;
  startTime: string | null;
  venue: string | null;
  postcode: string | null;
}

export interface InvitationMail {
  to: string;
  householdName: string;
  couple: string;
  events: InvitedEventLine[];
  url: string;
  /** The RSVP deadline, "2027-03-01", or null. */
  deadline: string | null;
  /** The plan's account: queued e-mails naming the couple go when that account is erased. */
  planUserId: string;
}

/** "Mehndi: 12 August 2027, 18:30, The Grand Hall, LE4 5LN" */
export function eventLine(event: InvitedEventLine) {
  const when = [eventDayText(event), event.startTime].filter(Boolean).join(", ");
  const where = [event.venue, event.postcode].filter(Boolean).join(", ");
  return `${event.label}: ${[when, where].filter(Boolean).join(", ")}`;
}

const FOOTER = `This link is for your household alone. It works until ${LINK_DAYS_AFTER_LAST_EVENT} days after the last event; you need no account to use it.`;

function replyBy(deadline: string | null) {
  return deadline
    ? `Please tell us who is coming by ${formatLongDate(deadline)}; you can change your answers until then.`
    : "Please tell us who is coming; you can change your answers later.";
}

/**
 * An invitation or a reminder: its own subject, heading and opening line, then the same
 * events, reply-by line and link.
 */
async function queueHouseholdMail(
  mail: InvitationMail,
  tx: MailExecutor,
  words: { subject: string; heading: string; opening: string },
) {
  await sendNotice(
    {
      to: mail.to,
      subject: words.subject,
      heading: words.heading,
      paragraphs: [
        `Dear ${mail.householdName},`,
        words.opening,
        ...mail.events.map(eventLine),
        replyBy(mail.deadline),
      ],
      action: { label: "Reply to the invitation", url: mail.url },
      footer: FOOTER,
    },
    { tx, aboutUserId: mail.planUserId },
  );
}

export function queueInvitation(mail: InvitationMail, tx: MailExecutor) {
  return queueHouseholdMail(mail, tx, {
    subject: `${mail.couple} invite you to their wedding`,
    heading: `${mail.couple} invite you`,
    opening: `${mail.couple} would love you to join them for:`,
  });
}

export function queueReminder(mail: InvitationMail, tx: MailExecutor) {
  const by = mail.deadline ? ` by ${formatLongDate(mail.deadline)}` : "";
  return queueHouseholdMail(mail, tx, {
    subject: `A reminder from ${mail.couple}: please reply${by}`,
    heading: "Will you be there?",
    opening: `${mail.couple} have not heard from you yet and would love to know who is coming to:`,
  });
}
