import { Readable } from 'node:stream';
import { readBounded, SizeLimitExceededError, TruncatedPartError } from './bounded-read';

describe('readBounded', () => {
  it('collects a stream within the limit', async () => {
    const data = await readBounded(Readable.from([Buffer.from('abc'), Buffer.from('def')]), 6);
    expect(data.toString()).toBe('abcdef');
  });

  it('stops reading as soon as the limit is passed', async () => {
    let produced = 0;
    const endless = new Readable({
      read() {
        produced += 1024;
        this.push(Buffer.alloc(1024));
      },
    });
    await expect(readBounded(endless, 10_000)).rejects.toBeInstanceOf(SizeLimitExceededError);
    expect(produced).toBeLessThan(100_000);
    endless.destroy();
  });

  it('passes stream errors on', async () => {
    const broken = new Readable({
      read() {
        this.destroy(new Error('Verbindung abgebrochen'));
      },
    });
    await expect(readBounded(broken, 10)).rejects.toThrow('Verbindung abgebrochen');
  });

  it('refuses a part that stays open after its request has ended', async () => {
    const request = Readable.from([Buffer.from('form')]);
    request.resume();
    await new Promise((resolve) => request.on('end', resolve));
    const neverEnds = new Readable({ read() {} });
    neverEnds.push(Buffer.from('abc'));
    await expect(readBounded(neverEnds, 10, request)).rejects.toBeInstanceOf(TruncatedPartError);
    neverEnds.destroy();
  });

  it('reads a part that ends after its request does', async () => {
    const request = Readable.from([Buffer.from('form')]);
    const part = new Readable({ read() {} });
    request.resume();
    request.on('end', () => setTimeout(() => part.push(null), 10));
    part.push(Buffer.from('abc'));
    expect((await readBounded(part, 10, request)).toString()).toBe('abc');
  });
});
