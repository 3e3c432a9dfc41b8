import type http from "node:http";
import net from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV_MAX_BYTES } from "~/features/admin/admin.schema";
import { MAX_IMAGE_BYTES } from "~/features/business/images.server";
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from "~/features/business/photos.server";
import { IMPORT_MAX_BYTES } from "~/features/guests/guest.constants";
import { bodyLimitFor, FORM_BODY_LIMIT, limitRequestBodies } from "./body-limit.ts";

// A real Express server with the middleware in front of a handler that reads the body the way
// @react-router/express does (a web Request over the Node stream), and one that never reads it.
const LIMIT = 64 * 1024;
const reads: Array<{ bytes?: number; error?: string }> = [];
let server: http.Server;
let port: number;
/** The server's side of the latest connection, for what it read. */
let lastSocket: net.Socket | undefined;

beforeAll(async () => {
  const app = express();
  app.use(limitRequestBodies((path) => (path === "/big" ? 4 * LIMIT : LIMIT)));
  app.post("/ignore", (_req, res) => {
    res.status(403).send("no");
  });
  app.post("/{*splat}", async (req, res) => {
    const request = new Request(`http://localhost${req.url}`, {
      method: "POST",
      headers: req.headers as Record<string, string>,
      body: createReadableStreamFromReadable(req),
      duplex: "half",
    } as RequestInit);
    try {
      const body = await request.arrayBuffer();
      reads.push({ bytes: body.byteLength });
      res.status(200).send(String(body.byteLength));
    } catch (error) {
      reads.push({ error: String(error) });
      if (!res.headersSent) res.status(500).send("failed");
    }
  });
  server = app.listen(0);
  server.on("connection", (socket: net.Socket) => {
    lastSocket = socket;
  });
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

interface Sent {
  status: number | null;
  body: string;
  /** Bytes the client had handed to its socket when the answer came. */
  sentWhenAnswered: number;
  sentTotal: number;
}

/**
 * Streams `total` bytes over a raw socket in 16 KB chunks (chunked framing unless a length is
 * given, as a client that does not say the size would) and stops sending as soon as an answer
 * arrives (unless told to keep sending) or the server closes the connection.
 */
function post(
  path: string,
  total: number,
  contentLength?: number,
  keepSending = false,
): Promise<Sent> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunked = contentLength === undefined;
    const head = [
      `POST ${path} HTTP/1.1`,
      "Host: localhost",
      "Content-Type: application/octet-stream",
      chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${contentLength}`,
      "",
      "",
    ].join("\r\n");
    const data = Buffer.alloc(16 * 1024, 97);
    const frame = chunked
      ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")])
      : data;
    const result: Sent = { status: null, body: "", sentWhenAnswered: -1, sentTotal: 0 };
    let sent = 0;
    let closed = false;
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (text: string) => {
      received += text;
      const match = received.match(/^HTTP\/1\.1 (\d{3})/);
      if (match && result.status === null) {
        result.status = Number(match[1]);
        result.sentWhenAnswered = sent;
      }
      const split = received.indexOf("\r\n\r\n");
      if (split >= 0) result.body = received.slice(split + 4);
      // A keep-alive answer that is complete ends the exchange (we do not read chunked bodies).
      if (split >= 0 && !keepSending && sent >= total) socket.end();
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      closed = true;
      result.sentTotal = sent;
      resolve(result);
    });
    socket.write(head);
    const pump = () => {
      while (!closed && (keepSending || result.status === null) && sent < total) {
        sent += data.length;
        if (!socket.write(frame)) {
          socket.once("drain", pump);
          return;
        }
      }
      if (sent >= total && chunked && !closed) socket.write("0\r\n\r\n");
    };
    pump();
    // Stop sending once answered; the answer itself closes (or we close after reading it).
    socket.on("data", () => {
      if (!keepSending && result.status !== null && result.body && sent < total) socket.end();
    });
  });
}

describe("request body limit", () => {
  it("refuses a chunked body over the limit with 413 before it has all been sent", async () => {
    reads.length = 0;
    const total = 200 * 1024 * 1024;
    const answer = await post("/api/visit", total);
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("That upload is too large");
    // The server answered (and closed) long before the 200 MB were sent.
    expect(answer.sentWhenAnswered).toBeLessThan(total);
    expect(answer.sentTotal).toBeLessThan(total);
    // The reader's stream failed; it never got the whole body.
    await expect.poll(() => reads.length).toBe(1);
    expect(reads[0]?.error).toContain("larger than");
  });

  it("refuses a declared Content-Length over the limit without reading", async () => {
    reads.length = 0;
    const answer = await post("/contact", 0, LIMIT + 1);
    expect(answer.status).toBe(413);
    expect(reads).toHaveLength(0);
  });

  it("does not read a refused declared body, however long the client keeps sending", async () => {
    // Node reads an unread body to its end and throws it away; a refused one must not be read.
    // The client waits for the 413, then pushes 64 MB: the server reads none of it, so the
    // client stalls on full buffers until the connection is closed.
    const total = 64 * 1024 * 1024;
    const socket = net.connect(port, "127.0.0.1");
    socket.on("error", () => {});
    const head = `POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${total}\r\n\r\n`;
    socket.write(head);
    const answer = await new Promise<string>((resolve) =>
      socket.once("data", (data) => resolve(String(data))),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    const read = lastSocket?.bytesRead ?? -1;
    let sent = 0;
    const data = Buffer.alloc(64 * 1024, 97);
    const pump = () => {
      while (!socket.destroyed && sent < total) {
        sent += data.length;
        if (!socket.write(data)) {
          socket.once("drain", pump);
          return;
        }
      }
    };
    pump();
    await new Promise((resolve) => socket.once("close", resolve));
    expect(sent).toBeLessThan(total);
    expect(read).toBe(Buffer.byteLength(head));
    expect(lastSocket?.bytesRead).toBe(Buffer.byteLength(head));
  });

  it("passes bodies within the limit through whole, chunked or not", async () => {
    reads.length = 0;
    const chunked = await post("/contact", LIMIT);
    expect(chunked).toMatchObject({ status: 200, body: String(LIMIT) });
    const declared = await post("/contact", LIMIT, LIMIT);
    expect(declared).toMatchObject({ status: 200, body: String(LIMIT) });
  });

  it("gives a route its own limit", async () => {
    const upload = await post("/big", 3 * LIMIT);
    expect(upload).toMatchObject({ status: 200, body: String(3 * LIMIT) });
    const tooBig = await post("/big", 64 * LIMIT);
    expect(tooBig.status).toBe(413);
  });

  it("says what the page's own form says of its file, not the body's allowance", async () => {
    const guests = await post("/dashboard/guests/import", 2 * LIMIT, 2 * LIMIT);
    expect(guests.status).toBe(413);
    expect(guests.body).toContain("This page accepts a spreadsheet of up to 1 MB.");
    const form = await post("/contact", 2 * LIMIT, 2 * LIMIT);
    expect(form.body).toContain("This page accepts up to 64 KB.");
  });

  it("stops reading a body the route did not want once it passes the limit", async () => {
    const total = 200 * 1024 * 1024;
    const answer = await post("/ignore", total, undefined, true);
    expect(answer.status).toBe(403);
    // The client kept sending after the answer; the server closed the connection.
    expect(answer.sentTotal).toBeLessThan(total);
  });
});

describe("which routes take uploads", () => {
  it("matches the app's own file limits", () => {
    expect(bodyLimitFor("/business/listings/12")).toBeGreaterThan(MAX_PHOTOS * MAX_PHOTO_BYTES);
    expect(bodyLimitFor("/business/listings/12.data")).toBe(bodyLimitFor("/business/listings/1"));
    expect(bodyLimitFor("/add-business")).toBeGreaterThan(MAX_IMAGE_BYTES);
    expect(bodyLimitFor("/add-business/venues")).toBe(bodyLimitFor("/add-business"));
    expect(bodyLimitFor("/admin")).toBeGreaterThan(CSV_MAX_BYTES);
    expect(bodyLimitFor("/dashboard/guests/import")).toBeGreaterThan(IMPORT_MAX_BYTES + 64 * 1024);
    expect(bodyLimitFor("/dashboard/guests/import.data")).toBe(
      bodyLimitFor("/dashboard/guests/import"),
    );
    expect(bodyLimitFor("/admin.data")).toBe(bodyLimitFor("/admin"));
    expect(bodyLimitFor("/admin/import")).toBe(bodyLimitFor("/admin"));
  });

  it("keeps everything else to the form limit", () => {
    for (const path of ["/api/visit", "/api/auth/sign-in/email", "/contact", "/admin/profile"]) {
      expect(bodyLimitFor(path), path).toBe(FORM_BODY_LIMIT);
    }
    expect(bodyLimitFor("/business/listings/12/extra")).toBe(FORM_BODY_LIMIT);
  });
});
