import { getEnv } from "~/config.server";
import { demoAccounts } from "./demo-accounts.server";

/** After the server starts listening (server/index.ts): the demo logins, in development only. */
export async function printStartupInfo() {
  const env = getEnv();
  if (env.isProduction || env.NODE_ENV === "test" || !env.SEED_DEMO_DATA) return;
  const lines = demoAccounts().map(
    (demo) => `  ${demo.label.padEnd(9)} ${demo.email.padEnd(26)} ${demo.password}`,
  );
  console.log(
    [
      "",
      `Demo logins (development only) at ${env.BASE_URL}/login:`,
      ...lines,
      env.SMTP_URL ? "" : `E-mails are kept at ${env.BASE_URL}/dev/mail`,
      "",
    ].join("\n"),
  );
}
