// The page cache for anonymous visitors (issue 12, decision record 025).
// Runs with Node's own TypeScript support (type stripping): keep this file free of enums and JSX.
//
// A GET from a visitor without a cookie is answered from memory when a page for the same URL is
// kept, already compressed (brotli, gzip and plain), with its ETag. Otherwise the page is made by
// React Router in full, its inline scripts are hashed into the Content-Security-Policy (a kept
// page cannot carry a fresh nonce), and it is kept if the app said it may be shared
// (`Cache-Control: public`, see app/features/page-cache). The database announces every change
// to what public pages show (LISTEN/NOTIFY); `forgetAll` drops everything kept, on every
// instance. While that announcement channel is down nothing is served from memory.
import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type express from "express";
import { LRUCache } from "lru-cache";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = "br" | "gzip" | "identity";

interface Entry {
  status: number;
  headers: [string, string][];
  etag: string;
  bodies: Record<Encoding, Buffer>;
}

/** A page made for this request and not kept: sent as it is (compression() encodes it). */
interface Unkept {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

export interface PageCacheOptions {
  /** Memory for kept pages (all three encodings count), least recently used dropped first. */
  maxBytes: number;
  /** A backstop: a kept page is made again after this long even if no change was announced. */
  ttlMs: number;
  /** Cookies that do not make a page personal (the known-device cookie): served as if none. */
  impersonalCookies?: string[];
  /** Makes the page with React Router (without a nonce: the CSP carries the scripts' hashes). */
  render: (request: Request, original: express.Request) => Promise<Response>;
  logger: { info: (details: object, message: string) => void };
}

/** URLs that are never pages a visitor shares with others. */
const NEVER =
  /^\/(api|uploads|art|assets|dev|claim|shortlist|logout|newsletter|notifications)(\/|$)/;

/** The part of the URL that makes the page: the path, and the query in a stable order. */
export function cacheKey(originalUrl: string) {
  const url = new URL(originalUrl, "http://saath.invalid");
  url.searchParams.sort();
  return url.pathname + url.search;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** `'sha256-…'` of each inline script a page runs (JSON-LD blocks are data, not scripts). */
export function inlineScriptHashes(html: string) {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    if (!text) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`);
  }
  return [...hashes];
}

/** The policy Helmet set for this request, with the page's script hashes instead of its nonce. */
export function policyWithHashes(policy: string, hashes: string[]) {
  const sources = hashes.length > 0 ? hashes.join(" ") : "";
  return policy.replace(/'nonce-[^']*'/, sources).replace(/ {2,}/g, " ");
}

/** Compares If-None-Match with the page's ETag (weak comparison, as RFC 9110 asks for GET). */
function notModified(request: express.Request, etag: string) {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

function isPage(response: Response) {
  return response.headers.get("Content-Type")?.startsWith("text/html") ?? false;
}

export function createPageCache(options: PageCacheOptions) {
  const impersonal = new Set(options.impersonalCookies ?? []);
  const hasPersonalCookie = (header: string | undefined) =>
    Boolean(header?.split(";").some((part) => part.trim() && !impersonal.has(nameOf(part))));
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry) =>
      entry.bodies.br.length + entry.bodies.gzip.length + entry.bodies.identity.length + 1024,
    ttl: options.ttlMs,
  });
  /** Bumped by every announced change: a page made before the change is not kept. */
  let generation = 0;
  let listening = false;
  /** One render per URL at a time; others asking for it meanwhile wait for that one. */
  const filling = new Map<string, Promise<Entry | Unkept>>();
  const counts = { hits: 0, misses: 0, passed: 0, notModified: 0 };

  const report = setInterval(() => {
    const served = counts.hits + counts.misses;
    if (served === 0 && counts.passed === 0) return;
    options.logger.info(
      {
        ...counts,
        hitRate: served === 0 ? 0 : Math.round((counts.hits / served) * 1000) / 1000,
        pages: entries.size,
        bytes: entries.calculatedSize,
      },
      "Page cache, last minute",
    );
    Object.assign(counts, { hits: 0, misses: 0, passed: 0, notModified: 0 });
  }, 60_000);
  report.unref();

  async function fill(request: express.Request, response: express.Response, key: string) {
    const started = generation;
    // A HEAD is made as a GET so that what is kept has its body.
    const made = await options.render(toFetchRequest(request, "GET"), request);
    const body = Buffer.from(await made.arrayBuffer());
    const headers: [string, string][] = [];
    for (const [name, value] of made.headers) {
      if (name !== "content-length" && name !== "content-encoding") headers.push([name, value]);
    }
    const policy = response.getHeader("Content-Security-Policy");
    if (typeof policy === "string" && isPage(made)) {
      headers.push([
        "content-security-policy",
        policyWithHashes(policy, inlineScriptHashes(body.toString("utf8"))),
      ]);
    }
    // The app already says so (features/page-cache); checked again here, where it matters.
    const shareable =
      made.status === 200 &&
      made.headers.get("Cache-Control")?.startsWith("public") === true &&
      !made.headers.has("Set-Cookie");
    if (!shareable) return { status: made.status, headers, body } satisfies Unkept;
    // The visitor who asked waits for these. Brotli 6, not 9: 9 took 72-88 ms for a 36-108 KB
    // page on the 2-core machine (its large hash tables), 6 about 1 ms for 0.3-1.2 % more bytes;
    // the first request after a change went from 87-106 ms to 11-15 ms at the median.
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
      gzip(body, { level: 9 }),
    ]);
    const etag = `W/"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
    const entry: Entry = {
      status: made.status,
      headers,
      etag,
      bodies: { br, gzip: gz, identity: body },
    };
    if (started === generation && listening) entries.set(key, entry);
    return entry;
  }

  function sendKept(
    request: express.Request,
    response: express.Response,
    entry: Entry,
    state: string,
  ) {
    for (const [name, value] of entry.headers) response.setHeader(name, value);
    response.setHeader("ETag", entry.etag);
    response.setHeader("Vary", "Accept-Encoding, Cookie");
    response.setHeader("X-Page-Cache", state);
    if (notModified(request, entry.etag)) {
      counts.notModified++;
      response.status(304).end();
      return;
    }
    const accepted = request.acceptsEncodings("br", "gzip", "identity");
    const encoding: Encoding = accepted === "br" || accepted === "gzip" ? accepted : "identity";
    const body = entry.bodies[encoding];
    if (encoding !== "identity") response.setHeader("Content-Encoding", encoding);
    response.setHeader("Content-Length", body.length);
    response.status(entry.status);
    response.end(request.method === "HEAD" ? undefined : body);
  }

  function sendUnkept(request: express.Request, response: express.Response, unkept: Unkept) {
    for (const [name, value] of unkept.headers) {
      // One value each (the page's policy replaces Helmet's), except cookies, of which there may be several.
      if (name === "set-cookie") response.append(name, value);
      else response.setHeader(name, value);
    }
    response.setHeader("X-Page-Cache", "PASS");
    response.status(unkept.status);
    response.end(request.method === "HEAD" ? undefined : unkept.body);
  }

  const middleware: express.RequestHandler = async (request, response, next) => {
    if (
      (request.method !== "GET" && request.method !== "HEAD") ||
      hasPersonalCookie(request.headers.cookie) ||
      request.headers.authorization ||
      !listening ||
      NEVER.test(request.path)
    ) {
      counts.passed++;
      next();
      return;
    }
    const key = cacheKey(request.originalUrl);
    const kept = entries.get(key);
    if (kept) {
      counts.hits++;
      sendKept(request, response, kept, "HIT");
      return;
    }
    counts.misses++;
    try {
      let pending = filling.get(key);
      const leader = !pending;
      if (!pending) {
        pending = fill(request, response, key).finally(() => filling.delete(key));
        filling.set(key, pending);
      }
      let made = await pending;
      // Only a page fit to share is shared with those who waited; anything else is made again.
      if (!leader && !("etag" in made)) made = await fill(request, response, key);
      if ("etag" in made) sendKept(request, response, made, "MISS");
      else sendUnkept(request, response, made);
    } catch (error) {
      next(error);
    }
  };

  return {
    middleware,
    /** Something public pages show changed: drop every kept page (and any being made). */
    forgetAll() {
      generation++;
      entries.clear();
    },
    /** While the change announcements might be missed, nothing is kept or served from memory. */
    setListening(value: boolean) {
      listening = value;
      if (!value) {
        generation++;
        entries.clear();
      }
    },
    stop() {
      clearInterval(report);
    },
  };
}

/** The Fetch request React Router expects, as @react-router/express builds it. */
const nameOf = (cookie: string) => cookie.split("=")[0]?.trim() ?? "";

/** The request React Router makes the page for; only impersonal cookies get this far: none. */
function toFetchRequest(request: express.Request, method: string) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === "cookie") continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const host = request.get("host") ?? "localhost";
  return new Request(`${request.protocol}://${host}${request.originalUrl}`, { method, headers });
}
