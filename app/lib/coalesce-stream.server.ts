import { Transform, type TransformCallback } from "node:stream";

/** Past this many bytes what is held leaves at once. */
const HOLD_BYTES = 1024 * 1024;
/** What is held leaves this long after its first piece at the latest, if the page has not ended. */
export const HOLD_MS = 25;

/**
 * A pass-through that holds the many small pieces React writes (a couple of kilobytes each, over
 * a few turns of the event loop while React Router's data streams in) and lets them leave as one
 * chunk when the page ends: the server then compresses it in one call and sends it in one write
 * with its length (server/send-page.ts, decisions 028 and 045). A part that is still waiting for
 * its data after HOLD_MS does not hold back what is ready: that leaves then, and what follows
 * leaves as it comes, so streaming keeps its meaning. `onFinal` runs when the writer ends,
 * before the last piece is sent.
 */
export function coalescingStream(onFinal?: () => void) {
  let pieces: Buffer[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pieces.push(chunk);
      size += chunk.length;
      if (size >= HOLD_BYTES) send();
      else timer ??= setTimeout(send, HOLD_MS);
      callback();
    },
    flush(callback: TransformCallback) {
      onFinal?.();
      send();
      callback();
    },
    destroy(error, callback) {
      if (timer) clearTimeout(timer);
      callback(error);
    },
  });

  function send() {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (size === 0) return;
    const batch = pieces.length === 1 ? pieces[0] : Buffer.concat(pieces, size);
    pieces = [];
    size = 0;
    stream.push(batch);
  }

  return stream;
}
