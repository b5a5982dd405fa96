import type { OpenAPIObject } from '@nestjs/swagger';

/** A JSON schema as the OpenAPI document writes it (enough of it for generating and checking). */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  example?: unknown;
  nullable?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The path template, e.g. `/api/businesses/{id}`. */
  path: string;
  parameters: Parameter[];
  /** Content types of the request body, with the schema of each. */
  requestBody: Record<string, Schema>;
  /** Documented 2xx responses: status → content type → schema (empty for no body). */
  responses: Record<number, Record<string, Schema>>;
  admin: boolean;
}

interface RawOperation {
  operationId: string;
  parameters?: (Parameter & { $ref?: string })[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  security?: Record<string, string[]>[];
}

/** Every operation of the document; nothing is listed by hand, so a new endpoint is covered at once. */
export function operationsOf(document: OpenAPIObject): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'put', 'delete', 'patch'] as const) {
      const raw = (item as Record<string, RawOperation | undefined>)[method];
      if (raw === undefined) continue;
      const responses: Operation['responses'] = {};
      for (const [status, response] of Object.entries(raw.responses)) {
        if (!/^2\d\d$/.test(status)) continue;
        responses[Number(status)] = Object.fromEntries(
          Object.entries(response.content ?? {}).map(([type, media]) => [type, media.schema ?? {}]),
        );
      }
      operations.push({
        operationId: raw.operationId,
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: (raw.parameters ?? []).map((parameter) => ({
          ...parameter,
          required: parameter.required === true,
        })),
        requestBody: Object.fromEntries(
          Object.entries(raw.requestBody?.content ?? {}).map(([type, media]) => [type, media.schema ?? {}]),
        ),
        responses,
        admin: (raw.security ?? []).length > 0,
      });
    }
  }
  return operations;
}

/** Follows `$ref`s into `components.schemas`. */
export function resolveSchema(document: OpenAPIObject, schema: Schema): Schema {
  let current = schema;
  for (let hops = 0; current.$ref !== undefined && hops < 20; hops += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = document.components?.schemas?.[name] ?? {};
  }
  return current;
}

/** The properties of a JSON or multipart request body's object schema (empty for other bodies). */
export function bodyProperties(document: OpenAPIObject, operation: Operation): Record<string, Schema> {
  const schema = operation.requestBody['application/json'] ?? operation.requestBody['multipart/form-data'];
  if (schema === undefined) return {};
  const resolved = resolveSchema(document, schema);
  return Object.fromEntries(
    Object.entries(resolved.properties ?? {}).map(([name, property]) => [name, resolveSchema(document, property)]),
  );
}

/** What exampleOf puts where a form sends a file (format binary): files have no example to print. */
export const FILE_EXAMPLE = '<Datei>';

/**
 * The example a documentation tool shows for a schema: its own `example`, else the first enum value,
 * else an object of its properties' examples (an array of one item). Undefined where none is given.
 */
export function exampleOf(document: OpenAPIObject, schema: Schema): unknown {
  if ('example' in schema) return schema.example;
  if (schema.format === 'binary') return FILE_EXAMPLE;
  if (schema.$ref !== undefined) return exampleOf(document, resolveSchema(document, schema));
  if (schema.enum !== undefined) return schema.enum[0];
  if (schema.allOf !== undefined) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleOf(document, part) as object));
  }
  if (schema.type === 'array' && schema.items !== undefined) {
    const item = exampleOf(document, schema.items);
    return item === undefined ? undefined : [item];
  }
  if (schema.properties === undefined) return undefined;
  const entries = Object.entries(schema.properties).map(([name, property]) => [name, exampleOf(document, property)]);
  return entries.some(([, value]) => value === undefined) ? undefined : Object.fromEntries(entries);
}
