import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { answerWith, preferredEncoding } from "./send-page.ts";

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

/** A real Express server answering every request with what `made` returns. */
async function serve(made: (request: Request) => Response) {
  const seen: Request[] = [];
  const app = express();
  app.all(
    "/{*splat}",
    answerWith(async (request) => {
      seen.push(request);
      return made(request);
    }),
  );
  const server = await new Promise<http.Server>((resolve) => {
    const started = app.listen(0, "127.0.0.1", () => resolve(started));
  });
  servers.push(server);
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

/** The raw answer: status, headers and body as sent (not decoded). */
function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = http.request(url, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on("error", reject);
      request.end();
    },
  );
}

const PAGE = `<!DOCTYPE html><html><body>${"<p>Saath</p>".repeat(400)}</body></html>`;
const html = (body: BodyInit | null, init: ResponseInit = {}) =>
  new Response(body, {
    ...init,
    headers: { "Content-Type": "text/html; charset=utf-8", ...init.headers },
  });

describe("answerWith", () => {
  it("sends a page made at once compressed in one piece, with its length", async () => {
    const { origin, seen } = await serve(() =>
      html(PAGE, { status: 201, headers: { "X-Made": "yes" } }),
    );
    const answer = await get(`${origin}/vendors?q=mehndi`, { "Accept-Encoding": "gzip, br" });
    expect(answer.status).toBe(201);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-length"]).toBe(String(answer.body.length));
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    expect(answer.headers.vary).toContain("Accept-Encoding");
    expect(answer.headers["x-made"]).toBe("yes");
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(PAGE);
    // The request React Router was handed, as @react-router/express builds it.
    expect(seen[0]?.url).toBe(`${origin}/vendors?q=mehndi`);
    expect(seen[0]?.headers.get("accept-encoding")).toBe("gzip, br");
  });

  it("uses gzip or nothing as the client asks, and leaves small and other bodies as they are", async () => {
    const { origin } = await serve((request) => {
      const path = new URL(request.url).pathname;
      if (path === "/small") return html("<p>Hi</p>");
      if (path === "/json") {
        return new Response(JSON.stringify({ page: PAGE }), {
          headers: { "Content-Type": "application/json" },
        });
      }
      return html(PAGE);
    });
    const gzipped = await get(`${origin}/page`, { "Accept-Encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(PAGE);
    const plain = await get(`${origin}/page`, { "Accept-Encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
    expect(plain.headers["content-length"]).toBe(String(Buffer.byteLength(PAGE)));
    const small = await get(`${origin}/small`, { "Accept-Encoding": "br" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe("<p>Hi</p>");
    // Anything but a page is the compression middleware's to decide (server/index.ts).
    const json = await get(`${origin}/json`, { "Accept-Encoding": "br" });
    expect(json.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(json.body.toString())).toEqual({ page: PAGE });
  });

  it("streams a body that is still being made, piece by piece, whole in the end", async () => {
    let finish: () => void = () => {};
    const { origin } = await serve(() =>
      html(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode("<html><body><p>Ready</p>"));
            finish = () => {
              controller.enqueue(new TextEncoder().encode("<p>Later</p></body></html>"));
              controller.close();
            };
          },
        }),
      ),
    );
    const answering = get(`${origin}/slow`, { "Accept-Encoding": "identity" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    finish();
    const answer = await answering;
    expect(answer.headers["transfer-encoding"]).toBe("chunked");
    expect(answer.headers["content-length"]).toBeUndefined();
    expect(answer.body.toString()).toBe("<html><body><p>Ready</p><p>Later</p></body></html>");
  });

  it("keeps every cookie, and answers HEAD and bodiless responses without a body", async () => {
    const { origin } = await serve((request) => {
      if (new URL(request.url).pathname === "/moved") {
        return new Response(null, { status: 302, headers: { Location: "/login" } });
      }
      const headers = new Headers({ "Content-Type": "text/html" });
      headers.append("Set-Cookie", "a=1; Path=/");
      headers.append("Set-Cookie", "b=2; Path=/");
      return new Response(request.method === "HEAD" ? null : PAGE, { headers });
    });
    const page = await get(`${origin}/page`, { "Accept-Encoding": "br" });
    expect(page.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    const head = await get(`${origin}/page`, { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const moved = await get(`${origin}/moved`);
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe("/login");
    expect(moved.body.length).toBe(0);
  });
});

describe("preferredEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, br", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["gzip", "gzip"],
    ["deflate", null],
    ["identity", null],
    ["", null],
    ["*", "br"],
    ["gzip;q=0, *;q=0.2", "br"],
    ["br;q=0, gzip;q=0", null],
    ["identity;q=1, br;q=0.5", null],
  ])("Accept-Encoding %j gets %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
