/**
 * Shared by the admin panel suites: a session for every role, the panel's action as each of
 * them, and snapshots of what an action must not change.
 */
import { asc, count, eq, sql } from "drizzle-orm";
import { beforeAll } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, businessClaim, user, vendor } from "~/db/schema";
import { logInEveryRole, post, run, type Who } from "./routes";

/** Logs every role in for this test file; `act` posts to the admin panel as one of them. */
export function adminSessionsForThisFile(otherAdmin: {
  email: string;
  password: string;
  name: string;
}) {
  const state = { cookies: {} as Record<Who, string>, coupleId: "" };
  beforeAll(async () => {
    const [{ demoAccounts }, admin] = await Promise.all([
      import("~/startup/demo-accounts.server"),
      import("~/routes/admin"),
    ]);
    state.cookies = await logInEveryRole(otherAdmin, "198.51.100.2");
    const couple = demoAccounts()[0];
    const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, couple.email));
    state.coupleId = row?.id ?? "";
    act = (who, fields) =>
      run(admin.action, post("/admin", fields, { cookie: state.cookies[who] || undefined }));
  });
  return state;
}

export let act: (who: Who, fields: Record<string, string>) => ReturnType<typeof run>;

export async function snapshot() {
  const [vendors] = await db.select({ n: count() }).from(vendor);
  const [users] = await db.select({ n: count() }).from(user);
  const [audits] = await db.select({ n: count() }).from(auditLog);
  const statuses = await db
    .select({ id: vendor.id, status: vendor.approvalStatus, owner: vendor.ownerId })
    .from(vendor)
    .orderBy(asc(vendor.id));
  const claims = await db
    .select({ id: businessClaim.id, status: businessClaim.status })
    .from(businessClaim);
  const hashes = await db.execute(sql`select user_id, password from account order by user_id`);
  const roles = await db.select({ id: user.id, role: user.role }).from(user).orderBy(asc(user.id));
  return JSON.stringify({
    vendors,
    users,
    audits,
    statuses,
    claims,
    hashes: "rows" in hashes ? hashes.rows : hashes,
    roles,
  });
}

export async function pendingIds() {
  const rows = await db
    .select({ id: vendor.id })
    .from(vendor)
    .where(eq(vendor.approvalStatus, "pending"))
    .orderBy(asc(vendor.id));
  return rows.map((row) => row.id);
}

export async function statusOf(id: number) {
  const [row] = await db.select({ s: vendor.approvalStatus }).from(vendor).where(eq(vendor.id, id));
  return row?.s;
}
