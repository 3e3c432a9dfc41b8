import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { qualified } from "~/db/qualified";
import { auditLog, type Role, user, vendor } from "~/db/schema";
import { getAuth } from "~/features/accounts/auth.server";
import { forgetSignInFailures } from "~/features/accounts/login-actions.server";
import type { SessionUser } from "~/features/accounts/session.server";
import { forgetAccount } from "~/features/profile/erase-account.server";
import { setVendorOwner } from "~/features/vendors/vendor-write.server";
import { audit } from "~/lib/audit.server";
import type { CreateUserInput } from "./admin.schema";
import { LONG_PAGE_SIZE } from "./admin.server";

/**
 * User management (spec §6, decisions.md "Security is enforced on the server"): only the main
 * admin lists, creates and deletes users, resets passwords and grants admin. The admin action
 * calls requireMainAdmin before any of these; better-auth's admin API, called with the main admin's own session,
 * checks the admin role a second time and does the password hashing and session clean-up.
 */
function sessionHeaders(request: Request) {
  return new Headers({ cookie: request.headers.get("cookie") ?? "" });
}

/**
 * Spec §3 "Admin user list item": id, email, name, weddingDate, role, businessId. Newest first,
 * a page at a time, so the main admin reaches every account however many there are.
 */
export async function listAdminUsers(_actor: SessionUser, page = 1) {
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      weddingDate: user.weddingDate,
      role: user.role,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      // Written out in full: drizzle drops table prefixes in a one-table select.
      businessId: sql<
        number | null
      >`(select min(v.id) from vendor v where v.owner_id = "user"."id")`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(user)
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(LONG_PAGE_SIZE + 1)
    .offset((page - 1) * LONG_PAGE_SIZE);
  return { rows: rows.slice(0, LONG_PAGE_SIZE), hasMore: rows.length > LONG_PAGE_SIZE };
}

/** The account a reset or delete link names, whichever page of the list it was on. */
export async function findAdminUser(_actor: SessionUser, id: string) {
  const [found] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.id, id.slice(0, 100)));
  return found;
}

export type CreateUserResult =
  | { ok: true; userId: string }
  | { ok: false; field: "email" | "businessId"; message: string };

export async function createUserAsAdmin(
  actor: SessionUser,
  request: Request,
  input: CreateUserInput,
): Promise<CreateUserResult> {
  const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, input.email));
  if (taken) return { ok: false, field: "email", message: "User already registered" };
  if (input.businessId !== undefined) {
    const [target] = await db
      .select({ id: vendor.id })
      .from(vendor)
      .where(and(eq(vendor.id, input.businessId), isNull(vendor.ownerId)));
    if (!target) {
      return {
        ok: false,
        field: "businessId",
        message: "No unowned business has that ID",
      };
    }
  }
  const created = await getAuth().api.createUser({
    headers: sessionHeaders(request),
    body: {
      email: input.email,
      password: input.password,
      name: input.name,
      // better-auth knows only its own roles (admin, user); "business" is set below.
      role: input.role === "admin" ? "admin" : "user",
      // The main admin vouches for the address, as with `npm run admin:create`.
      data: { emailVerified: true },
    },
  });
  const userId = created.user.id;
  if (input.role === "business") {
    await db.update(user).set({ role: "business" }).where(eq(user.id, userId));
  }
  if (input.businessId !== undefined) await setVendorOwner(db, input.businessId, userId);
  await audit(db, actor, "user.create", "user", userId, {
    role: input.role,
    businessId: input.businessId ?? null,
  });
  return { ok: true, userId };
}

/** `act` on an account other than the admin's own ("self") that exists ("not-found"). */
async function onOtherAccount<T>(
  actor: SessionUser,
  userId: string,
  act: (target: { email: string; role: string; name: string }) => Promise<T>,
): Promise<T | "self" | "not-found"> {
  if (userId === actor.id) return "self";
  const [target] = await db
    .select({ email: user.email, role: user.role, name: user.name })
    .from(user)
    .where(eq(user.id, userId));
  return target ? act(target) : "not-found";
}

export function deleteUserAsAdmin(actor: SessionUser, request: Request, userId: string) {
  return onOtherAccount(actor, userId, async (target) => {
    await getAuth().api.removeUser({ headers: sessionHeaders(request), body: { userId } });
    // Their enquiries stay with the vendors, without their personal data.
    await forgetAccount({ id: userId, ...target }, actor, "user.delete");
    return "deleted" as const;
  });
}

export async function resetUserPassword(
  actor: SessionUser,
  request: Request,
  userId: string,
  newPassword: string,
): Promise<boolean> {
  const [target] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.id, userId));
  if (!target) return false;
  const headers = sessionHeaders(request);
  await getAuth().api.setUserPassword({ headers, body: { userId, newPassword } });
  // The guesses were at the old password: the owner can log in with the new one at once.
  await forgetSignInFailures(target.email);
  // Whoever held the old password is logged out everywhere, as after the user's own change or
  // an e-mailed reset (revokeSessionsOnPasswordReset).
  await getAuth().api.revokeUserSessions({ headers, body: { userId } });
  await audit(db, actor, "user.reset_password", "user", userId);
  return true;
}

/**
 * The role an admin goes back to when admin is revoked: the one it had when admin was granted
 * (the grant's audit row says), else a business if it owns a listing or named a business.
 */
async function roleBeforeAdmin(userId: string): Promise<Role> {
  const [granted] = await db
    .select({ from: sql<string | null>`${auditLog.details}->>'from'` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, "user.grant_admin"),
        eq(auditLog.entity, "user"),
        eq(auditLog.entityId, userId),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  if (granted?.from === "business" || granted?.from === "user") return granted.from;
  const [row] = await db
    .select({
      business: sql<boolean>`${qualified(user.businessName)} is not null
        or exists (select 1 from ${vendor} where ${qualified(vendor.ownerId)} = ${qualified(user.id)})`,
    })
    .from(user)
    .where(eq(user.id, userId));
  return row?.business ? "business" : "user";
}

/** Grant or revoke admin (spec §6: "should be a secure backend function"). Never yourself. */
export function setAdminRole(actor: SessionUser, request: Request, userId: string, grant: boolean) {
  return onOtherAccount(actor, userId, async (target) => {
    // A business made admin and back is a business again, its listings still its own to edit.
    const role: Role = grant ? "admin" : await roleBeforeAdmin(userId);
    // better-auth knows only its own roles (admin, user); "business" is set after, as at creation.
    await getAuth().api.setRole({
      headers: sessionHeaders(request),
      body: { userId, role: role === "admin" ? "admin" : "user" },
    });
    if (role === "business") await db.update(user).set({ role }).where(eq(user.id, userId));
    await audit(db, actor, grant ? "user.grant_admin" : "user.revoke_admin", "user", userId, {
      from: target.role,
    });
    return "changed" as const;
  });
}
