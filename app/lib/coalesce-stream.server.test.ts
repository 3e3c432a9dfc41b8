import { describe, expect, test } from "vitest";
import { coalescingStream } from "./coalesce-stream.server";

function collect(stream: ReturnType<typeof coalescingStream>) {
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  return { chunks, ended: new Promise((resolve) => stream.on("end", resolve)) };
}

describe("coalescingStream", () => {
  test("joins what is written in one turn of the event loop into one chunk", async () => {
    const stream = coalescingStream();
    const { chunks, ended } = collect(stream);
    for (const piece of ["<html>", "<body>", "<p>Hello</p>"]) stream.write(piece);
    await new Promise((resolve) => setImmediate(resolve));
    stream.write("</body></html>");
    stream.end();
    await ended;
    expect(chunks).toEqual(["<html><body><p>Hello</p>", "</body></html>"]);
  });

  test("sends a large batch at once, and the rest when the writer ends, after onFinal", async () => {
    const order: string[] = [];
    const stream = coalescingStream(() => order.push("final"));
    const { chunks, ended } = collect(stream);
    stream.on("data", () => order.push("data"));
    stream.write("a".repeat(40 * 1024));
    stream.write("b".repeat(30 * 1024));
    stream.write("c");
    stream.end();
    await ended;
    expect(chunks.map((chunk) => chunk.length)).toEqual([70 * 1024, 1]);
    expect(order).toEqual(["data", "final", "data"]);
  });
});
