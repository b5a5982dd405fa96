import { Readable } from 'node:stream';
import { readBounded, SizeLimitExceededError } from './bounded-read';

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
});
