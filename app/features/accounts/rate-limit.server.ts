import type { RateRule } from "~/features/rate-limit/rate-limit.server";

/**
 * The limits on the account forms (counted by ~/features/rate-limit). Per e-mail address
 * limits stop one account or mailbox being hammered; the per-IP ones are generous and only
 * stop one machine trying many accounts.
 */
export const RATE_RULES = {
  // Only failed log-ins count: a success gives its attempt back (login.tsx).
  signInAccount: { window: 60, max: 5 },
  signInIp: { window: 15 * 60, max: 300 },
  signUpIp: { window: 15 * 60, max: 100 },
  forgotPassword: { window: 60, max: 1 },
  forgotPasswordIp: { window: 15 * 60, max: 100 },
  // Spec §5: resending the confirmation is limited to once per 60 seconds.
  resend: { window: 60, max: 1 },
  resetPasswordIp: { window: 15 * 60, max: 100 },
  changeCredentials: { window: 60, max: 5 },
} satisfies Record<string, RateRule>;
