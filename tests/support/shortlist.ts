/** Shared helpers of the shortlist and dashboard suite. */
import { and, asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type Role, shortlist, type user, vendor } from "~/db/schema";
import { makeUser } from "../factories/users";

export { asSessionUser } from "../factories/users";

/** A couple (tests/factories `makeUser`), "Asha Patel" unless told otherwise. */
export async function createUser(overrides: Partial<typeof user.$inferInsert> = {}) {
  const role = (overrides.role ?? "user") as Role;
  return (await makeUser({ name: "Asha Patel", ...overrides, role })).row;
}

/** A returned `data()` value, a Response (redirect) or anything thrown, as status + body. */
export function outcome(result: unknown): {
  status: number;
  body?: unknown;
  location?: string | null;
} {
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("Location") };
  }
  if (
    result &&
    typeof result === "object" &&
    "type" in result &&
    result.type === "DataWithResponseInit"
  ) {
    const value = result as unknown as { data: unknown; init: ResponseInit | null };
    return { status: value.init?.status ?? 200, body: value.data };
  }
  return { status: 200, body: result };
}

export async function rowsFor(userId: string) {
  return db
    .select({ vendorId: shortlist.vendorId })
    .from(shortlist)
    .where(eq(shortlist.userId, userId))
    .orderBy(asc(shortlist.vendorId));
}

export async function approvedVendorsIn(categoryId: string, count: number) {
  return db
    .select({ id: vendor.id, name: vendor.name, categoryId: vendor.categoryId })
    .from(vendor)
    .where(and(eq(vendor.categoryId, categoryId), eq(vendor.approvalStatus, "approved")))
    .orderBy(asc(vendor.id))
    .limit(count);
}
