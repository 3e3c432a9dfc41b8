import crypto from "node:crypto";
import { getEnv } from "~/config.server";
import { sign, verify } from "~/lib/signing.server";
import { INVITE_DAYS } from "./member-roles";

/** An invitation's link: its token, its secret's hash and its expiry (decision 037). */

const DAY_MS = 24 * 60 * 60 * 1000;
export const inviteExpiry = (now: Date) => new Date(now.getTime() + INVITE_DAYS * DAY_MS);

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

/**
 * The link's token: the invitation's id and a random secret, signed. Only the secret's SHA-256
 * is stored, so the table alone opens nothing, and a new secret (a resend) retires the old link.
 */
export function newSecret() {
  const secret = crypto.randomBytes(24).toString("base64url");
  return { secret, secretHash: sha256(secret) };
}

export const tokenFor = (inviteId: number, secret: string) => sign({ i: inviteId, s: secret });

/** The id and secret a token carries, or null for anything we did not sign. */
export function readToken(token: string): { id: number; secret: string } | null {
  if (!token || token.length > 500) return null;
  const value = verify(token) as { i?: unknown; s?: unknown } | null;
  if (!value || typeof value !== "object") return null;
  const { i, s } = value;
  if (typeof i !== "number" || !Number.isSafeInteger(i) || i < 1 || typeof s !== "string") {
    return null;
  }
  return { id: i, secret: s };
}

export const sameSecret = (secret: string, hash: string) => {
  const given = Buffer.from(sha256(secret));
  const kept = Buffer.from(hash);
  return given.length === kept.length && crypto.timingSafeEqual(given, kept);
};

export const joinUrl = (token: string) => `${getEnv().BASE_URL}/join/${token}`;
