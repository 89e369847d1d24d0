/**
 * Feeds a byte stream to `drain`, each chunk with the bytes the last call left unread in front of it (a record
 * cut by a chunk's end is read whole next time), and once more with `atEof` for the rest. `drain` yields what
 * it read and returns how many bytes it used.
 */
export async function* drainChunks<T>(
  chunks: AsyncIterable<Uint8Array>,
  drain: (buf: Buffer, atEof: boolean) => Generator<T, number>,
): AsyncGenerator<T> {
  let pending: Buffer = Buffer.alloc(0);
  for await (const chunk of chunks) {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const buf = pending.length > 0 ? Buffer.concat([pending, bytes]) : bytes;
    const used = yield* drain(buf, false);
    pending = buf.subarray(used);
  }
  yield* drain(pending, true);
}
