import type { Readable } from 'node:stream';

/** The body went past its limit; nothing beyond the limit was kept. */
export class SizeLimitExceededError extends Error {
  constructor(readonly limit: number) {
    super(`Größenlimit von ${limit} Bytes überschritten`);
    this.name = 'SizeLimitExceededError';
  }
}

/**
 * Collects a stream into memory, but never more than `maxBytes`: the moment the limit is
 * passed, reading stops (the stream is paused, not drained) and the promise rejects.
 */
export function readBounded(stream: Readable, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let settled = false;
    const finish = (error?: Error): void => {
      if (settled) return;
      settled = true;
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
  });
}
