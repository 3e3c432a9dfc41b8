import { getEnv } from "~/config.server";
import { greeting, sendNotice } from "~/features/mail/mail.server";

interface Recipient {
  to: string;
  name: string;
}

export async function verificationEmail({ to, name, url }: Recipient & { url: string }) {
  await sendNotice({
    to,
    subject: "Confirm your email address for Saath",
    heading: "Please confirm your email address",
    paragraphs: [
      greeting(name),
      "Thank you for joining Saath. Please confirm that this is your email address so we can keep your account secure.",
    ],
    action: { label: "Confirm my email address", url },
    footer:
      "This link expires in 24 hours. If you did not create a Saath account, you can ignore this email.",
  });
}

export async function emailChangeVerificationEmail({ to, name, url }: Recipient & { url: string }) {
  await sendNotice({
    to,
    subject: "Confirm your new email address for Saath",
    heading: "Confirm your new email address",
    paragraphs: [
      greeting(name),
      "You asked to use this email address for your Saath account. Your account will switch to this address once you confirm it.",
    ],
    action: { label: "Confirm my new email address", url },
    footer:
      "This link expires in 24 hours. If you did not ask for this change, you can ignore this email and nothing will change.",
  });
}

export async function resetPasswordEmail({ to, name, url }: Recipient & { url: string }) {
  await sendNotice({
    to,
    subject: "Reset your Saath password",
    heading: "Reset your password",
    paragraphs: [
      greeting(name),
      "We received a request to reset the password for your Saath account. Choose a new password using the link below.",
    ],
    action: { label: "Set a new password", url },
    footer:
      "This link expires in 1 hour and can be used once. If you did not ask for a reset, you can ignore this email; your password will not change.",
  });
}

/** Sent instead of a second account, so sign-up never reveals who is registered. */
export async function existingAccountEmail({ to, name }: Recipient) {
  const origin = getEnv().BASE_URL;
  await sendNotice({
    to,
    subject: "You already have a Saath account",
    heading: "You already have an account",
    paragraphs: [
      greeting(name),
      "Someone (hopefully you) tried to create a new Saath account with this email address. You already have one, so you can simply log in.",
      "If you have forgotten your password, you can reset it from the login page.",
    ],
    action: { label: "Log in to Saath", url: `${origin}/login` },
    footer: "If this was not you, you can ignore this email; your account has not changed.",
  });
}
