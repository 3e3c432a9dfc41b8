import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { db, type Executor } from "~/db/client.server";
import { preparedRead } from "~/db/prepared.server";
import { user, vendor } from "~/db/schema";
import type { businessProfileSchema, coupleProfileSchema, nameProfileSchema } from "./auth.schema";

/** An account's role and profile fields, and when it was made: the profile page's and the data export's. */
export const accountDetails = {
  role: user.role,
  weddingDate: user.weddingDate,
  businessName: user.businessName,
  businessType: user.businessType,
  businessDescription: user.businessDescription,
  createdAt: user.createdAt,
};

export async function getProfile(userId: string) {
  const [row] = await profileRead().execute({ userId });
  return row ?? null;
}

// The dashboard's and the profile page's first read: a prepared statement (decision 045).
const profileRead = preparedRead((database) =>
  database
    .select({
      id: user.id,
      name: user.name,
      name2: user.name2,
      email: user.email,
      emailVerified: user.emailVerified,
      ...accountDetails,
    })
    .from(user)
    .where(eq(user.id, sql.placeholder("userId")))
    .limit(1)
    .prepare("profile"),
);

export type Profile = NonNullable<Awaited<ReturnType<typeof getProfile>>>;

/** The profile form's initial values, as strings keyed by field name. */
export function profileFormValues(profile: Profile): Record<string, string> {
  const values: Record<string, string> = {
    name: profile.name,
    name2: profile.name2 ?? "",
    weddingDate: profile.weddingDate ?? "",
    businessName: profile.businessName ?? "",
    businessType: profile.businessType ?? "",
    businessDescription: profile.businessDescription ?? "",
  };
  return values;
}

type ProfileInput =
  | z.infer<typeof coupleProfileSchema>
  | z.infer<typeof businessProfileSchema>
  | z.infer<typeof nameProfileSchema>;

/** The columns each role's profile form writes. */
function profileColumns(input: ProfileInput) {
  if ("weddingDate" in input) {
    return {
      name: input.name,
      name2: input.name2 || null,
      weddingDate: input.weddingDate,
    };
  }
  if ("businessName" in input) {
    return {
      name: input.name,
      businessName: input.businessName,
      businessType: input.businessType,
      businessDescription: input.businessDescription || null,
    };
  }
  return { name: input.name };
}

/** Scoped to the session's own row: `where id = <session user>`. */
export async function updateProfile(userId: string, input: ProfileInput, executor: Executor = db) {
  await executor.update(user).set(profileColumns(input)).where(eq(user.id, userId));
}

/** The listings a business account owns (vendor.owner_id). */
export async function listOwnedVendors(userId: string) {
  return db
    .select({
      id: vendor.id,
      name: vendor.name,
      location: vendor.location,
      approvalStatus: vendor.approvalStatus,
    })
    .from(vendor)
    .where(eq(vendor.ownerId, userId))
    .orderBy(asc(vendor.name))
    .limit(50);
}

/** The main admin's user list: newest first, one page. */
