// Every request body is limited while it streams (decision record 012). React Router reads a
// body through @react-router/express, which turns the Node request stream into a web Request by
// listening to its "data" events; this middleware runs before it, counts the same bytes as they
// arrive (chunked bodies included) and, past the route's limit, answers 413 and stops reading.
// Runs with Node's own TypeScript support (type stripping): no enums, no parameter properties.
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type { NextFunction, Request, Response } from "express";

const KB = 1024;
const MB = 1024 * KB;

/**
 * Ordinary forms, better-auth's JSON and the visit beacon. The largest text a form takes is an
 * enquiry of 2,000 characters (at most 8 KB as UTF-8); 64 KB leaves room for every field of the
 * longest form, multipart boundaries and a few hundred shortlisted ids, and keeps what one
 * request can make the process hold small.
 */
export const FORM_BODY_LIMIT = 64 * KB;

/**
 * The routes that take files. The figures follow the app's own limits (checked by
 * server/body-limit.test.ts against the constants in app/): the file(s) plus room for the
 * form's other fields and the multipart framing.
 */
export const UPLOAD_BODY_LIMITS: ReadonlyArray<{
  path: RegExp;
  limit: number;
  what: string;
  /** What the page's own form says of its file, repeated when a body is refused. */
  says: string;
}> = [
  // Listing photos: up to 5 files of 15 MB each in one post (photos.server.ts).
  {
    path: /^\/business\/listings\/[^/]+$/,
    limit: 5 * 15 * MB + 1 * MB,
    what: "photos",
    says: "photos of up to 15 MB each, five at a time",
  },
  // The add-business form's one image of 5 MB (images.server.ts).
  {
    path: /^\/add-business(\/[^/]+)?$/,
    limit: 5 * MB + 256 * KB,
    what: "image",
    says: "an image of up to 5 MB",
  },
  // The admin panel's CSV of vendors, 2 MB (admin.schema.ts CSV_MAX_BYTES), posted to the panel
  // without JavaScript or to its streaming import route with it.
  {
    path: /^\/admin(\/import)?$/,
    limit: 2 * MB + 64 * KB,
    what: "CSV",
    says: "a CSV file of up to 2 MB",
  },
  // A guest spreadsheet of 1 MB (guest.constants.ts IMPORT_MAX_BYTES), and the later steps'
  // signed field holding its rows read, compressed (guest-import-draft.server.ts).
  {
    path: /^\/dashboard\/guests\/import$/,
    limit: 2 * MB + 64 * KB,
    what: "guest list",
    says: "a spreadsheet of up to 1 MB",
  },
];

const uploadRuleFor = (pathname: string) => {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  return UPLOAD_BODY_LIMITS.find((rule) => rule.path.test(path));
};

/** The most a request to this path may send. React Router's data requests end in ".data". */
export function bodyLimitFor(pathname: string): number {
  return uploadRuleFor(pathname)?.limit ?? FORM_BODY_LIMIT;
}

export class PayloadTooLargeError extends Error {
  readonly status = 413;
  readonly limit: number;
  constructor(limit: number) {
    super(`Request body larger than ${limit} bytes`);
    this.name = "PayloadTooLargeError";
    this.limit = limit;
  }
}

/**
 * Express middleware: refuses a declared Content-Length over the limit at once, before reading a
 * byte of it (and, once answered, reads none: see `closeGently`), and counts the bytes of a
 * chunked body as they stream. On overflow it answers 413 with `Connection: close` (Node then
 * closes the socket once the answer is written), stops delivering data to whoever is reading,
 * and fails that reader's stream so the route's `request.formData()` rejects instead of waiting.
 */
export function limitRequestBodies(limitFor: (pathname: string) => number = bodyLimitFor) {
  return (req: Request, res: Response, next: NextFunction) => {
    const limit = limitFor(req.path);
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) {
      refuse(req, res, limit);
      return;
    }
    if (req.headers["transfer-encoding"] === undefined) {
      next();
      return;
    }
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) refuse(req, res, limit);
    };
    // Paused first so that this listener does not start the flow: the body is still read only
    // when (and as fast as) the route reads it. Registered before React Router's own listener,
    // so it sees every chunk first.
    req.pause();
    req.on("data", count);
    // A route that answered without reading the body (a refusal, a 405) would leave Node to
    // read and discard the rest of the stream, however long, without counting it: close the
    // connection once the answer is written instead.
    res.once("finish", () => {
      if (!req.complete && !req.destroyed) closeGently(req.socket);
    });
    next();
  };
}

/** How long a refused client has to read the answer before the connection is cut. */
const LINGER_MS = 2000;

/**
 * Ends the connection once the answer is written, without cutting it off: closing a socket
 * whose client is still sending makes the kernel answer with a reset, which can throw away the
 * 413 before the client has read it. So: send FIN now, and destroy only after a short linger
 * (or as soon as the client closes its side). Nothing read meanwhile is kept.
 */
function closeGently(socket: Socket) {
  if (socket.destroyed) return;
  socket.end();
  // Node answers an unread body by reading it to the end and throwing it away (its `_dump`,
  // started on the next tick); stop reading once that has begun, so the client's kernel buffers
  // fill and it cannot push the rest of a refused body at us.
  setImmediate(() => socket.pause());
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
}

function refuse(req: IncomingMessage, res: Response, limit: number) {
  const error = new PayloadTooLargeError(limit);
  // Nobody reads another byte: the route's reader is cut off and the socket is not drained.
  req.removeAllListeners("data");
  req.pause();
  if (res.headersSent) {
    // The route has already answered: close the connection instead of reading on.
    req.destroy(error);
    return;
  }
  // The route's reader (React Router's body stream) fails now, so `formData()` rejects and
  // never sees a cut-off body as a whole one; the request itself goes with the socket.
  if (req.listenerCount("error") > 0) req.emit("error", error);
  const socket = req.socket;
  socket.once("close", () => {
    if (!req.destroyed) req.destroy(error);
  });
  // `Connection: close` makes Node end the socket once the answer is written; end it gently.
  socket.destroySoon = () => closeGently(socket);
  const megabytes = limit / MB;
  const size = megabytes >= 1 ? `${Math.floor(megabytes)} MB` : `${Math.round(limit / KB)} KB`;
  // The page's own words for its file where it takes one (the body limit leaves room for the
  // form around it, so its figure would not match what the form says).
  const says = uploadRuleFor(res.req.path)?.says;
  const message = says
    ? `That upload is too large. This page accepts ${says}.`
    : `That upload is too large. This page accepts up to ${size}.`;
  res.status(413).set("Connection", "close").set("Cache-Control", "no-store");
  if (req.headers.accept?.includes("text/html")) {
    // The page the form was on (a plain path of ours, else the home page).
    const back = (res.req.path.replace(/\.data$/, "").match(/^\/[\w/-]*$/) ?? ["/"])[0];
    res
      .type("html")
      .send(
        `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Upload too large | Saath</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>Upload too large</h1><p>${message}</p><p><a href="${back}">Go back</a></p></body></html>`,
      );
  } else {
    res.type("text").send(message);
  }
}
