import { describe, expect, test } from "vitest";
import { coalescingStream, HOLD_MS } from "./coalesce-stream.server";

function collect(stream: ReturnType<typeof coalescingStream>) {
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  return { chunks, ended: new Promise((resolve) => stream.on("end", resolve)) };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("coalescingStream", () => {
  test("holds what is written over several turns of the event loop and sends it as one chunk when the page ends", async () => {
    const stream = coalescingStream();
    const { chunks, ended } = collect(stream);
    for (const piece of ["<html>", "<body>", "<p>Hello</p>"]) stream.write(piece);
    await nextTurn();
    stream.write("</body></html>");
    stream.end();
    await ended;
    expect(chunks).toEqual(["<html><body><p>Hello</p></body></html>"]);
  });

  test("sends what is ready when the page has not ended within HOLD_MS, and the rest as it comes", async () => {
    const stream = coalescingStream();
    const { chunks, ended } = collect(stream);
    stream.write("<html><body>");
    stream.write("<p>Ready</p>");
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS * 3));
    expect(chunks).toEqual(["<html><body><p>Ready</p>"]);
    stream.write("<p>Late</p></body></html>");
    stream.end();
    await ended;
    expect(chunks).toEqual(["<html><body><p>Ready</p>", "<p>Late</p></body></html>"]);
  });

  test("sends a large batch at once, and the rest when the writer ends, after onFinal", async () => {
    const order: string[] = [];
    const stream = coalescingStream(() => order.push("final"));
    const { chunks, ended } = collect(stream);
    stream.on("data", () => order.push("data"));
    stream.write("a".repeat(700 * 1024));
    stream.write("b".repeat(400 * 1024));
    stream.write("c");
    stream.end();
    await ended;
    expect(chunks.map((chunk) => chunk.length)).toEqual([1100 * 1024, 1]);
    expect(order).toEqual(["data", "final", "data"]);
  });
});
