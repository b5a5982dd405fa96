import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, opendir, rename, rm, stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { SizeLimitExceededError } from './bounded-read';
import { contentTypeFor, etagMatches } from './storage-driver';
import { uploadKey } from './storage-driver';
import type { ListedObject, StorageDriver, StoredObject, UploadForm, UploadGrant } from './storage-driver';
import type { UploadSigner } from './upload-signer';

/**
 * Objects as files under one folder. Upload forms point back at this backend (`POST /objects`,
 * ObjectFilesController) and are signed with HMAC, shaped like S3's: the folder is the bucket. A form for a
 * page of this server posts to that page's origin (the page's CSP allows only its own for uploads), any other
 * to PUBLIC_BASE_URL.
 */
export class LocalStorageDriver implements StorageDriver {
  readonly name = 'local';

  constructor(
    private readonly root: string,
    private readonly publicBaseUrl: string,
    private readonly signer: UploadSigner,
  ) {}

  createUploadForm(grant: UploadGrant): Promise<UploadForm> {
    const expires = Math.floor(grant.expiresAt.getTime() / 1000);
    const signed = { uploadId: grant.uploadId, expires, maxSize: grant.maxSize, contentType: grant.contentType };
    return Promise.resolve({
      url: `${grant.pageOrigin ?? this.publicBaseUrl}/objects`,
      fields: {
        key: uploadKey(grant.uploadId),
        'Content-Type': grant.contentType,
        expires: String(expires),
        maxSize: String(grant.maxSize),
        signature: this.signer.sign(signed),
      },
    });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async read(key: string, maxBytes: number): Promise<Buffer | undefined> {
    let handle;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      if (size > maxBytes) throw new SizeLimitExceededError(maxBytes);
      return await handle.readFile();
    } finally {
      await handle.close();
    }
  }

  async write(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    // Write beside and rename, so a reader never sees half a file.
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      const handle = await open(temporary, 'wx', 0o644);
      try {
        await handle.writeFile(data);
      } finally {
        await handle.close();
      }
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async open(key: string, ifNoneMatch?: string): Promise<StoredObject | 'not-modified' | undefined> {
    const path = this.pathOf(key);
    let stats;
    try {
      stats = await stat(path);
    } catch {
      return undefined;
    }
    if (!stats.isFile()) return undefined;
    // Served objects never change (their names are new UUIDs), so size and time identify the content.
    const etag = `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`;
    if (etagMatches(ifNoneMatch, etag)) return 'not-modified';
    return { body: createReadStream(path), contentType: contentTypeFor(key), size: stats.size, etag };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  list(): AsyncIterable<ListedObject> {
    return this.walk('');
  }

  private async *walk(folder: string): AsyncIterable<ListedObject> {
    let entries;
    try {
      entries = await opendir(resolve(this.root, folder));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for await (const entry of entries) {
      const key = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        yield* this.walk(key);
      } else if (entry.isFile()) {
        // Gone in between (deleted or renamed by another request): nothing to count.
        const stats = await stat(this.pathOf(key)).catch(() => undefined);
        if (stats !== undefined) yield { key, size: stats.size, lastModified: stats.mtime };
      }
    }
  }

  /** Keys are validated before they get here; this is the second line against leaving the folder. */
  private pathOf(key: string): string {
    const root = resolve(this.root);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Object key outside the storage folder: ${key}`);
    return path;
  }
}
