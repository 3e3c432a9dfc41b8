// npm run admin:create -- --email you@example.com --password '…' [--name 'Your Name']
// Creates the main admin on a fresh install, or promotes an existing account and sets its password.
import { parseArgs } from "node:util";
import { z } from "zod";
import { getEnv } from "~/config.server";
import { closeDb, getDbHandle } from "~/db/client.server";
import { acquireDataDirLock } from "~/db/lock.server";
import { createOrPromoteAdmin } from "~/startup/demo-accounts.server";
import { migrateAndSeed } from "~/startup/prepare.server";

const USAGE =
  "Usage: npm run admin:create -- --email admin@example.com --password 'Secret!2027' [--name 'Your Name']";

async function main() {
  let values: { email?: string; password?: string; name?: string };
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: "string" },
        password: { type: "string" },
        name: { type: "string" },
      },
    }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
  const input = z
    .object({
      email: z
        .string({ error: "--email is required" })
        .trim()
        .toLowerCase()
        .pipe(z.email("--email must be a valid email address")),
      // Spec §5: admin-created accounts need at least 6 characters.
      password: z
        .string({ error: "--password is required" })
        .min(6, "--password must be at least 6 characters"),
      name: z.string().trim().optional(),
    })
    .safeParse(values);
  if (!input.success) {
    throw new Error(`${input.error.issues.map((issue) => issue.message).join("\n")}\n${USAGE}`);
  }

  const env = getEnv();
  // The embedded database has no lock of its own: refuse while a server has it open.
  if (!env.DATABASE_URL && !env.DATA_DIR.startsWith("memory://")) {
    acquireDataDirLock(env.DATA_DIR, "npm run admin:create");
  }
  const handle = getDbHandle();
  await migrateAndSeed(handle, { demo: false });
  const outcome = await createOrPromoteAdmin(handle.db, input.data);
  console.log(
    outcome === "created"
      ? `Created the admin account ${input.data.email}.`
      : `${input.data.email} is now an admin and its password has been set.`,
  );
  if (input.data.email !== env.ADMIN_EMAIL.toLowerCase()) {
    console.log(
      `Note: the main admin (who manages users) is ADMIN_EMAIL=${env.ADMIN_EMAIL}. Set ADMIN_EMAIL=${input.data.email} to make this account the main admin.`,
    );
  }
}

try {
  await main();
  await closeDb();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await closeDb().catch(() => {});
  process.exitCode = 1;
}
