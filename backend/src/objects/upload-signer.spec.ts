import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/app-config';
import { UploadSigner } from './upload-signer';

describe('UploadSigner', () => {
  const grant = {
    uploadId: '0b6f1c1e-5d3a-4c4e-9a59-3e1f5f0d2a71',
    expires: 1767225600,
    maxSize: 5242880,
    contentType: 'image/png',
  };

  it('verifies its own signature and nothing that differs in any part', () => {
    const signer = new UploadSigner(loadConfig({ UPLOAD_SIGNING_SECRET: 'x'.repeat(32) }));
    const signature = signer.sign(grant);
    expect(signer.verify(grant, signature)).toBe(true);
    expect(signer.verify({ ...grant, expires: grant.expires + 1 }, signature)).toBe(false);
    expect(signer.verify({ ...grant, maxSize: 10485760 }, signature)).toBe(false);
    expect(signer.verify({ ...grant, contentType: 'text/html' }, signature)).toBe(false);
    expect(signer.verify({ ...grant, uploadId: grant.uploadId.replace('a71', 'a72') }, signature)).toBe(false);
    expect(signer.verify(grant, signature.slice(1))).toBe(false);
    expect(new UploadSigner(loadConfig({ UPLOAD_SIGNING_SECRET: 'y'.repeat(32) })).verify(grant, signature)).toBe(
      false,
    );
  });

  it('generates a secret once and keeps it in DATA_DIR (readable only by the owner)', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bb-signer-'));
    const first = new UploadSigner(loadConfig({ DATA_DIR: dataDir }));
    const signature = first.sign(grant);
    const file = join(dataDir, 'upload-signing-secret');
    expect(readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(43);
    expect(statSync(file).mode & 0o077).toBe(0);
    // A restart (a new instance) reads the same secret.
    expect(new UploadSigner(loadConfig({ DATA_DIR: dataDir })).verify(grant, signature)).toBe(true);
  });
});
