import { isAPIError } from "better-auth/api";
import { and, eq, gte } from "drizzle-orm";
import type { z } from "zod";
import { db } from "~/db/client.server";
import { user } from "~/db/schema";
import { ensureWedding } from "~/features/weddings/weddings.server";
import { logger } from "~/lib/logger.server";
import type { businessSignupSchema, coupleSignupSchema } from "./auth.schema";
import { CLIENT_IP_HEADER, getAuth } from "./auth.server";

export type CoupleSignup = z.infer<typeof coupleSignupSchema>;
type BusinessSignup = z.infer<typeof businessSignupSchema>;

/** The client's IP as Express saw it (honours TRUST_PROXY); used by the rate limits. */

/**
 * The headers better-auth sees for a call made on the user's behalf: their cookie and
 * browser, and the client IP from Express (a client-sent copy of that header is replaced).
 */
export function authHeaders(request: Request, ip: string): Headers {
  const headers = new Headers();
  for (const name of ["cookie", "user-agent", "origin", "referer"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (ip && ip !== "unknown") headers.set(CLIENT_IP_HEADER, ip);
  return headers;
}

/** Only the Set-Cookie lines of a better-auth response, to forward on our redirect. */
export function cookieHeaders(source: Headers | undefined | null): Headers {
  const headers = new Headers();
  for (const cookie of source?.getSetCookie?.() ?? []) headers.append("Set-Cookie", cookie);
  return headers;
}

export function errorCode(error: unknown): string {
  if (isAPIError(error)) {
    const body = error.body as { code?: string } | undefined;
    return body?.code ?? String(error.status);
  }
  return "UNKNOWN";
}

export type SignInResult =
  | { ok: true; headers: Headers; user: { id: string; role: string; name: string; email: string } }
  | { ok: false; reason: "invalid" | "unconfirmed" | "error" };

export async function signIn(input: {
  email: string;
  password: string;
  headers: Headers;
}): Promise<SignInResult> {
  try {
    const { headers, response } = await getAuth().api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: input.headers,
      returnHeaders: true,
    });
    const signedIn = response.user as { id: string; role?: string | null; name: string };
    return {
      ok: true,
      headers: cookieHeaders(headers),
      user: {
        id: signedIn.id,
        role: signedIn.role ?? "user",
        name: signedIn.name,
        email: input.email,
      },
    };
  } catch (error) {
    const code = errorCode(error);
    if (code === "EMAIL_NOT_VERIFIED") return { ok: false, reason: "unconfirmed" };
    if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_EMAIL") {
      return { ok: false, reason: "invalid" };
    }
    // Banned accounts get the same answer as a wrong password: nothing to learn from it.
    if (code === "BANNED_USER") return { ok: false, reason: "invalid" };
    logger.error({ err: error }, "Sign-in failed");
    return { ok: false, reason: "error" };
  }
}

export type SignUpResult =
  /** Created and logged in (cookie headers to forward). */
  | { status: "created"; headers: Headers; userId: string }
  /**
   * Created (or an existing address, indistinguishably), confirmation e-mail sent, not logged
   * in. `userId` only when an account really was created now (never shown to the visitor).
   */
  | { status: "confirm-email"; userId: string | null }
  /** The address is registered (only reported when e-mail confirmation is off, as better-auth does). */
  | { status: "exists" }
  | { status: "error"; message: string };

/**
 * Creates the account, then writes the profile and role in our own update: the role comes
 * from the chosen account type on the server (never from the client), and 'admin' is never
 * possible here.
 */
export async function signUp(
  input: CoupleSignup | BusinessSignup,
  headers: Headers,
  /** A couple's first records made from the wizard (their events: the events area's to write). */
  createFirstRecords: (userId: string, input: CoupleSignup) => Promise<void>,
  /** Where the confirmation link lands: /login?confirmed=1 with the visitor's place (decision 042). */
  callbackURL = "/login?confirmed=1",
): Promise<SignUpResult> {
  let created: { token: string | null; user: { id: string } };
  let responseHeaders: Headers;
  try {
    const result = await getAuth().api.signUpEmail({
      body: {
        name: input.name1,
        email: input.email,
        password: input.password,
        callbackURL,
      },
      headers,
      returnHeaders: true,
    });
    created = result.response as typeof created;
    responseHeaders = result.headers;
  } catch (error) {
    const code = errorCode(error);
    if (code === "USER_ALREADY_EXISTS" || code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
      return { status: "exists" };
    }
    logger.error({ err: error }, "Sign-up failed");
    return {
      status: "error",
      message: "There was a problem creating your account. Please try again.",
    };
  }

  // With confirmation required better-auth answers an existing address with a made-up
  // user; only update a row that really was just created with this address.
  const profile =
    input.accountType === "business"
      ? {
          role: "business" as const,
          businessName: input.businessName,
          businessType: input.businessType,
          businessDescription: input.businessDescription || null,
        }
      : {
          role: "user" as const,
          name2: input.name2 || null,
          weddingDate: input.weddingDate,
        };
  const updated = await db
    .update(user)
    .set(profile)
    .where(eq(user.id, created.user.id))
    .returning({ id: user.id });
  // The wizard's events become records (issue 14), only for an account really created now.
  if (input.accountType === "couple" && updated.length > 0) {
    await ensureWedding(created.user.id);
    await createFirstRecords(created.user.id, input);
  }

  if (!created.token) {
    return { status: "confirm-email", userId: updated.length > 0 ? created.user.id : null };
  }
  return { status: "created", headers: cookieHeaders(responseHeaders), userId: created.user.id };
}

/**
 * An address proven another way (an invitation e-mailed to it was opened, and the account was
 * made from that link): the account created for it since `since` is confirmed without asking
 * for a second e-mail. Says whether there was one. An older account is never touched.
 */
export async function confirmNewAccount(email: string, since: Date): Promise<boolean> {
  const confirmed = await db
    .update(user)
    .set({ emailVerified: true })
    .where(and(eq(user.email, email.toLowerCase()), gte(user.createdAt, since)))
    .returning({ id: user.id });
  return confirmed.length > 0;
}

/** Whether an account uses this address (for a page that already proves the address). */
export async function hasAccount(email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.toLowerCase()))
    .limit(1);
  return Boolean(row);
}

/** Always resolves the same way whether or not the account exists (no account discovery). */
export async function requestPasswordReset(email: string, headers: Headers) {
  const body = { email, redirectTo: "/reset-password" };
  await getAuth()
    .api.requestPasswordReset({ body, headers })
    .catch((error: unknown) => {
      logger.error({ err: error }, "Password reset request failed");
      throw error;
    });
}

/** Whether a reset token is known and unexpired (without using it up). */
export async function isResetTokenValid(token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const context = await getAuth().$context;
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return Boolean(found && new Date(found.expiresAt) > new Date());
}

/** Sets the new password from an e-mailed link; says whose account it was (for the limits). */
export async function resetPassword(token: string, newPassword: string, headers: Headers) {
  try {
    const context = await getAuth().$context;
    const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
    await getAuth().api.resetPassword({ body: { token, newPassword }, headers });
    const [owner] = found
      ? await db.select({ email: user.email }).from(user).where(eq(user.id, found.value))
      : [];
    return { ok: true as const, email: owner?.email.toLowerCase() ?? null };
  } catch (error) {
    const code = errorCode(error);
    if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND") {
      return { ok: false as const, reason: "invalid" as const };
    }
    logger.error({ err: error }, "Password reset failed");
    return { ok: false as const, reason: "error" as const };
  }
}

/**
 * Resend the confirmation link. Without a session better-auth answers the same for unknown,
 * confirmed and unconfirmed addresses; with one, it sends to the session's own address.
 */
export async function resendConfirmation(
  email: string,
  headers: Headers,
  callbackURL = "/login?confirmed=1",
) {
  const body = { email, callbackURL };
  await getAuth()
    .api.sendVerificationEmail({ body, headers })
    .catch((error: unknown) => {
      // Already confirmed: nothing to send, and nothing to tell.
      if (errorCode(error) !== "EMAIL_ALREADY_VERIFIED") throw error;
    });
}

export async function changeEmail(input: {
  newEmail: string;
  currentPassword: string;
  headers: Headers;
}): Promise<{ ok: true } | { ok: false; reason: "password" | "same" | "error" }> {
  const auth = getAuth();
  try {
    // The spec asks for the current password before the address can change.
    await auth.api.verifyPassword({
      body: { password: input.currentPassword },
      headers: input.headers,
    });
  } catch (error) {
    if (errorCode(error) === "INVALID_PASSWORD") return { ok: false, reason: "password" };
    // Not a wrong password: the check could not be made (the database away, a lock timeout).
    logger.error({ err: error }, "Password check failed");
    return { ok: false, reason: "error" };
  }
  try {
    await auth.api.changeEmail({
      body: { newEmail: input.newEmail, callbackURL: "/account?emailChanged=1" },
      headers: input.headers,
    });
    return { ok: true };
  } catch (error) {
    if (
      isAPIError(error) &&
      (error.body as { message?: string })?.message === "Email is the same"
    ) {
      return { ok: false, reason: "same" };
    }
    logger.error({ err: error }, "E-mail change failed");
    return { ok: false, reason: "error" };
  }
}

export async function changePassword(input: {
  currentPassword: string;
  newPassword: string;
  headers: Headers;
}): Promise<{ ok: true; headers: Headers } | { ok: false; reason: "password" | "error" }> {
  try {
    const { headers } = await getAuth().api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        // Anyone holding an old session (a lost phone) is logged out by a new password.
        revokeOtherSessions: true,
      },
      headers: input.headers,
      returnHeaders: true,
    });
    return { ok: true, headers: cookieHeaders(headers) };
  } catch (error) {
    const code = errorCode(error);
    if (code === "INVALID_PASSWORD") return { ok: false, reason: "password" };
    logger.error({ err: error }, "Password change failed");
    return { ok: false, reason: "error" };
  }
}

/** Ends the session. Failures are only logged: logout always ends on / (spec). */
export async function signOut(request: Request): Promise<Headers> {
  try {
    const { headers } = await getAuth().api.signOut({
      headers: new Headers({ cookie: request.headers.get("cookie") ?? "" }),
      returnHeaders: true,
    });
    return cookieHeaders(headers);
  } catch (error) {
    logger.error({ err: error }, "Logout failed");
    return new Headers();
  }
}
