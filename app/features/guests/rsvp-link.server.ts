import crypto from "node:crypto";
import { getEnv } from "~/config.server";
import { digest } from "~/lib/signing.server";

/**
 * A household's private RSVP link: /rsvp/{id}-{version}-{signature}, the household's id and
 * link version in base 36 and a 132-bit HMAC of both under the app's secret
 * (`lib/signing.server.ts` `digest`). Short enough for a QR code on a printed card; no one can
 * make one for another household, or one that survives the couple bumping the version (a
 * lost link is replaced by a new one). The token names nothing a guest could read.
 */

const PURPOSE = "rsvp-link";
const TOKEN = /^([0-9a-z]{1,7})-([0-9a-z]{1,6})-([A-Za-z0-9_-]{22})$/;

const signature = (householdId: number, version: number) =>
  digest(PURPOSE, `${householdId}.${version}`);

export function rsvpToken(householdId: number, linkVersion: number): string {
  return `${householdId.toString(36)}-${linkVersion.toString(36)}-${signature(householdId, linkVersion)}`;
}

/** The household and version a token names, or null when it is not one we signed. */
export function readRsvpToken(token: string): { householdId: number; linkVersion: number } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const householdId = Number.parseInt(match[1], 36);
  const linkVersion = Number.parseInt(match[2], 36);
  if (!Number.isSafeInteger(householdId) || householdId < 1 || householdId > 2_147_483_647) {
    return null;
  }
  if (!Number.isSafeInteger(linkVersion) || linkVersion < 1 || linkVersion > 2_147_483_647) {
    return null;
  }
  // One spelling per link: "01" for 1 would be a second address for the same household.
  if (householdId.toString(36) !== match[1] || linkVersion.toString(36) !== match[2]) return null;
  const expected = Buffer.from(signature(householdId, linkVersion));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return { householdId, linkVersion };
}

export const rsvpPath = (householdId: number, linkVersion: number) =>
  `/rsvp/${rsvpToken(householdId, linkVersion)}`;

/** The start every one of a household's links shares, whatever its version. */
export const rsvpPathOfEveryVersion = (householdId: number) => `/rsvp/${householdId.toString(36)}-`;

/** The link as a guest receives it (e-mail, WhatsApp, the printed QR code). */
export const rsvpUrl = (householdId: number, linkVersion: number) =>
  `${getEnv().BASE_URL.replace(/\/$/, "")}${rsvpPath(householdId, linkVersion)}`;
