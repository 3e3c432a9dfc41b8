/** The intents /account's cards post (account-cards.tsx), read by account-settings-actions. */
export const ACCOUNT_INTENTS = {
  /** The confirm-e-mail banner's "Resend confirmation email" (features/accounts/account-ui). */
  resend: "resend-confirmation",
  email: "change-email",
  password: "change-password",
  delete: "delete-account",
} as const;
