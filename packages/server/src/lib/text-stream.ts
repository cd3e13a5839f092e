/**
 * The chunks of a text as an answer's body, read one at a time as the client takes them (a long
 * export holds one chunk in memory, not the whole file). The first chunk is read before the body is
 * made, so a failure there (the database away) fails the request with its own answer instead of
 * cutting the body off after a 200. A client that goes away stops the reading.
 */
export const textStream = async (chunks: AsyncGenerator<string>): Promise<ReadableStream<Uint8Array>> => {
  const encoder = new TextEncoder();
  const first = await chunks.next();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (first.done) controller.close();
      else controller.enqueue(encoder.encode(first.value));
    },
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
};
