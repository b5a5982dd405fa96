import type { OpenAPIObject } from '@nestjs/swagger';
import fc from 'fast-check';
import {
  CONTENT_TYPES,
  DeepValue,
  encodeLoosely,
  extraKey,
  fieldValue,
  hostileString,
  malformedBody,
  rawUrlText,
  replacedBody,
} from './hostile-values';
import { bodyProperties, Operation } from './openapi-operations';

/** A multipart form: text fields in order, then one file (the form's last part, as browsers send it). */
export interface FormBody {
  fields: Record<string, string>;
  file: { field: string; data: Buffer; filename: string; contentType: string };
}

/** A request that the endpoint accepts; the plan below spoils parts of it. */
export interface ValidRequest {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** A JSON object body, a multipart form (its fields are spoiled like JSON fields), or raw bytes with their content type. */
  body?: { json: Record<string, unknown> } | { form: FormBody } | { raw: Buffer; contentType: string };
}

const BOUNDARY = 'feindlich0grenze';
/** The content type of every form the suite sends. */
export const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** The multipart bytes of text fields (name, value pairs; names may repeat) and an optional file, last. */
export function multipartBody(fields: [string, string][], file: FormBody['file'] | undefined): Buffer {
  const parts: Buffer[] = fields.map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file !== undefined) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** A form field's text for a generated value: strings as they are, anything else as its JSON. */
function formText(value: unknown): string {
  return typeof value === 'string' ? value : toJsonText(value);
}

/** Applies field changes to a form: a changed file field carries the value's bytes instead of the image. */
function spoiledForm(form: FormBody, changes: FieldChange[], extra: [string, unknown][]): Buffer {
  const fields = new Map(Object.entries(form.fields));
  let file: FormBody['file'] | undefined = form.file;
  for (const change of changes) {
    if (change.field === form.file.field) {
      file = change.change === 'delete' ? undefined : { ...form.file, data: Buffer.from(formText(change.value)) };
    } else if (change.change === 'delete') fields.delete(change.field);
    else fields.set(change.field, formText(change.value));
  }
  const pairs = [...fields.entries(), ...extra.map(([key, value]): [string, string] => [key, formText(value)])];
  return multipartBody(pairs, file);
}

type FieldChange = { field: string; change: 'delete' } | { field: string; change: 'set'; value: unknown };

type BodyPlan =
  | { kind: 'valid' }
  | { kind: 'fields'; changes: FieldChange[]; extra: [string, unknown][] }
  | { kind: 'replace'; value: unknown }
  | { kind: 'raw'; payload: string | Buffer }
  | { kind: 'none' };

type ValuePlan = { kind: 'valid' } | { kind: 'absent' } | { kind: 'raw'; values: string[] };

export interface RequestPlan {
  path: Record<string, ValuePlan>;
  query: Record<string, ValuePlan>;
  extraQuery: [string, string][];
  /** For admin endpoints: the valid session, none, or a made-up one; for others an optional made-up one. */
  auth: { kind: 'valid' } | { kind: 'none' } | { kind: 'garbage'; header: string; value: string };
  headers: Record<string, ValuePlan>;
  body: BodyPlan;
  /** `keep` sends the valid request's content type. */
  contentType: { kind: 'keep' } | { kind: 'set'; value: string | undefined };
}

export interface HostileRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

function valuePlan(validWeight: number, canBeAbsent: boolean): fc.Arbitrary<ValuePlan> {
  return fc.oneof(
    { weight: validWeight, arbitrary: fc.constant<ValuePlan>({ kind: 'valid' }) },
    { weight: canBeAbsent ? 1 : 0, arbitrary: fc.constant<ValuePlan>({ kind: 'absent' }) },
    {
      weight: 3,
      arbitrary: fc
        .array(rawUrlText, { minLength: 1, maxLength: 3 })
        .map((values): ValuePlan => ({ kind: 'raw', values })),
    },
  );
}

/** Generates spoiled requests for one operation, shaped by its parameters and body schema. */
export function requestPlan(document: OpenAPIObject, operation: Operation): fc.Arbitrary<RequestPlan> {
  const parameters = (where: string) => operation.parameters.filter((parameter) => parameter.in === where);
  const planFor = (where: string, validWeight: number) =>
    fc.record(
      Object.fromEntries(parameters(where).map((parameter) => [parameter.name, valuePlan(validWeight, true)])),
    ) as fc.Arbitrary<Record<string, ValuePlan>>;

  const properties = bodyProperties(document, operation);
  const fieldNames = Object.keys(properties);
  const fieldChange: fc.Arbitrary<FieldChange> =
    fieldNames.length === 0
      ? fc.constant({ field: 'unbekannt', change: 'set', value: 'x' })
      : fc.constantFrom(...fieldNames).chain((field) =>
          fc.oneof(
            fc.constant<FieldChange>({ field, change: 'delete' }),
            fieldValue(properties[field].maxLength).map((value): FieldChange => ({ field, change: 'set', value })),
          ),
        );
  const hasBody = Object.keys(operation.requestBody).length > 0;
  const body: fc.Arbitrary<BodyPlan> = fc.oneof(
    { weight: hasBody ? 2 : 6, arbitrary: fc.constant<BodyPlan>({ kind: hasBody ? 'valid' : 'none' }) },
    {
      weight: 6,
      arbitrary: fc
        .record({
          changes: fc.array(fieldChange, { minLength: 1, maxLength: 4 }),
          extra: fc.array(fc.tuple(extraKey, fieldValue(100)), { maxLength: 2 }),
        })
        .map((plan): BodyPlan => ({ kind: 'fields', ...plan })),
    },
    { weight: 1, arbitrary: replacedBody.map((value): BodyPlan => ({ kind: 'replace', value })) },
    { weight: 2, arbitrary: malformedBody.map((payload): BodyPlan => ({ kind: 'raw', payload })) },
  );
  const auth: fc.Arbitrary<RequestPlan['auth']> = fc.oneof(
    { weight: operation.admin ? 8 : 0, arbitrary: fc.constant({ kind: 'valid' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('garbage' as const),
        header: fc.constantFrom('x-admin-session', 'authorization', 'cookie'),
        value: fc.oneof(
          hostileString,
          fc.constantFrom('Bearer ', 'Bearer x', 'Basic YWRtaW46YWRtaW4=', 'A'.repeat(43), `Bearer ${'_'.repeat(43)}`),
        ),
      }),
    },
  );
  return fc.record({
    path: planFor('path', 4),
    query: planFor('query', 2),
    extraQuery: fc.array(fc.tuple(rawUrlText, rawUrlText), { maxLength: 2 }),
    auth,
    headers: planFor('header', 4),
    body,
    contentType: fc.oneof(
      { weight: 4, arbitrary: fc.constant({ kind: 'keep' as const }) },
      { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES).map((value) => ({ kind: 'set' as const, value })) },
    ),
  });
}

const DEEP_MARK = '\u0001deep\u0001';

/** JSON text of a value that may hold DeepValues (written out as text, never by recursion). */
export function toJsonText(value: unknown): string {
  const deep: DeepValue[] = [];
  const text = JSON.stringify(value, (_key, inner: unknown) => {
    if (inner instanceof DeepValue) {
      deep.push(inner);
      return `${DEEP_MARK}${deep.length - 1}`;
    }
    return inner;
  });
  if (text === undefined) return 'null';
  return text.replace(new RegExp(`"${DEEP_MARK}(\\d+)"`, 'g'), (_match, index: string) => deep[Number(index)].toJson());
}

function applyValue(plan: ValuePlan | undefined, name: string, valid: string | undefined): [string, string][] {
  if (plan === undefined || plan.kind === 'valid') {
    return valid === undefined ? [] : [[encodeURIComponent(name), encodeURIComponent(valid)]];
  }
  if (plan.kind === 'absent') return [];
  return plan.values.map((value) => [encodeURIComponent(name), value]);
}

/** Puts a plan onto a valid request: the HTTP request to send. */
export function buildRequest(operation: Operation, valid: ValidRequest, plan: RequestPlan): HostileRequest {
  let path = operation.path;
  for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
    const value = plan.path[parameter.name];
    const text =
      value === undefined || value.kind === 'valid'
        ? encodeLoosely(valid.path[parameter.name] ?? '')
        : value.kind === 'absent'
          ? ''
          : value.values.join('/');
    path = path.replace(`{${parameter.name}}`, text);
  }
  const queryPairs: [string, string][] = [];
  const queryNames = new Set([
    ...operation.parameters.filter((p) => p.in === 'query').map((p) => p.name),
    ...Object.keys(valid.query),
  ]);
  for (const name of queryNames) queryPairs.push(...applyValue(plan.query[name], name, valid.query[name]));
  queryPairs.push(...plan.extraQuery);
  const url = queryPairs.length === 0 ? path : `${path}?${queryPairs.map(([k, v]) => `${k}=${v}`).join('&')}`;

  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(valid.headers)) {
    const headerPlan =
      plan.headers[name] ??
      plan.headers[Object.keys(plan.headers).find((h) => h.toLowerCase() === name.toLowerCase()) ?? ''];
    if (headerPlan === undefined || headerPlan.kind === 'valid') headers[name] = value;
    else if (headerPlan.kind === 'raw') headers[name] = headerValue(decodeLoosely(headerPlan.values[0]));
  }
  if (plan.auth.kind !== 'valid') {
    delete headers['x-admin-session'];
    delete headers.authorization;
    delete headers.cookie;
    if (plan.auth.kind === 'garbage') {
      const value = headerValue(plan.auth.value);
      headers[plan.auth.header] = plan.auth.header === 'cookie' ? `bb_owner=${value}` : value;
    }
  }

  let payload: string | Buffer | undefined;
  let contentType: string | undefined;
  const validBody = valid.body;
  switch (plan.body.kind) {
    case 'none':
      break;
    case 'valid':
      if (validBody !== undefined && 'json' in validBody) {
        payload = toJsonText(validBody.json);
        contentType = 'application/json';
      } else if (validBody !== undefined && 'form' in validBody) {
        payload = multipartBody(Object.entries(validBody.form.fields), validBody.form.file);
        contentType = MULTIPART;
      } else if (validBody !== undefined) {
        payload = validBody.raw;
        contentType = validBody.contentType;
      }
      break;
    case 'fields': {
      if (validBody !== undefined && 'form' in validBody) {
        payload = spoiledForm(validBody.form, plan.body.changes, plan.body.extra);
        contentType = MULTIPART;
        break;
      }
      const object: Record<string, unknown> =
        validBody !== undefined && 'json' in validBody ? { ...validBody.json } : {};
      for (const change of plan.body.changes) {
        if (change.change === 'delete') delete object[change.field];
        else object[change.field] = change.value;
      }
      for (const [key, value] of plan.body.extra) {
        Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true });
      }
      payload = toJsonText(object);
      contentType = 'application/json';
      break;
    }
    case 'replace':
      payload = toJsonText(plan.body.value);
      contentType = 'application/json';
      break;
    case 'raw':
      payload = plan.body.payload;
      contentType =
        validBody === undefined || 'json' in validBody
          ? 'application/json'
          : 'form' in validBody
            ? MULTIPART
            : validBody.contentType;
      break;
  }
  if (plan.contentType.kind === 'set') contentType = plan.contentType.value;
  if (payload !== undefined && contentType !== undefined) headers['content-type'] = contentType;
  return { method: operation.method, url, headers, payload };
}

/** Header values cannot hold control characters or non-Latin-1 text; such input arrives as its bytes. */
function headerValue(value: string): string {
  return [...Buffer.from(value, 'utf8').toString('latin1')]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('');
}

function decodeLoosely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A short, readable account of a request for failure messages. */
export function describeRequest(request: HostileRequest): string {
  const payload =
    request.payload === undefined
      ? ''
      : typeof request.payload === 'string'
        ? JSON.stringify(
            request.payload.length > 600
              ? `${request.payload.slice(0, 600)}… (${request.payload.length} Zeichen)`
              : request.payload,
          )
        : `<${request.payload.length} Bytes: ${request.payload.subarray(0, 40).toString('hex')}>`;
  const headers = Object.entries(request.headers)
    .filter(([name]) => name !== 'x-admin-session' || request.headers[name].length !== 43)
    .map(([name, value]) => `${name}: ${JSON.stringify(value.slice(0, 80))}`)
    .join(', ');
  return `${request.method} ${request.url.length > 400 ? `${request.url.slice(0, 400)}…` : request.url} [${headers}] ${payload}`;
}
