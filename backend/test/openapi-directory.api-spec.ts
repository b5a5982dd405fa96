import { OpenAPIObject } from '@nestjs/swagger';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/app-config';
import { buildOpenApiDocument } from '../src/openapi';

type Operation = {
  operationId: string;
  summary: string;
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }>; headers?: Record<string, unknown> }>;
};

/** The directory endpoints as the generated client sees them; built offline, as the writer does. */
describe('OpenAPI document of the directory API', () => {
  let document: OpenAPIObject;

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_ON_EMPTY_DATABASE: 'true' });
    // Port 1 has no database: building the document must not touch one (nor seed it).
    const app = await createApp(config, { databaseUrl: 'postgres://offline@127.0.0.1:1/none', offline: true });
    await app.init();
    document = buildOpenApiDocument(app);
    await app.close();
  });

  function operation(path: string, method: 'get' | 'post' | 'put'): Operation {
    const found = (document.paths[path] as Record<string, Operation> | undefined)?.[method];
    if (found === undefined) throw new Error(`${method.toUpperCase()} ${path} fehlt`);
    return found;
  }

  const error = { $ref: '#/components/schemas/ErrorBodyDto' };

  it.each([
    // 503: a search past its budget or past the concurrent searches (issue 56), and anything while the database
    // is away; 304: the answers with an ETag (common/http-caching.ts).
    ['/api/businesses', 'get', 'listBusinesses', ['200', '304', '400', '429', '500', '503']],
    // Every write: 403 CROSS_SITE_REQUEST, 413 and 415 (common/write-request-checks.ts).
    ['/api/businesses', 'post', 'createBusiness', ['201', '400', '403', '413', '415', '429', '500', '503']],
    ['/api/businesses/{id}', 'get', 'getBusiness', ['200', '304', '400', '404', '429', '500', '503']],
    ['/api/businesses/{id}', 'put', 'updateBusiness', ['200', '400', '403', '404', '413', '415', '429', '500', '503']],
    ['/api/businesses/{id}/reviews', 'get', 'listReviews', ['200', '304', '400', '404', '500', '503']],
    [
      '/api/businesses/{id}/reviews',
      'post',
      'createReview',
      ['201', '400', '403', '404', '413', '415', '429', '500', '503'],
    ],
    ['/api/businesses/{id}/rating', 'get', 'getRating', ['200', '304', '400', '404', '500', '503']],
  ] as const)('%s %s is %s with a German summary and every status', (path, method, operationId, statuses) => {
    const op = operation(path, method);
    expect(op.operationId).toBe(operationId);
    expect(op.summary).toMatch(/[a-zäöü]/);
    expect(Object.keys(op.responses).sort()).toEqual([...statuses].sort());
    for (const status of statuses.filter((s) => s.startsWith('4'))) {
      expect(op.responses[status].content?.['application/json'].schema).toEqual(error);
    }
  });

  it('documents the pagination headers, the query parameters and the edit-token header', () => {
    const list = operation('/api/businesses', 'get');
    expect(Object.keys(list.responses['200'].headers ?? {}).sort()).toEqual([
      'ETag',
      'Link',
      'RateLimit',
      'RateLimit-Policy',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
      'X-Request-Id',
      'X-Search-Suggestion',
      'X-Total-Count',
      'X-Total-Count-Exact',
    ]);
    expect(list.parameters?.map((p) => p.name).sort()).toEqual([
      'category',
      'city',
      'cursor',
      'limit',
      'minRating',
      'near',
      'openNow',
      'page',
      'query',
      'radius',
      'sort',
      'verified',
    ]);
    expect(Object.keys(operation('/api/businesses/{id}/reviews', 'get').responses['200'].headers ?? {}).sort()).toEqual(
      ['ETag', 'Link', 'X-Request-Id', 'X-Total-Count', 'X-Total-Count-Exact'],
    );
    const update = operation('/api/businesses/{id}', 'put');
    expect(update.parameters).toContainEqual(
      expect.objectContaining({ name: 'X-Edit-Token', in: 'header', required: true }),
    );
  });

  it('gives every field of the directory DTOs an example and names the enums', () => {
    const schemas = document.components?.schemas ?? {};
    for (const name of [
      'BusinessDto',
      'CreateBusinessDto',
      'CreateBusinessResponseDto',
      'ReviewDto',
      'CreateReviewDto',
      'RatingDto',
    ]) {
      const schema = schemas[name] as { properties: Record<string, { example?: unknown }> };
      for (const [field, property] of Object.entries(schema.properties)) {
        expect([name, field, 'example' in property]).toEqual([name, field, true]);
      }
    }
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining([
        'EntryCategory',
        'EntryCategoryCode',
        'Country',
        'State',
        'BusinessSort',
        'BusinessStatus',
      ]),
    );
    const business = schemas.BusinessDto as { properties: Record<string, unknown> };
    expect(Object.keys(business.properties)).not.toContain('source');
    // The 35 fields it had before issue 13, plus the review status and the closure and open-now state,
    // (issue 14) the coordinates and the distance of an Umkreissuche, and (issue 16) the category's code.
    expect(Object.keys(business.properties)).toEqual(
      expect.arrayContaining([
        'status',
        'temporarilyClosed',
        'temporarilyClosedUntil',
        'openNow',
        'latitude',
        'longitude',
        'distanceKm',
        'categoryCode',
      ]),
    );
    expect(Object.keys(business.properties)).toHaveLength(43);
  });
});
