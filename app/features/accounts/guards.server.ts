import { redirect } from "react-router";
import { getOptionalUser, type SessionUser } from "./session.server";

/**
 * Every loader and action that needs a user calls a guard first (DESIGN.md).
 * A visitor is sent to /login with the page remembered.
 */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getOptionalUser(request);
  if (!user) {
    const url = new URL(request.url);
    const returnUrl = `${url.pathname}${url.search}`;
    throw redirect(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  }
  return user;
}
