import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import { getEnv } from "~/config.server";
import { db } from "~/db/client.server";
import * as schema from "~/db/schema";
import { consumeRateLimit, RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import { PASSWORD_MAX_LENGTH } from "./auth.schema";
import {
  emailChangeVerificationEmail,
  existingAccountEmail,
  resetPasswordEmail,
  verificationEmail,
} from "./emails.server";

/** The header the app sets from Express's `req.ip`; a client-sent copy is always replaced. */
export const CLIENT_IP_HEADER = "x-saath-client-ip";

/** How long the session cookie's signed copy stays usable after the page that renewed it. */
export const SESSION_COPY_SECONDS = 10 * 60;

/** Outside production a fixed secret keeps sessions valid across restarts; production must set one. */
const DEVELOPMENT_SECRET = "saath-development-secret-not-for-production-use";

function createAuth() {
  const env = getEnv();
  return betterAuth({
    appName: "Saath",
    baseURL: env.BASE_URL,
    basePath: "/api/auth",
    secret: env.BETTER_AUTH_SECRET ?? DEVELOPMENT_SECRET,
    trustedOrigins: [new URL(env.BASE_URL).origin],
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
      // The spec allows 6 characters after a reset and for admin-created accounts; sign-up's
      // stronger rules are enforced by the shared zod schema before better-auth is called.
      minPasswordLength: 6,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        // The spec's link target: {origin}/reset-password?token=…
        const url = `${env.BASE_URL}/reset-password?token=${encodeURIComponent(token)}`;
        await resetPasswordEmail({ to: user.email, name: user.name, url });
      },
      onExistingUserSignUp: async ({ user }) => {
        // A sign-up loop aimed at one address would mail its owner each time: once a minute.
        const limit = await consumeRateLimit(
          `existing-account-mail:${user.email}`,
          RATE_RULES.existingAccountMail,
        );
        if (limit.allowed) await existingAccountEmail({ to: user.email, name: user.name });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        if (isChangeEmailToken(url)) {
          await emailChangeVerificationEmail({ to: user.email, name: user.name, url });
        } else {
          await verificationEmail({ to: user.email, name: user.name, url });
        }
      },
    },
    user: {
      // Confirmation goes to the new address; clicking it switches the account over.
      changeEmail: { enabled: true },
      // Account Settings → Delete account (the password is asked again; my-data.server.ts).
      deleteUser: { enabled: true },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // A signed copy of the session in a second cookie, renewed on every page a signed-in
      // user opens. We read the database first; the copy is only used while the database
      // cannot be reached, so a public page still knows who is signed in (session.server.ts).
      cookieCache: { enabled: true, maxAge: SESSION_COPY_SECONDS },
    },
    rateLimit: {
      // better-auth's own endpoint limits, shared by every instance (its rate_limit table).
      // Our form limits have a table of their own (features/rate-limit).
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      customRules: {
        "/verify-email": { window: 60, max: 20 },
      },
    },
    advanced: {
      useSecureCookies: env.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
    logger: {
      level: env.LOG_LEVEL === "silent" ? "error" : "warn",
      disabled: env.NODE_ENV === "test",
    },
  });
}

/** better-auth's change-e-mail tokens carry `updateTo`; a plain confirmation token does not. */
function isChangeEmailToken(url: string) {
  try {
    const token = new URL(url).searchParams.get("token") ?? "";
    const payload = JSON.parse(
      Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"),
    );
    return typeof payload?.updateTo === "string";
  } catch {
    return false;
  }
}

export type Auth = ReturnType<typeof createAuth>;

const globalKey = Symbol.for("saath.auth");
type GlobalWithAuth = typeof globalThis & { [globalKey]?: Auth };

/** One better-auth instance per process (dev HMR reloads this module). */
export function getAuth(): Auth {
  const store = globalThis as GlobalWithAuth;
  store[globalKey] ??= createAuth();
  return store[globalKey];
}

/** Tests flip REQUIRE_EMAIL_VERIFICATION between cases; this rebuilds the instance. */
export function resetAuthForTests() {
  (globalThis as GlobalWithAuth)[globalKey] = undefined;
}
