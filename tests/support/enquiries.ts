/**
 * Helpers for the enquiries integration tests: people of each role with a real session
 * cookie, a listing owned by a business, and the enquiry form's fields.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type Role, user, vendor } from "~/db/schema";
import { getAuth } from "~/features/accounts/auth.server";
import type { SessionUser } from "~/features/accounts/session.server";
import { sessionCookieFor } from "./users";
import { insertTestVendor } from "./vendors";

const PASSWORD = "Enquiry!2027";

export interface Person {
  user: SessionUser;
  cookie: string;
}

/** A new account of `role`, signed up through better-auth and logged in. */
export async function person(role: Role, name = `Test ${role}`): Promise<Person> {
  const email = `${role}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await getAuth().api.signUpEmail({ body: { email, password: PASSWORD, name } });
  const [row] = await db
    .update(user)
    .set({ role, emailVerified: true })
    .where(eq(user.email, email))
    .returning({ id: user.id });
  const cookie = await sessionCookieFor(email, PASSWORD);
  return {
    user: { id: row.id, name, email, role, emailVerified: true, isMainAdmin: false },
    cookie,
  };
}

/** An approved listing, owned by `ownerId` when given, with an e-mail address or none. */
export async function listing(options: {
  ownerId?: string;
  email?: string | null;
  categoryId?: string;
}) {
  const id = await insertTestVendor({
    name: `Enquiry Vendor ${crypto.randomUUID().slice(0, 6)}`,
    categoryId: options.categoryId ?? "photography-videography",
    location: "Leicester",
  });
  await db
    .update(vendor)
    .set({ ownerId: options.ownerId ?? null, email: options.email ?? null })
    .where(eq(vendor.id, id));
  return id;
}

/** The enquiry form as a browser posts it. */
export function enquiryFields(overrides: Record<string, string> = {}) {
  return {
    events: "Wedding",
    guestCount: "250",
    budgetMin: "2000",
    budgetMax: "4000",
    postcode: "LE1 1AA",
    message: "We would love to know if you are free for our wedding next summer.",
    phone: "07700 900123",
    clientKey: crypto.randomUUID(),
    ...overrides,
  };
}
