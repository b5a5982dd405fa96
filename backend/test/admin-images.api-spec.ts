import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { createTestStorage, DriverName, TestStorage } from './support/object-storage';
import { adminSession, createTestApp, TestApp } from './support/test-app';

const MB = 1024 * 1024;
const PASSWORD = 'bilder-admin-passwort-123';

describe.each<DriverName>(['local', 's3'])('POST /api/admin/upload-image (%s driver)', (driver) => {
  let storage: TestStorage;
  let t: TestApp;
  let token: string;
  let before: string[];

  beforeAll(async () => {
    storage = await createTestStorage(driver);
    t = await createTestApp({ ...storage.env, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: PASSWORD });
    token = await adminSession(t);
  });

  afterAll(async () => {
    await t.close();
    await storage.close();
  });

  beforeEach(async () => {
    before = await storage.keys();
  });

  const upload = (data: Buffer, filename = 'bild.jpg', field = 'image') =>
    request(t.server).post('/api/admin/upload-image').set('x-admin-session', token).attach(field, data, filename);

  it('stores a JPEG as a public WebP without EXIF and returns its imageUrl', async () => {
    const jpeg = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#226699' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Vertraulich' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 8/1 0/1' } })
      .toBuffer();
    const response = await upload(jpeg).expect(200);
    expect(Object.keys(response.body)).toEqual(['imageUrl']);
    expect(response.body.imageUrl).toMatch(/^\/objects\/public\/[0-9a-f-]{36}\.webp$/);
    const served = await request(t.server)
      .get(response.body.imageUrl)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(await storage.keys()).toEqual([...before, response.body.imageUrl.replace('/objects/', '')].sort());
  });

  it('needs a session', async () => {
    const response = await request(t.server)
      .post('/api/admin/upload-image')
      .attach('image', Buffer.from('x'), 'x.png')
      .expect(401);
    expect(response.body.message).toBe('Keine Admin-Session');
  });

  describe('refusals leave nothing behind', () => {
    afterEach(async () => {
      expect(await storage.keys()).toEqual(before);
    });

    it.each([
      ['HTML named .png', Buffer.from('<html><script>alert(1)</script></html>'), 'bild.png'],
      ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg'],
      ['ELF executable named .jpg', Buffer.concat([Buffer.from('\x7fELF'), randomBytes(500)]), 'bild.jpg'],
      ['MZ executable named .webp', Buffer.concat([Buffer.from('MZ'), randomBytes(500)]), 'bild.webp'],
    ])('%s → 415 Nur Bilddateien erlaubt', async (_name, data, filename) => {
      const response = await upload(data, filename).expect(415);
      expect(response.body.message).toBe('Nur Bilddateien erlaubt');
    });

    it('GIF is not one of the picker types → 415', async () => {
      const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .gif()
        .toBuffer();
      const response = await upload(gif, 'bild.gif').expect(415);
      expect(response.body.message).toBe('Nur Bilddateien erlaubt');
    });

    it('over 5 MB → 413 Die Datei darf maximal 5MB groß sein', async () => {
      const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer();
      const response = await upload(Buffer.concat([jpeg, randomBytes(5 * MB)])).expect(413);
      expect(response.body.message).toBe('Die Datei darf maximal 5MB groß sein');
    });

    it('a decompression bomb (small file, 48 megapixels) → 413', async () => {
      const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(MB);
      const response = await upload(bomb, 'bombe.png').expect(413);
      expect(response.body.message).toBe('Das Bild hat zu viele Pixel (höchstens 40 Megapixel).');
    });

    it('another field name or no file → 400 Bitte wählen Sie eine Bilddatei aus', async () => {
      const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer();
      const wrongField = await upload(jpeg, 'bild.jpg', 'file').expect(400);
      expect(wrongField.body.message).toBe('Bitte wählen Sie eine Bilddatei aus');
      const noMultipart = await request(t.server)
        .post('/api/admin/upload-image')
        .set('x-admin-session', token)
        .send({ image: 'https://example.com/x.jpg' })
        .expect(400);
      expect(noMultipart.body.message).toBe('Bitte wählen Sie eine Bilddatei aus');
    });

    // Found by the generated hostile-input suite: a broken form body was a 500.
    it.each([
      ['a NUL byte', '\u0000'],
      ['no closing boundary', '--grenze\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc'],
      ['headers without end', '--grenze\r\nContent-Disposition: form-data; name="image"'],
      ['an empty body', ''],
    ])('a malformed multipart body (%s) → 400 Bitte wählen Sie eine Bilddatei aus', async (_name, body) => {
      const response = await request(t.server)
        .post('/api/admin/upload-image')
        .set('x-admin-session', token)
        .set('content-type', 'multipart/form-data; boundary=grenze')
        .send(body)
        .expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message: 'Bitte wählen Sie eine Bilddatei aus',
      });
    });
  });
});
