import crypto from "node:crypto";
import zlib from "node:zlib";
import { digest } from "~/lib/signing.server";
import { IMPORT_MAX_TEXT } from "./guest.constants";
import type { Sheet } from "./guest-import-read";

/**
 * The upload between the import's steps: the rows as read, compressed and signed into a form
 * field, so nothing is stored before the final save and no file waits on the server. The
 * token names the wedding it was read for and goes stale after a few hours.
 */

const PURPOSE = "guest-import-draft";
const MAX_AGE_MS = 6 * 60 * 60 * 1000;

export interface Draft {
  fileName: string;
  sheet: Sheet;
}

interface Payload {
  w: number;
  f: string;
  t: number;
  h: string[];
  r: [number, string[]][];
}

export function sealDraft(weddingId: number, draft: Draft, now = Date.now()): string {
  const payload: Payload = {
    w: weddingId,
    f: draft.fileName,
    t: now,
    h: draft.sheet.headers,
    r: draft.sheet.rows.map((row) => [row.line, row.cells]),
  };
  const packed = zlib.deflateRawSync(JSON.stringify(payload)).toString("base64url");
  return `${packed}.${digest(PURPOSE, packed)}`;
}

/** The draft, or null when it was altered, is another wedding's, or is too old. */
export function openDraft(weddingId: number, token: unknown, now = Date.now()): Draft | null {
  if (typeof token !== "string") return null;
  const [packed, mac, ...rest] = token.split(".");
  if (!packed || !mac || rest.length) return null;
  const expected = Buffer.from(digest(PURPOSE, packed));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  try {
    const json = zlib.inflateRawSync(Buffer.from(packed, "base64url"), {
      maxOutputLength: IMPORT_MAX_TEXT * 4,
    });
    const payload = JSON.parse(json.toString("utf8")) as Payload;
    if (payload.w !== weddingId || now - payload.t > MAX_AGE_MS || now < payload.t - 60_000) {
      return null;
    }
    return {
      fileName: payload.f,
      sheet: { headers: payload.h, rows: payload.r.map(([line, cells]) => ({ line, cells })) },
    };
  } catch {
    return null;
  }
}
