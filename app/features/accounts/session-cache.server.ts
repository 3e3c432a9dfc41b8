import { LRUCache } from "lru-cache";
import { type DbHandle, getDbHandle } from "~/db/client.server";
import type { SessionUser } from "./session.server";

/**
 * A signed-in request's user, kept for a few seconds per session token so that a signed-in
 * page does not ask the database and re-sign the cookie on every request (issue 12). Kept only
 * while this process hears the database's announcements: triggers on `session` and `user`
 * (migration 0012) notify `saath_sessions` on every change, from any instance, and everything
 * kept is forgotten at once — so a revoked session, a changed role or a deleted account counts
 * immediately, as when every request asked the database. Decision record 025.
 */
export const SESSION_CHANNEL = "saath_sessions";
const KEEP_MS = 30_000;

const kept = new LRUCache<string, { user: SessionUser; expiresAt: number }>({
  max: 10_000,
  ttl: KEEP_MS,
});
let listening = false;
/** Bumped by every announcement: a lookup that began before one is not kept. */
let generation = 0;

/** Forgets every kept user (on every announcement; tests start each file with nothing kept). */
export function forgetSessionUsers() {
  generation++;
  kept.clear();
}

/** Whether kept session users are used: only while the process hears the database's changes. */
export function isSessionCacheListening() {
  return listening;
}

/** Starts listening (the server calls it once at start-up); resolves to a function that stops. */
export async function watchSessionChanges(handle: DbHandle = getDbHandle()) {
  const stop = await handle.listen(SESSION_CHANNEL, {
    onMessage: forgetSessionUsers,
    onListening: (value) => {
      listening = value;
      forgetSessionUsers();
    },
  });
  return async () => {
    listening = false;
    forgetSessionUsers();
    await stop();
  };
}

/** The session token in a Cookie header (better-auth's cookie, with or without `__Secure-`). */
export function sessionTokenOf(cookie: string) {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/.exec(cookie)?.[1];
}

export function keptSessionUser(token: string) {
  const entry = listening ? kept.get(token) : undefined;
  return entry && entry.expiresAt > Date.now() ? entry.user : undefined;
}

/**
 * Keeps what the database said about this token, until the session expires at the latest. Call
 * with the generation read before the lookup began (`sessionGeneration()`).
 */
export function keepSessionUser(token: string, user: SessionUser, expiresAt: Date, since: number) {
  if (listening && since === generation) {
    kept.set(token, { user, expiresAt: new Date(expiresAt).getTime() });
  }
}

export function sessionGeneration() {
  return generation;
}
