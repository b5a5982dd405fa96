import { JSON_BODY_LIMIT_BYTES } from './common/write-request-checks';
import { DATABASE_RETRY_AFTER_SECONDS } from './common/database-unavailable';
import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { HeaderObject, OperationObject, ReferenceObject, ResponseObject, SchemaObject } from '@nestjs/swagger';
import { API_VERSION, UNVERSIONED_PREFIX, VERSIONED_PREFIX } from './common/api-version';
import { PAGINATION_HEADER_COMPONENTS } from './common/pagination';
import { limitOf, RATE_LIMIT_EXTENSION, RATE_LIMITS, RateLimitName } from './common/throttling/rate-limit';
import type { AppConfig } from './config/app-config';
import { ADMIN_BEARER_SCHEME, ADMIN_SESSION_SCHEME } from './admin-access/admin-api.decorators';
import { OWNER_COOKIE, OWNER_SESSION_SCHEME } from './owners/owner-cookie';
import { APP_CONFIG } from './config/config.module';
import {
  MESSAGE_DATABASE_UNAVAILABLE,
  MESSAGE_CROSS_SITE_REQUEST,
  MESSAGE_UNSUPPORTED_MEDIA_TYPE,
  MESSAGE_REQUEST_TOO_LARGE,
  MESSAGE_INTERNAL_ERROR,
  MESSAGE_BAD_REQUEST,
} from './common/common-messages';

/**
 * The settings the committed docs/openapi.json is written with (`npm run api:generate`): the example
 * installation of .env.example; a running server describes itself with its own PUBLIC_BASE_URL.
 */
export const COMMITTED_DOCUMENT_ENV = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  PUBLIC_BASE_URL: 'https://branchenbuch.example',
} as const;

/** Every tag of the document with its German description, in the order the documentation lists them. */
export const API_TAGS = {
  businesses: 'Unternehmen suchen, anzeigen, eintragen und mit dem Bearbeitungslink ändern.',
  reviews: 'Bewertungen lesen, abgeben und melden; die Durchschnittsbewertung eines Unternehmens.',
  'landing-pages': 'Branchenseiten (Branche × Stadt): Trefferlisten und die Verweise darauf.',
  contact: 'Nachrichten an den Betreiber über das Kontaktformular.',
  objects: 'Bild-Uploads (signierte Upload-Adressen, Prüfung und Normalisierung) und das Ausliefern der Bilder.',
  site: 'Angaben zum Betreiber für Impressum, Kontakt und Seitenfuß.',
  health: 'Betriebszustand für Load Balancer und Überwachung.',
  owner: 'Inhaber: Anmeldung per E-Mail-Link, Session-Cookie, Übernahme von Einträgen, eigene Einträge.',
  admin:
    'Verwaltung (nur mit Admin-Session): Anmeldung, Einträge, Prüfung, Bewertungen, Übernahmen, Postausgang, Protokoll, Import.',
} as const;

function sortKeys<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b))) as T;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The headers every response, or every response of a limited operation, carries (`components.headers`). */
const SHARED_HEADERS: Record<string, HeaderObject> = {
  'X-Request-Id': {
    description: 'Kennung der Anfrage (aus dem eingehenden X-Request-Id übernommen oder neu); steht in den Server-Logs',
    required: true,
    schema: { type: 'string', example: '2679e077-f842-4cf3-af66-8b8a6fd48e2d' },
  },
  'RateLimit-Policy': {
    description:
      'Die Begrenzung dieser Operation (IETF draft-ietf-httpapi-ratelimit-headers): Name, q = Anfragen, w = Sekunden',
    required: true,
    schema: { type: 'string', example: '"search";q=120;w=60' },
  },
  RateLimit: {
    description: 'Stand der Begrenzung (IETF): r = verbleibende Anfragen, t = Sekunden bis zum neuen Fenster',
    required: true,
    schema: { type: 'string', example: '"search";r=117;t=42' },
  },
  'X-RateLimit-Limit': {
    description: 'Anfragen je Fenster und Adresse',
    required: true,
    schema: { type: 'integer', minimum: 1, example: 120 },
  },
  'X-RateLimit-Remaining': {
    description: 'Verbleibende Anfragen im laufenden Fenster',
    required: true,
    schema: { type: 'integer', minimum: 0, example: 117 },
  },
  'X-RateLimit-Reset': {
    description: 'Sekunden, bis das Fenster (bzw. die Sperre) endet',
    required: true,
    schema: { type: 'integer', minimum: 0, example: 42 },
  },
  ETag: {
    description:
      'Kennzeichen dieser Fassung der Antwort; als If-None-Match zurückgeschickt antwortet der Server 304, solange sie gilt',
    required: true,
    schema: { type: 'string', example: 'W/"kJ2d8s0x7Wq1bN4yR6tV3zA5cE9"' },
  },
  'Retry-After': {
    description: 'Sekunden, nach denen ein neuer Versuch Erfolg haben kann',
    required: true,
    schema: { type: 'integer', minimum: 0, example: 42 },
  },
};
const RATE_LIMIT_RESPONSE_HEADERS = [
  'RateLimit-Policy',
  'RateLimit',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
];

/** German names of the limits, for the operation descriptions. */
const RATE_LIMIT_SETTINGS: Record<RateLimitName, string> = {
  search: 'THROTTLE_SEARCH_LIMIT/_WINDOW_SECONDS',
  read: 'THROTTLE_READ_LIMIT/_WINDOW_SECONDS',
  createBusiness: 'THROTTLE_CREATE_BUSINESS_LIMIT/_WINDOW_SECONDS',
  createReview: 'THROTTLE_CREATE_REVIEW_LIMIT/_WINDOW_SECONDS',
  reportReview: 'THROTTLE_REPORT_REVIEW_LIMIT/_WINDOW_SECONDS',
  contact: 'THROTTLE_CONTACT_LIMIT/_WINDOW_SECONDS',
  adminPath: 'THROTTLE_ADMIN_PATH_LIMIT/_WINDOW_SECONDS',
  uploadUrl: 'THROTTLE_UPLOAD_URL_LIMIT/_WINDOW_SECONDS',
  render: 'THROTTLE_RENDER_LIMIT/_WINDOW_SECONDS',
  editBusiness: 'THROTTLE_EDIT_BUSINESS_LIMIT/_WINDOW_SECONDS',
  ownerLogin: 'THROTTLE_OWNER_LOGIN_LIMIT/_WINDOW_SECONDS',
  claim: 'THROTTLE_CLAIM_LIMIT/_WINDOW_SECONDS',
};

function headerRef(name: string): { $ref: string } {
  return { $ref: `#/components/headers/${name}` };
}

/**
 * Documents the response headers every answer carries and, on operations under a per-IP limit
 * (the `x-rate-limit` extension of @RateLimit), the limit in the description and its headers.
 * A listing's Link header (paginationHeaders), whose example is the endpoint's own, becomes the
 * component `Link.<operationId>` in `components`.
 */
function documentHeaders(
  operation: OperationObject,
  config: AppConfig,
  components: Record<string, HeaderObject>,
): void {
  const name = (operation as unknown as Record<string, unknown>)[RATE_LIMIT_EXTENSION] as RateLimitName | undefined;
  const limited = name !== undefined && RATE_LIMITS.includes(name);
  if (limited) {
    const { limit, windowMs } = limitOf(config, name);
    const rule = `Begrenzung: ${limit} Anfragen je ${windowMs / 1000} s und Adresse (${RATE_LIMIT_SETTINGS[name]}); darüber 429 mit Retry-After.`;
    operation.description = operation.description === undefined ? rule : `${operation.description} ${rule}`;
  }
  for (const [status, response] of Object.entries(operation.responses) as [string, ResponseObject][]) {
    if ('$ref' in response) continue; // a shared response (components.responses) documents its own headers
    const headers: Record<string, HeaderObject | { $ref: string }> = { ...(response.headers ?? {}) };
    const link = headers.Link;
    if (link !== undefined && !('$ref' in link)) {
      const name = `Link.${operation.operationId}`;
      components[name] = link;
      headers.Link = headerRef(name);
    }
    headers['X-Request-Id'] = headerRef('X-Request-Id');
    if (limited && (status.startsWith('2') || status === '429')) {
      for (const header of RATE_LIMIT_RESPONSE_HEADERS) headers[header] = headerRef(header);
    }
    if (status === '429' || status === '503') headers['Retry-After'] = headerRef('Retry-After');
    // An operation that answers 304 to If-None-Match sends the tag to ask with.
    if (status === '200' && operation.responses['304'] !== undefined) headers.ETag = headerRef('ETag');
    response.headers = headers;
  }
}

/** The document's frame: title, description, contact, server, security schemes and tags. */
function documentBuilder(config: AppConfig): DocumentBuilder {
  const base = config.publicBaseUrl;
  const builder = new DocumentBuilder()
    .setTitle('Branchenbuch API')
    .setDescription(
      'Öffentliche und administrative Schnittstelle des Branchenbuchs: Unternehmenssuche, Einträge, Bewertungen, Bild-Uploads und Verwaltung. ' +
        'Fehler haben immer dieselbe Form (statusCode, error, code, message, bei Eingabefehlern errors[]); `code` ist stabil, `message` ist deutscher Text für Menschen. ' +
        `Version ${API_VERSION}: jeder Pfad unter ${UNVERSIONED_PREFIX}/ antwortet gleich auch unter ${VERSIONED_PREFIX}/ (gleiche Handler, gleiche Begrenzungen); ` +
        `${UNVERSIONED_PREFIX}/ bleibt dauerhaft Version 1. Innerhalb von ${API_VERSION} kommen nur Ergänzungen hinzu; Abkündigungen stehen als deprecated im Dokument ` +
        'und als Deprecation- und Sunset-Header in den Antworten, mindestens sechs Monate vor dem Wegfall (docs/api.md im Repository).',
    )
    .setVersion('1.0.0')
    .setContact(config.operator.companyName, `${base}/kontakt`, config.operator.email)
    .setLicense('Nutzung nach den Allgemeinen Geschäftsbedingungen', `${base}/agb`)
    .setTermsOfService(`${base}/agb`)
    .addServer(base, 'Diese Installation')
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: 'x-admin-session',
        description: 'Admin-Session-Token (aus POST /api/admin/login)',
      },
      ADMIN_SESSION_SCHEME,
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description:
          'Dasselbe Admin-Session-Token als `Authorization: Bearer <Token>` (ein undurchsichtiges Token, kein JWT)',
      },
      ADMIN_BEARER_SCHEME,
    )
    .addCookieAuth(
      OWNER_COOKIE,
      {
        type: 'apiKey',
        in: 'cookie',
        name: OWNER_COOKIE,
        description:
          'Inhaber-Session (aus POST /api/owner/session; HttpOnly, SameSite=Lax, 30 Tage ab letzter Nutzung)',
      },
      OWNER_SESSION_SCHEME,
    );
  for (const [name, description] of Object.entries(API_TAGS)) builder.addTag(name, description);
  return builder;
}

/** What every operation states besides its own answers: its security, the shared error answers, the headers. */
function completeOperations(document: OpenAPIObject, config: AppConfig, headers: Record<string, HeaderObject>): void {
  // Operations without an admin session say so explicitly: no security requirement at all.
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation === undefined) continue;
      if (operation.security === undefined) operation.security = [];
      // Any operation can fail unexpectedly: the generic 500, unless the operation documents its own.
      operation.responses['500'] ??= { $ref: '#/components/responses/InternalError' };
      // A URL that cannot be read (a broken %-escape, bytes that are no UTF-8) is refused before any operation.
      operation.responses['400'] ??= { $ref: '#/components/responses/MalformedRequest' };
      // And with the database away for a moment (a restart, a failover), anything that reads or writes it.
      if (path.startsWith('/api/') && !WITHOUT_DATABASE.includes(operation.operationId ?? '')) {
        operation.responses['503'] ??= { $ref: '#/components/responses/DatabaseUnavailable' };
      }
      if (WRITE_METHODS.includes(method) && path.startsWith('/api/')) documentWriteChecks(operation);
      documentHeaders(operation, config, headers);
    }
  }
}

/** The error answers any operation may give, referenced from each operation (components.responses). */
function sharedResponses(): Record<string, ResponseObject> {
  return {
    InternalError: {
      description:
        'Unerwarteter Serverfehler (code INTERNAL_ERROR); requestId (auch im Header X-Request-Id) nennt die Anfrage in den Server-Logs',
      headers: { 'X-Request-Id': headerRef('X-Request-Id') },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/ErrorBodyDto' },
          example: {
            statusCode: 500,
            error: 'Internal Server Error',
            code: 'INTERNAL_ERROR',
            message: MESSAGE_INTERNAL_ERROR,
            requestId: '2679e077-f842-4cf3-af66-8b8a6fd48e2d',
          },
        },
      },
    },
    MalformedRequest: {
      description: 'Anfrage nicht lesbar, etwa eine URL mit kaputtem %-Escape (code MALFORMED_REQUEST)',
      headers: { 'X-Request-Id': headerRef('X-Request-Id') },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/ErrorBodyDto' },
          example: { statusCode: 400, error: 'Bad Request', code: 'MALFORMED_REQUEST', message: MESSAGE_BAD_REQUEST },
        },
      },
    },
    DatabaseUnavailable: {
      description: `Datenbank vorübergehend nicht erreichbar (code SERVICE_UNAVAILABLE); Retry-After nennt die Wartezeit (${DATABASE_RETRY_AFTER_SECONDS} s)`,
      headers: { 'X-Request-Id': headerRef('X-Request-Id'), 'Retry-After': headerRef('Retry-After') },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/ErrorBodyDto' },
          example: {
            statusCode: 503,
            error: 'Service Unavailable',
            code: 'SERVICE_UNAVAILABLE',
            message: MESSAGE_DATABASE_UNAVAILABLE,
            requestId: '2679e077-f842-4cf3-af66-8b8a6fd48e2d',
          },
        },
      },
    },
  };
}

/**
 * The API description; paths and schemas sorted so the committed file changes only with the API.
 * The server and contact come from the configuration (PUBLIC_BASE_URL, OPERATOR_*).
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = app.get<AppConfig>(APP_CONFIG);
  const document = SwaggerModule.createDocument(app, documentBuilder(config).build(), {
    operationIdFactory: (_controllerKey: string, methodKey: string) => methodKey,
  });
  // @nestjs/swagger writes bearerFormat "JWT" for every bearer scheme; this token is opaque.
  const bearer = document.components?.securitySchemes?.[ADMIN_BEARER_SCHEME];
  if (bearer !== undefined && 'bearerFormat' in bearer) delete bearer.bearerFormat;
  const headers: Record<string, HeaderObject> = { ...SHARED_HEADERS, ...PAGINATION_HEADER_COMPONENTS };
  completeOperations(document, config, headers);
  document.components = {
    ...document.components,
    headers: sortKeys(headers),
    responses: sharedResponses(),
  };
  document.paths = sortKeys(document.paths);
  if (document.components?.schemas !== undefined) {
    for (const schema of Object.values(document.components.schemas)) withoutRequiredDefaults(schema);
    closeRequestSchemas(document);
    acceptCategoryCodes(document.components.schemas);
    document.components.schemas = sortKeys(document.components.schemas);
  }
  return document;
}

/**
 * A default says what an absent field means, so a field that must be sent has none. A form that requires what
 * another form defaults (the admin form's country) inherits the default with the field (@nestjs/swagger merges a
 * subclass's property into its parent's and drops what is undefined), so it is taken off here.
 */
function withoutRequiredDefaults(schema: SchemaObject | ReferenceObject): void {
  if ('$ref' in schema) return;
  for (const name of schema.required ?? []) {
    const property = schema.properties?.[name];
    if (property !== undefined && !('$ref' in property)) delete property.default;
  }
}

/** The names of the component schemas `value` references, and those they reference in turn. */
function reachableSchemas(value: unknown, schemas: Record<string, unknown>): Set<string> {
  const found = new Set<string>();
  const pending = [value];
  while (pending.length > 0) {
    const text = JSON.stringify(pending.pop());
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (found.has(name)) continue;
      found.add(name);
      pending.push(schemas[name]);
    }
  }
  return found;
}

/**
 * The validation pipe refuses fields a JSON body's class does not declare (forbidNonWhitelisted), at every
 * depth: the schemas only requests use say so (`additionalProperties: false`). Schemas that answers use too stay
 * open, since answers may gain fields within the version.
 */
function closeRequestSchemas(document: OpenAPIObject): void {
  const schemas = document.components?.schemas ?? {};
  const operations = Object.values(document.paths).flatMap((item) =>
    METHODS.flatMap((method) => (item[method] === undefined ? [] : [item[method]])),
  );
  const requests = operations.map(
    (operation) => (operation.requestBody as { content?: Record<string, unknown> })?.content?.['application/json'],
  );
  const inRequests = reachableSchemas(requests, schemas);
  const inAnswers = reachableSchemas(
    operations.map((operation) => operation.responses),
    schemas,
  );
  for (const name of inRequests) {
    const schema = schemas[name];
    if (inAnswers.has(name) || schema === undefined || '$ref' in schema || schema.type !== 'object') continue;
    schema.additionalProperties = false;
  }
}

const ENTRY_CATEGORY_REF = '#/components/schemas/EntryCategory';

/**
 * The forms take an entry category by its German name or by its code (BusinessFieldsDto). The name keeps its
 * named enum (EntryCategory, which clients build their forms from); the field is either that or the code.
 */
function acceptCategoryCodes(schemas: Record<string, SchemaObject | ReferenceObject>): void {
  for (const schema of Object.values(schemas)) {
    const category = '$ref' in schema ? undefined : schema.properties?.category;
    if (category === undefined || '$ref' in category) continue;
    const [only, ...more] = category.allOf ?? [];
    if (only === undefined || more.length > 0 || !('$ref' in only) || only.$ref !== ENTRY_CATEGORY_REF) continue;
    delete category.allOf;
    category.anyOf = [{ $ref: ENTRY_CATEGORY_REF }, { $ref: '#/components/schemas/EntryCategoryCode' }];
  }
}

const WRITE_METHODS: readonly string[] = ['post', 'put', 'patch', 'delete'];
/** Operations that answer from the configuration alone, so a database outage does not reach them. */
const WITHOUT_DATABASE: readonly string[] = ['getHealth', 'getSiteInfo'];

/** What every write under /api may answer before its handler runs (common/write-request-checks.ts). */
function documentWriteChecks(operation: OperationObject): void {
  const errorBody = (status: number, error: string, code: string, message: string) => ({
    'application/json': {
      schema: { $ref: '#/components/schemas/ErrorBodyDto' },
      example: { statusCode: status, error, code, message },
    },
  });
  const crossSite = `Schreibende Anfrage einer fremden Website (Origin weder diese Installation noch CORS_ORIGINS, oder Sec-Fetch-Site: cross-site), code CROSS_SITE_REQUEST`;
  const forbidden = operation.responses['403'] as ResponseObject | undefined;
  if (forbidden === undefined) {
    operation.responses['403'] = {
      description: crossSite,
      content: errorBody(403, 'Forbidden', 'CROSS_SITE_REQUEST', MESSAGE_CROSS_SITE_REQUEST),
    };
  } else if (!('$ref' in forbidden)) {
    forbidden.description = `${forbidden.description}; oder: ${crossSite}`;
  }
  const consumesMultipart = Object.keys(
    (operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content ?? {},
  ).includes('multipart/form-data');
  const unsupported = `Rumpf nicht als JSON${consumesMultipart ? ' oder multipart/form-data' : ''} (code UNSUPPORTED_MEDIA_TYPE)`;
  operation.responses['415'] ??= {
    description: unsupported,
    content: errorBody(415, 'Unsupported Media Type', 'UNSUPPORTED_MEDIA_TYPE', MESSAGE_UNSUPPORTED_MEDIA_TYPE),
  };
  operation.responses['413'] ??= {
    description: `JSON-Rumpf größer als ${JSON_BODY_LIMIT_BYTES / 1024 / 1024} MB (code PAYLOAD_TOO_LARGE)`,
    content: errorBody(413, 'Payload Too Large', 'PAYLOAD_TOO_LARGE', MESSAGE_REQUEST_TOO_LARGE),
  };
}

/** The committed file's exact text. */
export function renderOpenApiDocument(document: OpenAPIObject): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The admin area's operations: documented for the back office, not for everyone (publicOpenApiDocument). */
const ADMIN_PATH_PREFIX = '/api/admin/';

/** Every `$ref` target name under `#/components/<kind>/` that `value` uses. */
function referencedComponents(value: unknown, found: Set<string>): Set<string> {
  const text = JSON.stringify(value);
  for (const match of text.matchAll(/"#\/components\/(\w+)\/([^"]+)"/g)) found.add(`${match[1]}/${match[2]}`);
  return found;
}

/**
 * The document every visitor may read (`/api/docs-json`, Swagger UI): the public operations only, with the
 * components they use. The whole document, admin operations and the import included, is the committed
 * docs/openapi.json and `/api/admin/docs-json` behind an admin session.
 */
export function publicOpenApiDocument(document: OpenAPIObject): OpenAPIObject {
  const paths = Object.fromEntries(
    Object.entries(document.paths).filter(([path]) => !path.startsWith(ADMIN_PATH_PREFIX)),
  );
  // Components reachable from the public paths, following references inside components too.
  const used = referencedComponents(paths, new Set());
  const components = (document.components ?? {}) as Record<string, Record<string, unknown> | undefined>;
  for (let size = -1; size !== used.size;) {
    size = used.size;
    for (const name of [...used]) {
      const [kind, key] = name.split('/');
      referencedComponents(components[kind]?.[key], used);
    }
  }
  const publicComponents = Object.fromEntries(
    Object.entries(components).map(([kind, entries]) => [
      kind,
      kind === 'securitySchemes' || entries === undefined
        ? entries
        : Object.fromEntries(Object.entries(entries).filter(([key]) => used.has(`${kind}/${key}`))),
    ]),
  );
  const usedTags = new Set(
    Object.values(paths).flatMap((item) =>
      METHODS.flatMap((method) => (item as Record<string, OperationObject | undefined>)[method]?.tags ?? []),
    ),
  );
  return {
    ...document,
    paths,
    components: publicComponents,
    tags: document.tags?.filter((tag) => usedTags.has(tag.name)),
  };
}
