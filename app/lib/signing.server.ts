import crypto from "node:crypto";
import { getEnv } from "~/config.server";

/**
 * Tamper-proof tokens: `payload.signature`, an HMAC under the app's secret. Used where a value
 * travels through a page or an e-mail link and must come back unchanged (the Google import's
 * draft, the unsubscribe-from-notifications link).
 */
function signingKey() {
  return getEnv().BETTER_AUTH_SECRET ?? "saath-development-secret-not-for-production-use";
}

const hmac = (payload: string) =>
  crypto.createHmac("sha256", signingKey()).update(payload).digest("base64url");

/** Signs any JSON value. */
export function sign(value: unknown): string {
  const payload = Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${payload}.${hmac(payload)}`;
}

/** The signed value, or null when the token was altered or is not one of ours. */
export function verify(token: string): unknown {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length) return null;
  const expected = Buffer.from(hmac(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
}

/**
 * A short keyed digest of `value` under `purpose` (e.g. an e-mail address in the known-device
 * cookie): the same input always gives the same text, and no one without the secret can make
 * one for an input of their choosing or read the input back.
 */
export function digest(purpose: string, value: string): string {
  return hmac(`${purpose}:${value}`).slice(0, 22);
}
