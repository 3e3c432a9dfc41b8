import crypto from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, asc, eq } from "drizzle-orm";
import { getEnv } from "~/config.server";
import type { Database } from "~/db/client.server";
import { account, type Role, user, vendor } from "~/db/schema";
import { createEventsFromSignup } from "~/features/events/events.server";
import { setVendorOwner } from "~/features/vendors/vendor-write.server";

/**
 * Demo logins, seeded with the demo data (never meant for a real production database).
 * The passwords meet the sign-up rules (spec §5), so they also work in the forms.
 */
export function demoAccounts() {
  return [
    {
      label: "Couple",
      email: "couple@saath.example",
      password: "Couple!2027",
      role: "user" as const,
      name: "Priya Sharma",
    },
    {
      label: "Business",
      email: "business@saath.example",
      password: "Business!2027",
      role: "business" as const,
      name: "Arjun Mehta",
    },
    {
      label: "Admin",
      email: getEnv().ADMIN_EMAIL.toLowerCase(),
      password: "Admin!2027",
      role: "admin" as const,
      name: "Saath Admin",
    },
  ];
}

interface AccountInput {
  email: string;
  password: string;
  name: string;
  role: Role;
  profile?: Partial<typeof user.$inferInsert>;
}

/** Creates a confirmed account with a password; returns its id. Does nothing if the e-mail exists. */
async function createAccountIfMissing(db: Database, input: AccountInput) {
  const email = input.email.toLowerCase();
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (existing) return { id: existing.id, created: false };
  const id = crypto.randomUUID();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.insert(user).values({
      id,
      name: input.name,
      email,
      emailVerified: true,
      role: input.role,
      ...input.profile,
    });
    await tx.insert(account).values({
      id: crypto.randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: passwordHash,
    });
  });
  return { id, created: true };
}

/** Idempotent: existing accounts (and any password changed since) are left alone. */
export async function seedDemoAccounts(db: Database) {
  const [couple, business, admin] = demoAccounts();
  const nextYear = new Date();
  nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1);
  const weddingDate = nextYear.toISOString().slice(0, 10);
  const demoCouple = await createAccountIfMissing(db, {
    ...couple,
    profile: { name2: "Rahul Patel", weddingDate },
  });
  if (demoCouple.created) {
    await createEventsFromSignup(
      demoCouple.id,
      {
        weddingDate,
        events: ["Mehndi", "Sangeet", "Haldi", "Wedding ceremony"],
        reception: "Evening reception at the hotel",
      },
      db,
    );
  }

  const [listing] = await db
    .select({ id: vendor.id, name: vendor.name, ownerId: vendor.ownerId })
    .from(vendor)
    .where(
      and(eq(vendor.categoryId, "photography-videography"), eq(vendor.approvalStatus, "approved")),
    )
    .orderBy(asc(vendor.id))
    .limit(1);
  const businessAccount = await createAccountIfMissing(db, {
    ...business,
    profile: {
      businessName: listing?.name ?? "Mehta Photography",
      businessType: "Photography",
      businessDescription: "Candid and documentary wedding photography across the Midlands.",
    },
  });
  // The demo business owns one seeded listing, unless someone else already does.
  if (listing && businessAccount.created) {
    await setVendorOwner(db, listing.id, businessAccount.id);
  }

  await createAccountIfMissing(db, admin);
}

/**
 * `npm run admin:create`: creates the admin account, or promotes an existing one and sets its
 * password. The e-mail is marked confirmed: the operator vouches for it.
 */
export async function createOrPromoteAdmin(
  db: Database,
  input: { email: string; password: string; name?: string },
): Promise<"created" | "promoted"> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!existing) {
    await createAccountIfMissing(db, {
      email,
      password: input.password,
      name: input.name?.trim() || "Saath Admin",
      role: "admin",
    });
    return "created";
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx
      .update(user)
      .set({
        role: "admin",
        emailVerified: true,
        banned: false,
        ...(input.name ? { name: input.name } : {}),
      })
      .where(eq(user.id, existing.id));
    const [credential] = await tx
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.userId, existing.id), eq(account.providerId, "credential")));
    if (credential) {
      await tx.update(account).set({ password: passwordHash }).where(eq(account.id, credential.id));
    } else {
      await tx.insert(account).values({
        id: crypto.randomUUID(),
        accountId: existing.id,
        providerId: "credential",
        userId: existing.id,
        password: passwordHash,
      });
    }
  });
  return "promoted";
}
