// React Router's answer to a request, as @react-router/express sends it, except that a page whose
// body is complete at once (every page the app makes: nothing defers its data) is compressed in
// one call and sent in one write with its length, instead of piece by piece through the
// compression middleware and a chunked response (decision record 045).
// Runs with Node's own TypeScript support (type stripping): no enums, no parameter properties.
import { promisify } from "node:util";
import zlib from "node:zlib";
import { createReadableStreamFromReadable } from "@react-router/node";
import type express from "express";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The same as the compression middleware's (server/index.ts): brotli 3 for pages made per request. */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } };
/** Below this a body is sent as it is (the compression middleware's threshold). */
const THRESHOLD = 1024;

export type RenderFetch = (
  request: Request,
  req: express.Request,
  res: express.Response,
) => Promise<Response>;

/** An Express handler that answers with what `render` makes of the request. */
export function answerWith(render: RenderFetch): express.RequestHandler {
  return async (req, res, next) => {
    try {
      await sendResponse(req, res, await render(fetchRequestOf(req, res), req, res));
    } catch (error) {
      next(error);
    }
  };
}

/** The web request React Router expects, built as @react-router/express builds it. */
export function fetchRequestOf(req: express.Request, res: express.Response): Request {
  const forwarded = req.app?.enabled("trust proxy") ? req.get("X-Forwarded-Host") : undefined;
  const [, forwardedPort] = forwarded?.split(":") ?? [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort]
    .map((text) => Number.parseInt(text ?? "", 10))
    .find((value) => Number.isSafeInteger(value));
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
  const url = new URL(`${req.protocol}://${host}${req.originalUrl}`);
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => {
    controller = null;
  });
  res.on("close", () => controller?.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers,
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

/** Waits one turn of the event loop: what a stream has already made arrives before it. */
const nextTurn = () => new Promise<"later">((resolve) => setImmediate(resolve, "later"));

export async function sendResponse(req: express.Request, res: express.Response, made: Response) {
  if (res.destroyed || res.writableEnded) {
    await made.body?.cancel();
    return;
  }
  res.statusMessage = made.statusText;
  res.status(made.status);
  for (const [name, value] of made.headers) res.append(name, value);
  if (!made.body) {
    res.end();
    return;
  }
  const reader = made.body.getReader();
  const pieces: Uint8Array[] = [];
  try {
    // Everything the body holds now; a body that is still being made shows it by not answering
    // before the next turn of the event loop.
    let pending = reader.read();
    for (;;) {
      const read = await Promise.race([pending, nextTurn()]);
      if (read === "later") break;
      if (read.done) {
        await sendWhole(req, res, pieces);
        return;
      }
      pieces.push(read.value);
      pending = reader.read();
    }
    // A body still being made (a part waiting for its data): each piece as it comes, through the
    // compression middleware, as @react-router/express sends it.
    const flushable = res as express.Response & { flush?: () => void };
    for (const piece of pieces) res.write(piece);
    flushable.flush?.();
    for (;;) {
      const { done, value } = await pending;
      if (done) break;
      if (res.destroyed) throw new Error("The response was closed while it was being sent");
      if (!res.write(value)) await new Promise((resolve) => res.once("drain", resolve));
      flushable.flush?.();
      pending = reader.read();
    }
    res.end();
  } catch (error) {
    reader.cancel(error).catch(() => {});
    if (res.destroyed || res.writableEnded) return;
    res.once("error", () => {});
    res.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  } finally {
    reader.releaseLock();
  }
}

/**
 * The whole body in one write with its length: a page (or React Router's data for the browser)
 * compressed here in one call, anything else handed whole to the compression middleware.
 */
async function sendWhole(req: express.Request, res: express.Response, pieces: Uint8Array[]) {
  let body = Buffer.concat(pieces);
  const encoding = encodingFor(req, res, body.length);
  if (encoding) {
    body = encoding === "br" ? await brotli(body, BROTLI) : await gzip(body);
    res.setHeader("Content-Encoding", encoding);
    res.vary("Accept-Encoding");
  }
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Pages and React Router's data requests: what this file compresses itself. */
const OWN_TYPES = /^text\/(?:html|x-script)\b/i;

/** br or gzip for a page the client accepts it for, as the compression middleware would choose. */
function encodingFor(req: express.Request, res: express.Response, length: number) {
  const type = res.getHeader("Content-Type");
  if (typeof type !== "string" || !OWN_TYPES.test(type)) return null;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/.test(String(res.getHeader("Cache-Control") ?? ""))) {
    return null;
  }
  if (length < THRESHOLD || res.getHeader("Content-Encoding") || req.method === "HEAD") return null;
  return preferredEncoding(req.headers["accept-encoding"] ?? "");
}

/**
 * The compression middleware's choice (negotiator, preferring br, then gzip, on equal quality):
 * the best quality the client gives br, gzip or identity. Identity, when not named, has the
 * lowest quality the header names; `*` stands for any coding it does not name.
 */
export function preferredEncoding(header: string): "br" | "gzip" | null {
  const named = new Map<string, number>();
  for (const part of header.split(",")) {
    const [coding = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!coding) continue;
    const q = params.find((param) => param.startsWith("q="));
    const quality = q ? Number(q.slice(2)) : 1;
    named.set(coding, Number.isFinite(quality) ? quality : 0);
  }
  const lowest = Math.min(1, ...named.values());
  const quality = (coding: string) =>
    named.get(coding) ?? named.get("*") ?? (coding === "identity" ? lowest : 0);
  const [best] = (["br", "gzip", "identity"] as const)
    .map((coding) => ({ coding, q: quality(coding) }))
    .filter((choice) => choice.q > 0)
    .sort((a, b) => b.q - a.q);
  return best && best.coding !== "identity" ? best.coding : null;
}
