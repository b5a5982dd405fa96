import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * s3rver stores a browser POST without looking at its policy (its postObject leaves `policy`
 * "unimplemented"), so the test bucket checks it in front, as S3 documents for POST uploads
 * (sigv4-HTTPPOSTConstructPolicy): the SigV4 signature over the policy, its expiration, every
 * condition, and that every form field is named by a condition. Everything else passes through.
 */
export interface PolicyGate {
  port: number;
  close(): Promise<void>;
}

type Condition = Record<string, string> | [string, string | number, string | number];

interface Refusal {
  status: number;
  code: string;
  message: string;
}

/** Fields S3 leaves out of the "every field needs a condition" rule. */
const EXEMPT_FIELDS = new Set(['policy', 'x-amz-signature', 'file']);
const BODY_LIMIT = 64 * 1024 * 1024;

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

function refuse(response: ServerResponse, refusal: Refusal): void {
  response.writeHead(refusal.status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${refusal.message}</Message></Error>`,
  );
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) request.destroy(new Error('body too large for the test gate'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The refusal S3 would answer to this form, or undefined when it would store the file. */
export function checkPostPolicy(
  form: FormData,
  bucket: string,
  secretAccessKey: string,
  now: Date,
): Refusal | undefined {
  const fields = new Map<string, string>();
  let fileSize: number | undefined;
  for (const [name, value] of form.entries()) {
    if (fileSize !== undefined) break; // S3 ignores whatever follows the file
    if (name.toLowerCase() === 'file') {
      fileSize = typeof value === 'string' ? Buffer.byteLength(value) : value.size;
    } else if (typeof value === 'string') {
      fields.set(name.toLowerCase(), value);
    }
  }
  const denied = (message: string): Refusal => ({ status: 403, code: 'AccessDenied', message });
  if (fileSize === undefined)
    return { status: 400, code: 'InvalidArgument', message: 'POST requires exactly one file upload per request.' };
  const policy = fields.get('policy');
  const signature = fields.get('x-amz-signature') ?? '';
  const credential = fields.get('x-amz-credential') ?? '';
  if (policy === undefined || fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256')
    return denied('Bucket POST must contain a valid policy and signature.');
  const [, date = '', region = '', service = ''] = credential.split('/');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), 'aws4_request');
  const expected = Buffer.from(hmac(signingKey, policy).toString('hex'));
  if (expected.length !== signature.length || !timingSafeEqual(expected, Buffer.from(signature)))
    return denied('The request signature we calculated does not match the signature you provided.');

  const document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as {
    expiration: string;
    conditions: Condition[];
  };
  if (new Date(document.expiration).getTime() < now.getTime())
    return denied('Invalid according to Policy: Policy expired.');

  const valueOf = (name: string): string | undefined => (name === 'bucket' ? bucket : fields.get(name.toLowerCase()));
  const covered = new Set<string>();
  for (const condition of document.conditions) {
    if (!Array.isArray(condition)) {
      for (const [name, value] of Object.entries(condition)) {
        covered.add(name.toLowerCase());
        if (valueOf(name) !== value)
          return denied(`Invalid according to Policy: Policy Condition failed: ["eq", "$${name}", "${value}"]`);
      }
      continue;
    }
    const [operator, first, second] = condition;
    if (operator === 'content-length-range') {
      if (fileSize < Number(first))
        return {
          status: 400,
          code: 'EntityTooSmall',
          message: 'Your proposed upload is smaller than the minimum allowed size',
        };
      if (fileSize > Number(second))
        return {
          status: 400,
          code: 'EntityTooLarge',
          message: 'Your proposed upload exceeds the maximum allowed size',
        };
      continue;
    }
    const name = String(first).replace(/^\$/, '');
    covered.add(name.toLowerCase());
    const actual = valueOf(name) ?? '';
    const holds =
      operator === 'eq' ? actual === second : operator === 'starts-with' && actual.startsWith(String(second));
    if (!holds)
      return denied(`Invalid according to Policy: Policy Condition failed: ["${operator}", "$${name}", "${second}"]`);
  }
  for (const name of fields.keys()) {
    if (!EXEMPT_FIELDS.has(name) && !name.startsWith('x-ignore-') && !covered.has(name))
      return denied(`Invalid according to Policy: Extra input fields: ${name}`);
  }
  return undefined;
}

/** A proxy in front of s3rver on `upstreamPort` that refuses POST uploads as S3 would. */
export async function startPolicyGate(
  upstreamPort: number,
  bucket: string,
  secretAccessKey: string,
): Promise<PolicyGate> {
  const forward = (request: IncomingMessage, response: ServerResponse, body?: Buffer): void => {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        agent: false,
        method: request.method,
        path: request.url,
        headers: body === undefined ? request.headers : { ...request.headers, 'content-length': String(body.length) },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    if (body === undefined) request.pipe(upstream);
    else upstream.end(body);
  };

  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0].replace(/\/+$/, '');
    const contentType = request.headers['content-type'] ?? '';
    if (request.method !== 'POST' || path !== `/${bucket}` || !contentType.startsWith('multipart/form-data')) {
      forward(request, response);
      return;
    }
    void (async () => {
      try {
        const body = await readBody(request);
        const form = await new Request('http://gate/', {
          method: 'POST',
          headers: { 'content-type': contentType },
          body,
        }).formData();
        const refusal = checkPostPolicy(form, bucket, secretAccessKey, new Date());
        if (refusal !== undefined) refuse(response, refusal);
        else forward(request, response, body);
      } catch {
        refuse(response, {
          status: 400,
          code: 'MalformedPOSTRequest',
          message: 'The body of your POST request is not well-formed multipart/form-data.',
        });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
