import net from "node:net";
import { expect, test } from "./fixtures";

// Request bodies are limited while they stream, against the real production server: a chunked
// upload that never says its size is answered 413 and cut off long before it has all been sent,
// whichever route it is for. (Uploads under their limits: the photo and add-business tests.)
const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Streams up to `total` bytes of body over a raw socket until the server answers or closes. */
function send(head: string[], total: number, chunked: boolean) {
  return new Promise<{ status: number | null; sentWhenAnswered: number; sent: number }>(
    (resolve) => {
      const socket = net.connect(PORT, "127.0.0.1");
      const data = Buffer.alloc(64 * 1024, 120);
      const frame = chunked
        ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")])
        : data;
      const state = { status: null as number | null, sentWhenAnswered: -1, sent: 0 };
      let closed = false;
      socket.setEncoding("latin1");
      socket.on("data", (text: string) => {
        const match = text.match(/^HTTP\/1\.1 (\d{3})/);
        if (match && state.status === null) {
          state.status = Number(match[1]);
          state.sentWhenAnswered = state.sent;
        }
      });
      socket.on("error", () => {});
      socket.on("close", () => {
        closed = true;
        resolve(state);
      });
      socket.write(`${head.join("\r\n")}\r\n\r\n`);
      // Keeps sending after the answer: the server, not the client, must end the exchange.
      const pump = () => {
        while (!closed && state.sent < total) {
          state.sent += data.length;
          if (!socket.write(frame)) {
            socket.once("drain", pump);
            return;
          }
        }
        if (!closed) socket.end();
      };
      pump();
    },
  );
}

const MB = 1024 * 1024;

test("a 200 MB chunked post to /api/visit gets 413 and the connection is closed early", async () => {
  const total = 200 * MB;
  const answer = await send(
    [
      "POST /api/visit HTTP/1.1",
      `Host: localhost:${PORT}`,
      `Origin: http://localhost:${PORT}`,
      "Content-Type: application/x-www-form-urlencoded",
      "Transfer-Encoding: chunked",
    ],
    total,
    true,
  );
  expect(answer.status).toBe(413);
  // Answered after at most a few chunks past the 64 KB limit, and cut off long before the end.
  expect(answer.sentWhenAnswered).toBeLessThan(16 * MB);
  expect(answer.sent).toBeLessThan(total);
});

test("a declared body over the limit is refused before it is sent", async ({ request }) => {
  const answer = await send(
    [
      "POST /admin HTTP/1.1",
      `Host: localhost:${PORT}`,
      "Content-Type: multipart/form-data; boundary=x",
      `Content-Length: ${50 * MB}`,
    ],
    50 * MB,
    false,
  );
  expect(answer.status).toBe(413);
  expect(answer.sent).toBeLessThan(50 * MB);
  // The server is still there for everyone else.
  expect((await request.get("/robots.txt")).status()).toBe(200);
});
