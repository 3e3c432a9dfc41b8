import type { RouterContext } from "react-router";
import type { RequestInfo } from "./context";

/** What the database's change announcements tell the server's page cache (decision 025). */
export interface ContentWatcher {
  /** Something public pages show changed: forget every kept page. */
  onChange: () => void;
  /** Whether this process hears the announcements; while it does not, nothing is served kept. */
  onListening: (listening: boolean) => void;
}

/**
 * The contract between `server/index.ts` and the app bundle: everything the server takes from
 * the bundle's entry module, which exports it as one object (`serverContract` in
 * `app/entry.server.tsx`, typed by this interface). The server imports only this type; the
 * bundle is loaded at run time.
 */
export interface AppServerContract {
  /** Migrates and seeds under the start-up lock (app/startup/prepare.server.ts). */
  startup: () => Promise<void>;
  /** GET /readyz: migrated, and the database answers within 1.5 s; with the mail queue's state. */
  readiness: () => Promise<{ ready: boolean; reason?: string; details?: object }>;
  /**
   * Starts the background worker (the mail outbox, retention; decision 034) once the database
   * is ready; resolves to the function that stops it, run before the database closes.
   */
  startBackgroundWork: () => () => Promise<void>;
  /** Graceful shutdown's last step. */
  closeDatabase: () => Promise<void>;
  /** The demo accounts and how to log in, printed once the server listens (development). */
  printStartupInfo: () => Promise<void>;
  /** Per-request values (CSP nonce, client IP) the server hands to loaders. */
  requestInfoContext: RouterContext<RequestInfo>;
  /** The page cache's bound (PAGE_CACHE_MB) and lifetime (PAGE_CACHE_TTL_SECONDS). */
  pageCacheSettings: () => { maxBytes: number; ttlMs: number; impersonalCookies: string[] };
  /** Listens for `saath_content`; resolves to the function that stops listening. */
  watchContentChanges: (watcher: ContentWatcher) => Promise<() => Promise<void>>;
  /** Listens for session and user changes (the session cache); resolves to its stop function. */
  watchSessionChanges: () => Promise<() => Promise<void>>;
}
