import type { Readable } from 'node:stream';

/** The body went past its limit; nothing beyond the limit was kept. */
export class SizeLimitExceededError extends Error {
  constructor(readonly limit: number) {
    super(`Size limit of ${limit} bytes exceeded`);
    this.name = 'SizeLimitExceededError';
  }
}

/** A part of a request body (a multipart file) never ended although the request did: the form was cut off. */
export class TruncatedPartError extends Error {
  constructor() {
    super('A part of the request did not end although the request did');
    this.name = 'TruncatedPartError';
  }
}

/** How long a part may go on after its request has ended (parsing the rest takes microseconds). */
const PART_AFTER_REQUEST_END_MS = 1000;

/**
 * Collects a stream into memory, but never more than `maxBytes`: the moment the limit is
 * passed, reading stops (the stream is paused, not drained) and the promise rejects.
 * With `source` (the request a multipart file comes from), a file stream that has not ended
 * shortly after the request has is refused with TruncatedPartError instead of waiting forever:
 * a cut-off form can end the request but leave the parser's file stream open.
 */
export function readBounded(stream: Readable, maxBytes: number, source?: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const onSourceEnd = (): void => {
      timer ??= setTimeout(() => finish(new TruncatedPartError()), PART_AFTER_REQUEST_END_MS);
    };
    const finish = (error?: Error): void => {
      if (settled) return;
      settled = true;
      if (timer !== undefined) clearTimeout(timer);
      source?.off('end', onSourceEnd);
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      if (error === undefined) resolve(Buffer.concat(chunks, total));
      else reject(error);
    };
    const onData = (chunk: Buffer | string): void => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      total += buffer.length;
      if (total > maxBytes) {
        stream.pause();
        chunks.length = 0;
        finish(new SizeLimitExceededError(maxBytes));
        return;
      }
      chunks.push(buffer);
    };
    const onEnd = (): void => finish();
    const onError = (error: Error): void => finish(error);
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
    if (source !== undefined) {
      if (source.readableEnded) onSourceEnd();
      else source.on('end', onSourceEnd);
    }
  });
}
