import { Transform, type TransformCallback } from "node:stream";

/** Past this many bytes a batch is sent at once, without waiting for the end of the tick. */
const BATCH_BYTES = 64 * 1024;

/**
 * A pass-through that joins the many small pieces React writes (a couple of kilobytes each)
 * into one piece per turn of the event loop. Everything React renders in one go leaves as one
 * chunk, so the compressor, the web stream and the socket each do their work once per page
 * rather than a hundred times; what arrives later (a deferred section) still leaves as soon as
 * it is rendered. `onFinal` runs when the writer ends, before the last batch is sent.
 */
export function coalescingStream(onFinal?: () => void) {
  let pieces: Buffer[] = [];
  let size = 0;
  let scheduled: NodeJS.Immediate | undefined;

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pieces.push(chunk);
      size += chunk.length;
      if (size >= BATCH_BYTES) send();
      else scheduled ??= setImmediate(send);
      callback();
    },
    flush(callback: TransformCallback) {
      onFinal?.();
      send();
      callback();
    },
    destroy(error, callback) {
      if (scheduled) clearImmediate(scheduled);
      callback(error);
    },
  });

  function send() {
    if (scheduled) clearImmediate(scheduled);
    scheduled = undefined;
    if (size === 0) return;
    const batch = pieces.length === 1 ? pieces[0] : Buffer.concat(pieces, size);
    pieces = [];
    size = 0;
    stream.push(batch);
  }

  return stream;
}
