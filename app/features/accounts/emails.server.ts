import { getEnv } from "~/config.server";
import { greeting, sendNotice } from "~/features/mail/mail.server";
import WORDING from "./account-emails.json";

/*
 * The account e-mails. Their words live in `account-emails.json`; each e-mail is a greeting,
 * its paragraphs and one link.
 */

interface Recipient {
  to: string;
  name: string;
}

type Wording = (typeof WORDING)[keyof typeof WORDING];

function sendAccountEmail(wording: Wording, { to, name }: Recipient, url: string) {
  return sendNotice({
    to,
    subject: wording.subject,
    heading: wording.heading,
    paragraphs: [greeting(name), ...wording.paragraphs],
    action: { label: wording.action, url },
    footer: wording.footer,
  });
}

type LinkEmail = Recipient & { url: string };

export async function verificationEmail({ url, ...recipient }: LinkEmail) {
  await sendAccountEmail(WORDING.verification, recipient, url);
}

export async function emailChangeVerificationEmail({ url, ...recipient }: LinkEmail) {
  await sendAccountEmail(WORDING.emailChange, recipient, url);
}

export async function resetPasswordEmail({ url, ...recipient }: LinkEmail) {
  await sendAccountEmail(WORDING.resetPassword, recipient, url);
}

/** Sent instead of a second account, so sign-up never reveals who is registered. */
export async function existingAccountEmail(recipient: Recipient) {
  await sendAccountEmail(WORDING.existingAccount, recipient, `${getEnv().BASE_URL}/login`);
}
