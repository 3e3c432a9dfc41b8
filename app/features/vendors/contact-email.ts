/** A listing's e-mail, unless it is the directory's "Not provided" placeholder. */
export function contactEmail(email: string | null): string | null {
  return email && email !== "Not provided" && email.includes("@") ? email : null;
}
