import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { ObjectsService } from '../src/objects/objects.service';
import { STORAGE_DRIVER } from '../src/objects/storage-driver';
import type { StorageDriver } from '../src/objects/storage-driver';
import { validBusinessPayload } from './support/business-payloads';
import { fakeClock, HOUR, MINUTE } from './support/fake-clock';
import { createTestStorage, DriverName, rawRequest, RawResponse, TestStorage } from './support/object-storage';
import { createTestApp, TestApp } from './support/test-app';

const MB = 1024 * 1024;

async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#3a7bd5' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { ImageDescription: 'Geheimer-Standort-Marker', Make: 'Testkamera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 7/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '8/1 40/1 0/1' },
    })
    .toBuffer();
}

const png = () =>
  sharp({ create: { width: 320, height: 200, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } })
    .png()
    .toBuffer();
const webp = () =>
  sharp({ create: { width: 500, height: 500, channels: 3, background: '#ffcc00' } })
    .webp()
    .toBuffer();
const gif = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
    .gif()
    .toBuffer();

const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), randomBytes(2000)]);
const MZ = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), randomBytes(2000)]);

describe.each<DriverName>(['local', 's3'])('object storage (%s driver)', (driver) => {
  let storage: TestStorage;
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    storage = await createTestStorage(driver);
    t = await createTestApp(storage.env);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = await t.app.getUrl();
    baseUrl = baseUrl.replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await t.close();
    await storage.close();
  });

  afterEach(() => jest.restoreAllMocks());

  async function requestUploadUrl(body?: object): Promise<string> {
    const response = await request(t.server).post('/api/objects/upload').send(body).expect(200);
    expect(Object.keys(response.body)).toEqual(['uploadURL']);
    return response.body.uploadURL as string;
  }

  /** PUT to the upload URL: to this backend (local) or to the bucket (S3). */
  function put(
    uploadUrl: string,
    data: Buffer | AsyncIterable<Buffer>,
    contentType = 'image/png',
  ): Promise<RawResponse> {
    const url = new URL(uploadUrl);
    const target = driver === 'local' ? `${baseUrl}${url.pathname}${url.search}` : uploadUrl;
    const headers: Record<string, string> = { 'content-type': contentType };
    if (Buffer.isBuffer(data)) headers['content-length'] = String(data.length);
    return rawRequest(target, { method: 'PUT', headers, body: data });
  }

  /** The widget's whole flow; answers with the normalize response, or the PUT's if that already refused. */
  async function uploadAndNormalize(
    data: Buffer,
    contentType = 'image/png',
    body?: object,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const uploadUrl = await requestUploadUrl(body);
    const stored = await put(uploadUrl, data, contentType);
    if (stored.status !== 200) return { status: stored.status, body: JSON.parse(stored.body.toString() || '{}') };
    const normalized = await request(t.server).post('/api/objects/normalize').send({ uploadUrl });
    return { status: normalized.status, body: normalized.body };
  }

  async function fetchImage(path: string) {
    const response = await request(t.server)
      .get(path)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    return { response, data: response.body as Buffer };
  }

  describe('round trip', () => {
    it('JPEG with EXIF GPS: upload URL → PUT → normalize → GET returns a WebP without metadata', async () => {
      const original = await jpegWithGps();
      const before = await sharp(original).metadata();
      expect(before.exif).toBeDefined();
      expect(original.includes('Geheimer-Standort-Marker')).toBe(true);

      const result = await uploadAndNormalize(original, 'image/jpeg');
      expect(result.status).toBe(200);
      const path = result.body.normalizedPath as string;
      expect(path).toMatch(/^\/objects\/public\/[0-9a-f-]{36}\.webp$/);

      const { response, data } = await fetchImage(path);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.etag).toMatch(/^"[^"]+"$/);
      const after = await sharp(data).metadata();
      expect(after.format).toBe('webp');
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(Math.max(after.width ?? 0, after.height ?? 0)).toBe(1600);
      expect(data.includes('Geheimer-Standort-Marker')).toBe(false);

      // The upload itself is gone; only the public image remains.
      expect((await storage.keys()).filter((key) => key.startsWith('uploads/'))).toEqual([]);
      expect(await storage.keys()).toContain(path.replace('/objects/', ''));
    });

    it.each([
      ['PNG with transparency', png, 'image/png'],
      ['WebP', webp, 'image/webp'],
    ])('%s', async (_name, make, contentType) => {
      const original = await make();
      const result = await uploadAndNormalize(original, contentType);
      expect(result.status).toBe(200);
      const { data } = await fetchImage(result.body.normalizedPath as string);
      const meta = await sharp(data).metadata();
      expect(meta.format).toBe('webp');
      const source = await sharp(original).metadata();
      expect([meta.width, meta.height]).toEqual([source.width, source.height]);
    });

    it('answers 304 to If-None-Match with the ETag', async () => {
      const result = await uploadAndNormalize(await png());
      const path = result.body.normalizedPath as string;
      const first = await request(t.server).get(path).expect(200);
      const second = await request(t.server).get(path).set('if-none-match', first.headers.etag).expect(304);
      expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      await request(t.server).get(path).set('if-none-match', '"etwas-anderes"').expect(200);
    });

    it('accepts up to 10 MB when the upload request asks for it', async () => {
      const noise = await sharp(randomBytes(1500 * 1500 * 3), { raw: { width: 1500, height: 1500, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noise.length).toBeGreaterThan(5 * MB);
      expect(noise.length).toBeLessThan(10 * MB);
      const refused = await uploadAndNormalize(noise);
      expect(refused).toMatchObject({ status: 413, body: { message: 'Die Datei darf maximal 5MB groß sein' } });
      const accepted = await uploadAndNormalize(noise, 'image/png', { contentType: 'png', maxSize: 10 * MB });
      expect(accepted.status).toBe(200);
    });

    it('takes GIF only when the upload request declared it', async () => {
      const refused = await uploadAndNormalize(await gif(), 'image/gif');
      expect(refused).toMatchObject({ status: 415, body: { message: 'Nur Bilddateien erlaubt' } });
      const accepted = await uploadAndNormalize(await gif(), 'image/gif', { contentType: 'image/gif' });
      expect(accepted.status).toBe(200);
    });
  });

  describe('rejected uploads leave nothing behind', () => {
    let before: string[];
    beforeEach(async () => {
      before = await storage.keys();
    });
    afterEach(async () => {
      expect(await storage.keys()).toEqual(before);
    });

    it.each([
      ['an HTML page named .png', HTML],
      ['an SVG named .png', SVG],
      ['a renamed ELF executable', ELF],
      ['a renamed Windows executable (MZ)', MZ],
      ['random bytes', randomBytes(4096)],
    ])('%s → 415 Nur Bilddateien erlaubt', async (_name, data) => {
      const result = await uploadAndNormalize(data, 'image/png');
      expect(result.status).toBe(415);
      expect(result.body).toMatchObject({ statusCode: 415, message: 'Nur Bilddateien erlaubt' });
    });

    it('a file over 5 MB → 413', async () => {
      const big = Buffer.concat([await png(), randomBytes(5 * MB)]);
      const result = await uploadAndNormalize(big);
      expect(result.status).toBe(413);
      expect(result.body.message).toBe('Die Datei darf maximal 5MB groß sein');
    });

    it('a truncated image → 400', async () => {
      const jpeg = await jpegWithGps();
      const result = await uploadAndNormalize(jpeg.subarray(0, 2000), 'image/jpeg');
      expect(result.status).toBe(400);
      expect(result.body.message).toBe('Die Bilddatei ist beschädigt und kann nicht gelesen werden.');
    });

    it('an expired upload URL is refused', async () => {
      if (driver === 'local') {
        const clock = fakeClock(t, Date.now());
        const uploadUrl = await requestUploadUrl();
        clock.advance(15 * MINUTE + 1000);
        const response = await put(uploadUrl, await png());
        expect(response.status).toBe(403);
        expect(JSON.parse(response.body.toString()).message).toBe('Die Upload-URL ist abgelaufen.');
      } else {
        // Signed an hour ago for 15 minutes: the bucket refuses it.
        fakeClock(t, Date.now() - 60 * MINUTE);
        const uploadUrl = await requestUploadUrl();
        const response = await put(uploadUrl, await png());
        expect(response.status).toBe(403);
        expect(response.body.toString()).toContain('Request has expired');
      }
    });

    if (driver === 'local') {
      it.each([
        [
          'signature',
          (url: URL) => url.searchParams.set('signature', 'A' + url.searchParams.get('signature')!.slice(2)),
        ],
        ['size limit', (url: URL) => url.searchParams.set('maxSize', String(10 * MB))],
        [
          'expiry',
          (url: URL) => url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600)),
        ],
        ['upload id', (url: URL) => (url.pathname = url.pathname.replace(/[0-9a-f]{12}$/, '000000000000'))],
      ])('a tampered upload URL (%s) → 403 Ungültige Upload-URL', async (_part, tamper) => {
        const url = new URL(await requestUploadUrl());
        tamper(url);
        const response = await put(url.toString(), await png());
        expect(response.status).toBe(403);
        expect(JSON.parse(response.body.toString()).message).toBe('Ungültige Upload-URL');
      });
    } else {
      it('hands out SigV4 presigned PUT URLs for 15 minutes that contain /objects/', async () => {
        const url = new URL(await requestUploadUrl());
        expect(url.pathname).toMatch(/^\/branchenbuch-test\/objects\/uploads\/[0-9a-f-]{36}$/);
        expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
        expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
        expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
        expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      });

      // s3rver does not verify SigV4 signatures (real S3 answers 403), so a PUT to a tampered id
      // lands in the fake bucket; normalize must still refuse it and remove it.
      it('a file under a tampered upload id is refused by normalize and removed', async () => {
        const url = new URL(await requestUploadUrl());
        url.pathname = url.pathname.replace(/[0-9a-f]{12}$/, '000000000000');
        expect((await put(url.toString(), await png())).status).toBe(200);
        const response = await request(t.server).post('/api/objects/normalize').send({ uploadUrl: url.toString() });
        expect(response.status).toBe(400);
        expect(response.body.message).toBe('Upload nicht gefunden oder bereits verarbeitet');
        // The genuine upload of that URL was never used; its row stays until it is purged.
      });
    }

    if (driver === 'local') {
      it('a streamed body without Content-Length is cut off at the limit', async () => {
        const uploadUrl = await requestUploadUrl();
        let sent = 0;
        async function* endless(): AsyncGenerator<Buffer> {
          yield await png();
          while (sent < 50 * MB) {
            sent += 256 * 1024;
            yield randomBytes(256 * 1024);
          }
        }
        const response = await put(uploadUrl, endless());
        expect(response.status).toBe(413);
        expect(JSON.parse(response.body.toString()).message).toBe('Die Datei darf maximal 5MB groß sein');
        // The server stopped reading long before the client would have finished.
        expect(sent).toBeLessThan(50 * MB);
      });
    }
  });

  describe('validation', () => {
    it.each([
      [{ contentType: 'application/pdf' }, 'Nur Bilddateien erlaubt'],
      [{ contentType: 'image/svg+xml' }, 'Nur Bilddateien erlaubt'],
      [{ maxSize: 10 * MB + 1 }, 'Maximale Dateigröße: 10MB'],
      [{ maxSize: 'viel' }, 'Ungültige Dateigröße'],
    ])('upload request %j → 400 %s', async (body, message) => {
      const response = await request(t.server).post('/api/objects/upload').send(body).expect(400);
      expect(response.body.message).toBe(message);
    });

    it.each([
      [{}, 'Ungültige URL'],
      [{ uploadUrl: 'kein link' }, 'Ungültige URL'],
      [{ uploadUrl: 'javascript:alert(1)//objects/' }, 'Ungültige URL'],
      [{ uploadUrl: `https://branchenbuch.example/objects/${'a'.repeat(500)}` }, 'URL zu lang'],
      [{ uploadUrl: 'https://evil.example/bild.png' }, 'Nur Object-Storage URLs erlaubt'],
      [{ uploadUrl: 'https://evil.example/objects/public/x.webp' }, 'Nur Object-Storage URLs erlaubt'],
      [
        { uploadUrl: 'https://branchenbuch.example/objects/uploads/00000000-0000-4000-8000-000000000000' },
        'Upload nicht gefunden oder bereits verarbeitet',
      ],
    ])('normalize %j → 400 %s', async (body, message) => {
      const response = await request(t.server).post('/api/objects/normalize').send(body).expect(400);
      expect(response.body.message).toBe(message);
    });

    it('normalizes an upload only once, and not before the file is there', async () => {
      const uploadUrl = await requestUploadUrl();
      const early = await request(t.server).post('/api/objects/normalize').send({ uploadUrl }).expect(400);
      expect(early.body.message).toBe('Es wurde noch keine Datei hochgeladen.');
      expect((await put(uploadUrl, await png())).status).toBe(200);
      await request(t.server).post('/api/objects/normalize').send({ uploadUrl }).expect(200);
      const again = await request(t.server).post('/api/objects/normalize').send({ uploadUrl }).expect(400);
      expect(again.body.message).toBe('Upload nicht gefunden oder bereits verarbeitet');
    });
  });

  describe('serving paths', () => {
    it.each([
      ['/objects/public/..%2f..%2fetc%2fpasswd', 'Pfad-Traversierung nicht erlaubt'],
      ['/objects/%2e%2e/%2e%2e/etc/passwd', 'Pfad-Traversierung nicht erlaubt'],
      ['/objects/public/%2E%2E/uploads/x', 'Pfad-Traversierung nicht erlaubt'],
      ['/objects/../../etc/passwd', 'Pfad-Traversierung nicht erlaubt'],
      ['/objects/public/..\\..\\secret', 'Pfad-Traversierung nicht erlaubt'],
      ['/objects/public/%5c..%5csecret', 'Pfad-Traversierung nicht erlaubt'],
      ['/objects//etc/passwd', 'Pfad-Traversierung nicht erlaubt'],
      ['/objects/%2fetc%2fpasswd', 'Pfad-Traversierung nicht erlaubt'],
      ['/objects/C:%5cWindows%5cwin.ini', 'Pfad-Traversierung nicht erlaubt'],
      ['/objects/public/a%5cb.webp', 'Ungültiger Objektpfad'],
      ['/objects/public/bild%20mit%20leerzeichen.webp', 'Ungültiger Objektpfad'],
      ['/objects/public/%252e%252e/x', 'Ungültiger Objektpfad'],
      ['/objects/public/%ZZ', 'Ungültiger Objektpfad'],
      [`/objects/public/${'a'.repeat(200)}.webp`, 'Objektpfad zu lang'],
      ['/objects/', 'Objektpfad erforderlich'],
    ])('GET %s → 400 %s', async (path, message) => {
      const response = await rawRequest(`${baseUrl}${path}`);
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body.toString())).toMatchObject({ statusCode: 400, message });
    });

    it('never serves uploads or unknown objects', async () => {
      const uploadUrl = await requestUploadUrl();
      expect((await put(uploadUrl, await png())).status).toBe(200);
      const id = /uploads\/([0-9a-f-]{36})/.exec(uploadUrl)![1];
      const upload = await request(t.server).get(`/objects/uploads/${id}`).expect(404);
      expect(upload.body.message).toBe('Die angeforderte Ressource wurde nicht gefunden.');
      await request(t.server).get('/objects/public/00000000-0000-4000-8000-000000000000.webp').expect(404);
    });
  });

  describe('bounded storage', () => {
    if (driver === 'local') {
      it('an upload URL takes one PUT: a second one → 409, before and after normalize, and leaves no file', async () => {
        const uploadUrl = await requestUploadUrl();
        expect((await put(uploadUrl, await png())).status).toBe(200);
        const again = await put(uploadUrl, await webp(), 'image/webp');
        expect(again.status).toBe(409);
        expect(JSON.parse(again.body.toString())).toMatchObject({
          statusCode: 409,
          message: 'Über diese Upload-URL wurde bereits eine Datei hochgeladen.',
        });
        await request(t.server).post('/api/objects/normalize').send({ uploadUrl }).expect(200);
        const before = await storage.keys();
        const afterNormalize = await put(uploadUrl, await png());
        expect(afterNormalize.status).toBe(409);
        expect(await storage.keys()).toEqual(before);
      });

      it('a refused PUT does not use the URL up', async () => {
        const uploadUrl = await requestUploadUrl();
        expect((await put(uploadUrl, HTML)).status).toBe(415);
        expect((await put(uploadUrl, await png())).status).toBe(200);
      });
    }

    it('removes images and uploads no business names once the grace period is over', async () => {
      const sweep = () => t.app.get(ObjectsService).sweepOrphans();
      const kept = await uploadAndNormalize(await png());
      const orphan = await uploadAndNormalize(await png());
      const keptPath = kept.body.normalizedPath as string;
      const orphanPath = orphan.body.normalizedPath as string;
      await request(t.server)
        .post('/api/businesses')
        .send(validBusinessPayload({ imageUrl: keptPath }))
        .expect(201);
      // A file under an upload id that is no longer open (s3: a second PUT straight to the bucket).
      await t.app
        .get<StorageDriver>(STORAGE_DRIVER)
        .write('uploads/0b6f1c1e-5d3a-4c4e-9a59-3e1f5f0d2a71', await png(), 'image/png');

      expect(await sweep()).toEqual([]);
      fakeClock(t, Date.now() + 24 * HOUR + MINUTE);
      const removed = await sweep();
      expect(removed).toContain(orphanPath.replace('/objects/', ''));
      expect(removed).toContain('uploads/0b6f1c1e-5d3a-4c4e-9a59-3e1f5f0d2a71');
      const keys = await storage.keys();
      expect(keys).toContain(keptPath.replace('/objects/', ''));
      expect(keys.filter((key) => key.startsWith('uploads/'))).toEqual([]);
      expect(keys.filter((key) => key.startsWith('public/'))).toEqual([keptPath.replace('/objects/', '')]);
      await request(t.server).get(orphanPath).expect(404);
      await request(t.server).get(keptPath).expect(200);
    });

    it('refuses new upload URLs (and local PUTs) with 507 once OBJECTS_QUOTA_MB is reached', async () => {
      const uploadUrl = await requestUploadUrl();
      jest.replaceProperty(t.config.storage, 'quotaBytes', MB);
      await t.app.get<StorageDriver>(STORAGE_DRIVER).write('public/gross.webp', randomBytes(MB), 'image/webp');
      // The store's size is measured at most once a minute.
      const clock = fakeClock(t, Date.now() + MINUTE + 1000);
      const message = 'Der Speicherplatz für Bilder ist erschöpft. Bitte versuchen Sie es später erneut.';
      const refused = await request(t.server).post('/api/objects/upload').send({}).expect(507);
      expect(refused.body).toMatchObject({ statusCode: 507, error: 'Insufficient Storage', message });
      if (driver === 'local') {
        const response = await put(uploadUrl, await png());
        expect(response.status).toBe(507);
        expect(JSON.parse(response.body.toString()).message).toBe(message);
      }
      await t.app.get<StorageDriver>(STORAGE_DRIVER).delete('public/gross.webp');
      clock.advance(MINUTE + 1000);
      await requestUploadUrl();
      clock.restore();
    });
  });
});
