import { ERROR_CODE_NAMES, ErrorCode } from '../../../src/common/error-codes';
import type { OpenAPIObject } from '@nestjs/swagger';
import Ajv, { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { DataSource } from 'typeorm';
import type { Operation, Schema } from './openapi-operations';

export interface CheckedResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** English phrases of Nest, Fastify and class-validator that must never reach a client. */
const ENGLISH =
  /\b(must|should|cannot|invalid|expected|unexpected|unsupported|required|not found|bad request|unauthorized|forbidden|is not|property|each value|too many|failed|error|exception|body|payload|request|undefined|null)\b/i;

/** German, once the field names a message repeats (`Unbekanntes Feld: null`) are taken out. */
export function isGermanMessage(message: unknown, fieldNames: readonly string[] = []): boolean {
  if (typeof message !== 'string' || message.trim().length === 0) return false;
  let text = message;
  for (const name of fieldNames) if (name !== '') text = text.split(name).join(' ');
  return !ENGLISH.test(text);
}

/**
 * OpenAPI 3.0 writes a nullable object property as `nullable: true` beside `allOf: [{ $ref }]` (what
 * @nestjs/swagger emits for `{ type: Dto, nullable: true }`); Ajv applies `nullable` only to the schema's own
 * `type`, so the `allOf` still refuses null. Said as JSON Schema: null, or the referenced schema.
 */
function nullableRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableRefs);
  if (schema === null || typeof schema !== 'object') return schema;
  const entries = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, nullableRefs(value)]));
  if (entries.nullable !== true || entries.allOf === undefined) return entries;
  const { nullable: _nullable, type: _type, allOf, ...rest } = entries;
  return { ...rest, anyOf: [{ type: 'null' }, { allOf }] };
}

/** Checks 2xx bodies against the document's response schemas. */
export class ResponseSchemas {
  private readonly ajv: Ajv;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenAPIObject) {
    this.ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema(nullableRefs({ components: document.components ?? {} }) as object, 'openapi');
  }

  private validator(schema: Schema): ValidateFunction {
    const key = JSON.stringify(schema);
    let validate = this.validators.get(key);
    if (validate === undefined) {
      const rewritten = JSON.parse(key.replace(/"#\/components\//g, '"openapi#/components/')) as object;
      validate = this.ajv.compile(nullableRefs(rewritten) as object);
      this.validators.set(key, validate);
    }
    return validate;
  }

  /** Problems with a response to `operation` (empty when it is fine). */
  problems(operation: Operation, response: CheckedResponse): string[] {
    const { statusCode } = response;
    if (statusCode >= 500) return [`Status ${statusCode} (Serverfehler)`];
    if (statusCode >= 400) return errorBodyProblems(response);
    if (statusCode >= 300) return [`unerwartete Umleitung ${statusCode}`];
    const documented = operation.responses[statusCode];
    if (documented === undefined) return [`Status ${statusCode} ist nicht dokumentiert`];
    const contentType = String(response.headers['content-type'] ?? '')
      .split(';')[0]
      .trim();
    const types = Object.keys(documented);
    if (types.length === 0) {
      return response.body.length === 0 ? [] : [`Status ${statusCode} sollte keinen Rumpf haben`];
    }
    const schema = documented[contentType];
    if (schema === undefined) return [`Content-Type ${contentType} ist nicht dokumentiert (${types.join(', ')})`];
    if (contentType !== 'application/json') return response.body.length > 0 ? [] : ['leerer Rumpf'];
    return this.schemaProblems(schema, response.body);
  }

  /** Problems of a JSON text against a schema of the document (empty when it matches). */
  schemaProblems(schema: Schema, text: string): string[] {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return ['Rumpf ist kein JSON'];
    }
    const validate = this.validator(schema);
    if (validate(body)) return [];
    return (validate.errors ?? []).slice(0, 5).map((error) => `Schema: ${error.instancePath} ${error.message}`);
  }
}

/** The one error body: statusCode, error, a documented code, a German message, and errors[] of field and German message. */
export function errorBodyProblems(response: CheckedResponse): string[] {
  const contentType = String(response.headers['content-type'] ?? '');
  if (!contentType.startsWith('application/json')) return [`Fehlerantwort mit Content-Type „${contentType}“`];
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(response.body) as Record<string, unknown>;
  } catch {
    return ['Fehlerrumpf ist kein JSON'];
  }
  const problems: string[] = [];
  const fieldNames = Array.isArray(body.errors)
    ? (body.errors as { field?: unknown }[]).map((entry) => (typeof entry.field === 'string' ? entry.field : ''))
    : [];
  if (body.statusCode !== response.statusCode) problems.push(`statusCode ${String(body.statusCode)} im Rumpf`);
  if (typeof body.error !== 'string' || body.error === '') problems.push('error fehlt');
  if (!ERROR_CODE_NAMES.includes(body.code as ErrorCode))
    problems.push(`code kein dokumentierter Fehlercode: ${String(body.code)}`);
  if (!isGermanMessage(body.message, fieldNames))
    problems.push(`message nicht deutsch: ${JSON.stringify(body.message)}`);
  if (body.errors !== undefined) {
    const errors = body.errors;
    if (!Array.isArray(errors) || errors.length === 0) problems.push('errors ist keine nichtleere Liste');
    else {
      for (const entry of errors as { field?: unknown; message?: unknown }[]) {
        if (typeof entry.field !== 'string') problems.push(`errors[].field fehlt: ${JSON.stringify(entry)}`);
        if (!isGermanMessage(entry.message, fieldNames))
          problems.push(`errors[].message nicht deutsch: ${JSON.stringify(entry)}`);
      }
      if (errors[0]?.message !== body.message) problems.push('message ist nicht die erste Meldung aus errors');
    }
  }
  const extra = Object.keys(body).filter(
    (key) => !['statusCode', 'error', 'code', 'message', 'errors', 'requestId'].includes(key),
  );
  if (extra.length > 0) problems.push(`unbekannte Felder im Fehlerrumpf: ${extra.join(', ')}`);
  return problems;
}

/**
 * One checksum per table of the application's data: every visible row version's place and
 * creating transaction (ctid, xmin), so any insert, update or delete — even one writing the same
 * values — changes it, at the cost of reading the table but not its values. admin_sessions is
 * checked by its values without last_seen_at, which every authenticated request moves by design (so are owner_sessions);
 * `skipTables` names tables an endpoint writes on purpose even when it refuses (the failed-login counter);
 * `byValues` names tables it may write and put back, compared by their values (an upload form's claim,
 * taken before the file is read and handed back when the file is refused).
 */
export class TableChecksums {
  private tables: string[] = [];

  constructor(private readonly dataSource: DataSource) {}

  async init(): Promise<void> {
    const rows: { table_name: string }[] = await this.dataSource.query(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
          AND table_name NOT IN ('migrations', 'typeorm_metadata')
        ORDER BY table_name`,
    );
    this.tables = rows.map((row) => row.table_name);
  }

  async snapshot(
    skipTables: readonly string[] = [],
    byValues: readonly string[] = [],
  ): Promise<Record<string, string>> {
    const tables = this.tables.filter((table) => !skipTables.includes(table));
    const sql = tables
      .map(
        (table) =>
          `SELECT '${table}' AS name, md5(coalesce(string_agg(r, E'\\n' ORDER BY r), '')) AS sum FROM (SELECT ${
            table === 'admin_sessions' || table === 'owner_sessions'
              ? `(to_jsonb(t) - 'last_seen_at')::text`
              : byValues.includes(table)
                ? 'to_jsonb(t)::text'
                : `t.ctid::text || ':' || t.xmin::text`
          } AS r FROM "${table}" t) s`,
      )
      .join(' UNION ALL ');
    const rows: { name: string; sum: string }[] = await this.dataSource.query(sql);
    return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
  }
}

export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before).filter((table) => before[table] !== after[table]);
}
