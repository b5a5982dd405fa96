import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import S3rver from 's3rver';
import { startPolicyGate } from './s3-post-policy';

export type DriverName = 'local' | 's3';

/** One storage backend for a test file: a temp folder, or a fake S3 server (behind its POST policy gate) on a free port. */
export interface TestStorage {
  env: Record<string, string>;
  /** Every stored key, relative to the storage root ('uploads/…', 'public/…'). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

function walk(dir: string, root = dir): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? walk(path, root) : [relative(root, path).split('\\').join('/')];
  });
}

export async function createTestStorage(driver: DriverName): Promise<TestStorage> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bb-objects-'));
  const objectsDir = join(dataDir, 'objects');
  if (driver === 'local') {
    return {
      env: { DATA_DIR: dataDir, STORAGE_DRIVER: 'local', OBJECTS_DIR: objectsDir },
      keys: () => Promise.resolve(walk(objectsDir).sort()),
      close: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
    };
  }
  const bucket = 'branchenbuch-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(dataDir, 's3'),
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  // s3rver ignores POST policies; the gate in front refuses what S3 would.
  const gate = await startPolicyGate(port, bucket, 'S3RVER');
  const endpoint = `http://127.0.0.1:${gate.port}`;
  const client = new S3Client({
    endpoint,
    region: 'eu-central-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    env: {
      DATA_DIR: dataDir,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => (object.Key ?? '').replace(/^objects\//, '')).sort();
    },
    close: async () => {
      client.destroy();
      await gate.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request whose path goes out exactly as written (no client-side '..' clean-up), with an optional body. */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | AsyncIterable<Buffer> } = {},
): Promise<RawResponse> {
  const target = new URL(url);
  const path = url.slice(url.indexOf(target.host) + target.host.length);
  let answered = false;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: target.hostname, port: target.port, method: options.method ?? 'GET', path, headers: options.headers },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const body = options.body;
    if (body === undefined) {
      req.end();
    } else if (Buffer.isBuffer(body)) {
      req.end(body);
    } else {
      void (async () => {
        try {
          for await (const chunk of body) {
            if (answered || req.destroyed) break;
            if (!req.write(chunk)) await new Promise((drained) => req.once('drain', drained));
          }
          req.end();
        } catch {
          // The server may hang up once it has seen enough; its answer still arrives.
        }
      })();
    }
  });
}
