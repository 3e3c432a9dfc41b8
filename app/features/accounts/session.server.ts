import type { Role } from "~/db/schema";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  emailVerified: boolean;
  isMainAdmin: boolean;
}

/** The logged-in user, or null. Replaced by the real session lookup in the accounts feature. */
export async function getOptionalUser(_request: Request): Promise<SessionUser | null> {
  return null;
}
