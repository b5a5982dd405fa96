import type { OpenAPIObject } from '@nestjs/swagger';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import request from 'supertest';
import { exampleOf, operationsOf, resolveSchema, Schema } from './support/hostile/openapi-operations';
import { OpenApiContract } from './support/openapi-contract-check';
import { createTestApp, TestApp } from './support/test-app';
import { hashToken, randomToken } from '../src/common/crypto';
import { BusinessOwner } from '../src/owners/business-owner.entity';
import { OwnerSession } from '../src/owners/owner-session.entity';
import { Owner } from '../src/owners/owner.entity';

/**
 * What integrators generate clients from (issue 16): the committed docs/openapi.json (its staleness test
 * ties it to the code). Integers are integers, texts that are dates, addresses or URLs say so, every
 * parameter has a type, the listing headers are shared components, and every body has an example.
 */
const document = JSON.parse(readFileSync(resolve(__dirname, '../../docs/openapi.json'), 'utf8')) as OpenAPIObject;
const operations = operationsOf(document);

interface RawParameter {
  name: string;
  in: string;
  schema?: Schema & { pattern?: string; minLength?: number };
}
interface RawResponse {
  $ref?: string;
  content?: Record<string, { schema: Schema }>;
  headers?: Record<string, { $ref?: string }>;
}
interface RawOperation {
  operationId: string;
  parameters?: RawParameter[];
  responses: Record<string, RawResponse>;
}
interface HeaderComponent {
  required?: boolean;
  description?: string;
  schema: Schema;
}

function rawOperations(): [string, RawOperation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.values(item as Record<string, RawOperation>)
      .filter((operation) => typeof operation === 'object' && 'responses' in operation)
      .map((operation): [string, RawOperation] => [path, operation]),
  );
}

/** Every property of every component schema, as `Schema.property`. */
function properties(): [string, string, Schema][] {
  return Object.entries(document.components?.schemas ?? {}).flatMap(([name, schema]) =>
    Object.entries((schema as Schema).properties ?? {}).map(([property, value]): [string, string, Schema] => [
      name,
      property,
      value,
    ]),
  );
}

const headers = (document.components?.headers ?? {}) as Record<string, HeaderComponent>;

describe('OpenAPI contract: types and formats', () => {
  it('has fractional numbers only where values are fractional; every count, page and rating is an integer', () => {
    const numbers = new Set(
      properties().flatMap(([, property, schema]) => (schema.type === 'number' ? [property] : [])),
    );
    expect([...numbers].sort()).toEqual(['averageRating', 'distanceKm', 'latitude', 'longitude']);
    for (const [, operation] of rawOperations()) {
      for (const parameter of operation.parameters ?? [])
        expect([parameter.name, parameter.schema?.type]).not.toEqual([parameter.name, 'number']);
    }
    const integers = ['rating', 'reviewCount', 'totalReviews', 'reportCount', 'count', 'statusCode', 'total', 'page'];
    for (const [schema, property, value] of properties().filter(([, name]) => integers.includes(name))) {
      expect([schema, property, value.type]).toEqual([schema, property, 'integer']);
    }
  });

  it('types page, limit, minRating and radius as integers with the bounds validation has', () => {
    for (const [path, operation] of rawOperations()) {
      for (const parameter of operation.parameters ?? []) {
        if (!['page', 'limit', 'minRating', 'radius'].includes(parameter.name)) continue;
        expect([path, parameter.name, parameter.schema?.type]).toEqual([path, parameter.name, 'integer']);
        expect(parameter.schema?.minimum).toBeGreaterThanOrEqual(1);
        expect(parameter.schema?.maximum).toBeGreaterThan(parameter.schema?.minimum ?? 0);
      }
    }
    const rating = resolveSchema(document, { $ref: '#/components/schemas/CreateReviewDto' }).properties?.rating;
    expect(rating).toMatchObject({ type: 'integer', minimum: 1, maximum: 5 });
  });

  it('gives every parameter a schema with a type', () => {
    for (const [path, operation] of rawOperations()) {
      for (const parameter of operation.parameters ?? []) {
        const type = resolveSchema(document, parameter.schema ?? {}).type;
        expect([path, parameter.name, typeof type]).toEqual([path, parameter.name, 'string']);
      }
    }
  });

  it('marks times as date-time, e-mail addresses as email and URLs as uri (paths as uri-reference)', () => {
    const expected = (property: string): string | undefined => {
      if (/At$/.test(property) || ['loginTime', 'expiresAt'].includes(property)) return 'date-time';
      if (property === 'email') return 'email';
      if (['website', 'url', 'objectUrl', 'uploadUrl'].includes(property)) return 'uri';
      if (['imageUrl', 'normalizedPath'].includes(property)) return 'uri-reference';
      return undefined;
    };
    const checked = properties().filter(([, property]) => expected(property) !== undefined);
    expect(checked.length).toBeGreaterThan(20);
    for (const [schema, property, value] of checked) {
      expect([schema, property, value.format]).toEqual([schema, property, expected(property)]);
    }
  });

  it('closes every JSON request body to fields it does not name, as validation refuses them', () => {
    const bodies = operations.flatMap((operation) => {
      const schema = operation.requestBody['application/json'];
      return schema === undefined ? [] : [[operation.operationId, resolveSchema(document, schema)] as const];
    });
    expect(bodies.length).toBeGreaterThan(15);
    for (const [operationId, schema] of bodies) {
      expect([operationId, (schema as { additionalProperties?: unknown }).additionalProperties]).toEqual([
        operationId,
        false,
      ]);
    }
  });

  it('types the object path and the fields of the local upload form', () => {
    // The path of the image URLs the API returns (/objects/public/<uuid>.webp): one segment after public/.
    const getObject = document.paths['/objects/public/{file}'].get as unknown as RawOperation;
    expect(getObject.parameters?.[0]).toMatchObject({
      name: 'file',
      in: 'path',
      schema: { type: 'string', minLength: 1, maxLength: 193, pattern: '^[A-Za-z0-9\\-_.]+$' },
    });
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/objects/'))).toEqual([
      '/objects/public/{file}',
    ]);
    const form = resolveSchema(
      document,
      (document.paths['/objects'].post?.requestBody as { content: Record<string, { schema: Schema }> }).content[
        'multipart/form-data'
      ].schema,
    );
    for (const field of ['expires', 'maxSize', 'signature', 'key']) {
      expect(form.properties?.[field]).toMatchObject({ type: 'string', pattern: expect.any(String) });
    }
  });

  it("declares getObject's image types for the image only and its errors as the JSON error body", () => {
    const getObject = document.paths['/objects/public/{file}'].get as unknown as RawOperation;
    expect(Object.keys(getObject.responses['200'].content ?? {}).sort()).toEqual([
      'image/gif',
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    for (const status of ['400', '404']) {
      expect(getObject.responses[status].content).toEqual({
        'application/json': expect.objectContaining({ schema: { $ref: '#/components/schemas/ErrorBodyDto' } }),
      });
    }
  });
});

describe('OpenAPI contract: response headers', () => {
  it('defines X-Total-Count, X-Total-Count-Exact and X-Request-Id once, typed, described and required', () => {
    expect(headers['X-Total-Count']).toMatchObject({ required: true, schema: { type: 'integer', minimum: 0 } });
    expect(headers['X-Total-Count-Exact']).toMatchObject({ required: true, schema: { enum: ['true', 'false'] } });
    expect(headers['X-Request-Id']).toMatchObject({ required: true, schema: { type: 'string' } });
    for (const name of ['X-Total-Count', 'X-Total-Count-Exact', 'X-Request-Id']) {
      expect(headers[name].description).toMatch(/[a-zäöü]{4}/);
    }
  });

  it('references X-Request-Id from every response', () => {
    for (const [path, operation] of rawOperations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (response.$ref !== undefined) continue;
        expect([path, status, response.headers?.['X-Request-Id']]).toEqual([
          path,
          status,
          { $ref: '#/components/headers/X-Request-Id' },
        ]);
      }
    }
  });

  it("gives every listing the shared count headers and a Link header whose example is the endpoint's own", () => {
    const listings = rawOperations().filter(([, operation]) => operation.responses['200']?.headers?.Link !== undefined);
    expect(listings.map(([, operation]) => operation.operationId).sort()).toEqual([
      'getLandingPage',
      'listAdminBusinesses',
      'listAuditLog',
      'listBusinesses',
      'listClaims',
      'listContactMessages',
      'listOutbox',
      'listOwnerReviews',
      'listReportedAnswers',
      'listReportedReviews',
      'listReviews',
    ]);
    for (const [path, operation] of listings) {
      const sent = operation.responses['200'].headers ?? {};
      expect(sent['X-Total-Count']).toEqual({ $ref: '#/components/headers/X-Total-Count' });
      expect(sent['X-Total-Count-Exact']).toEqual({ $ref: '#/components/headers/X-Total-Count-Exact' });
      expect(sent.Link).toEqual({ $ref: `#/components/headers/Link.${operation.operationId}` });
      const link = headers[`Link.${operation.operationId}`];
      // Every answer of a listing has its Link header, except the random pick of the search (sort=random).
      expect([operation.operationId, link.required]).toEqual([
        operation.operationId,
        operation.operationId !== 'listBusinesses',
      ]);
      const target = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/?]+')}\\?`);
      const targets = [...String(link.schema.example).matchAll(/<([^>]+)>; rel="(first|prev|next|last)"/g)];
      expect(targets.map(([, , rel]) => rel)).toEqual(['first', 'prev', 'next', 'last']);
      for (const [, url] of targets)
        expect([operation.operationId, url]).toEqual([operation.operationId, expect.stringMatching(target)]);
    }
  });
});

describe('OpenAPI contract: the check that every answer of the API tests passes (createTestApp)', () => {
  const contract = new OpenApiContract(document);
  const requestId = { 'x-request-id': '2679e077-f842-4cf3-af66-8b8a6fd48e2d' };
  const json = { ...requestId, 'content-type': 'application/json; charset=utf-8' };
  const rating = (body: unknown) => ({
    method: 'GET',
    url: '/api/businesses/6a0d3f8e-2b1c-4f7a-9d3e-1c2b3a4d5e6f/rating',
    statusCode: 200,
    headers: { ...json, etag: 'W/"x"' },
    body: JSON.stringify(body),
  });

  it('passes an answer as documented', () => {
    expect(contract.problems(rating({ averageRating: 4.5, totalReviews: 2 }))).toEqual([]);
  });

  it('catches an undocumented status, a body off its schema, a missing header and a wrong method', () => {
    expect(contract.problems({ ...rating({}), statusCode: 402 })).toEqual(['getRating 402: Status nicht dokumentiert']);
    expect(contract.problems(rating({ averageRating: 'gut', totalReviews: 2 }))).toEqual([
      'getRating 200: Schema: /averageRating must be number',
    ]);
    expect(contract.problems({ ...rating({ averageRating: 4.5, totalReviews: 2 }), headers: json })).toEqual([
      'getRating 200: Header ETag fehlt',
    ]);
    const wrongMethod = { method: 'DELETE', url: '/api/contact', statusCode: 404, headers: json, body: '{}' };
    expect(contract.problems(wrongMethod)).toEqual([
      'falsche Methode DELETE: 404 statt 405',
      'falsche Methode DELETE: Allow „“ statt „POST“',
    ]);
  });

  it('matches the image URLs the API returns to a documented path', () => {
    const image = {
      method: 'GET',
      url: '/objects/public/6a0d3f8e-2b1c-4f7a-9d3e-1c2b3a4d5e6f.webp',
      statusCode: 418,
      headers: requestId,
      body: undefined,
    };
    expect(contract.problems(image)).toEqual(['getObject 418: Status nicht dokumentiert']);
  });
});

describe('OpenAPI contract: examples', () => {
  it('has an example for every request body and every successful response with a body', () => {
    let checked = 0;
    for (const operation of operations) {
      const bodies = [
        ...Object.entries(operation.requestBody).map(([type, schema]) => [`Anfrage ${type}`, schema] as const),
        ...Object.entries(operation.responses).flatMap(([status, content]) =>
          Object.entries(content).map(([type, schema]) => [`${status} ${type}`, schema] as const),
        ),
      ];
      for (const [what, schema] of bodies) {
        checked += 1;
        expect([operation.operationId, what, exampleOf(document, schema) !== undefined]).toEqual([
          operation.operationId,
          what,
          true,
        ]);
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe('OpenAPI contract: the request examples are accepted as they stand', () => {
  const LOGIN = { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'ein-langes-geheimes-Passwort' };
  let t: TestApp;
  let session: string;

  const bodyExample = (operationId: string): object => {
    const operation = operations.find((candidate) => candidate.operationId === operationId);
    const schema = operation?.requestBody['application/json'];
    if (schema === undefined) throw new Error(`${operationId} hat keinen JSON-Rumpf`);
    return exampleOf(document, schema) as object;
  };

  beforeAll(async () => {
    t = await createTestApp(LOGIN);
    // The login example's own credentials are those of this test's administrator.
    const login = await request(t.server).post('/api/admin/login').send(bodyExample('adminLogin')).expect(200);
    session = login.body.sessionToken;
  });

  afterAll(async () => {
    await t.close();
  });

  it('takes every JSON request example but the one that names an upload of its own', async () => {
    const admin = { 'x-admin-session': session };
    const created = await request(t.server).post('/api/businesses').send(bodyExample('createBusiness')).expect(201);
    await request(t.server)
      .put(`/api/businesses/${created.body.id}`)
      .set('X-Edit-Token', created.body.editToken)
      .send(bodyExample('updateBusiness'))
      .expect(200);
    const published = await request(t.server)
      .post('/api/admin/businesses')
      .set(admin)
      .send(bodyExample('createAdminBusiness'))
      .expect(201);
    const id = published.body.id as string;
    await request(t.server)
      .put(`/api/admin/businesses/${id}`)
      .set(admin)
      .send(bodyExample('updateAdminBusiness'))
      .expect(200);
    const review = await request(t.server)
      .post(`/api/businesses/${id}/reviews`)
      .send(bodyExample('createReview'))
      .expect(201);
    await request(t.server)
      .post(`/api/reviews/${review.body.id}/reports`)
      .send(bodyExample('reportReview'))
      .expect(201);
    await request(t.server).post('/api/contact').send(bodyExample('sendContactMessage')).expect(201);
    await request(t.server).post('/api/objects/upload').send(bodyExample('requestUploadUrl')).expect(200);
    await request(t.server)
      .post(`/api/admin/businesses/${created.body.id}/reject`)
      .set(admin)
      .send(bodyExample('rejectAdminBusiness'))
      .expect(200);
    await request(t.server).post(`/api/businesses/${id}/claims`).send(bodyExample('claimBusiness')).expect(202);
    await request(t.server).post('/api/owner/login-link').send(bodyExample('requestOwnerLoginLink')).expect(202);
    // createOwnerSession's example has the shape of a mailed token; only a token from a real link signs in.
    const signIn = await request(t.server).post('/api/owner/session').send(bodyExample('createOwnerSession'));
    expect([signIn.status, signIn.body.code]).toEqual([401, 'LOGIN_LINK_INVALID']);
    // An owner's session as POST /api/owner/session makes one (its token only as a hash), without a mailed link.
    const owner = await t.dataSource.getRepository(Owner).save({ email: 'vertrag@example.de' });
    const ownerToken = randomToken();
    await t.dataSource
      .getRepository(OwnerSession)
      .insert({ ownerId: owner.id, tokenHash: hashToken(ownerToken), lastSeenAt: new Date() });
    await request(t.server)
      .put('/api/owner/settings')
      .set('cookie', `bb_owner=${ownerToken}`)
      .send(bodyExample('saveOwnerSettings'))
      .expect(200);
    await t.dataSource.getRepository(BusinessOwner).insert({ ownerId: owner.id, businessId: id });
    await request(t.server)
      .put(`/api/owner/reviews/${review.body.id}/answer`)
      .set('cookie', `bb_owner=${ownerToken}`)
      .send(bodyExample('saveReviewAnswer'))
      .expect(200);
    await request(t.server)
      .post(`/api/reviews/${review.body.id}/answer/reports`)
      .send(bodyExample('reportReviewAnswer'))
      .expect(201);
    await request(t.server)
      .put(`/api/owner/businesses/${id}`)
      .set('cookie', `bb_owner=${ownerToken}`)
      .send(bodyExample('updateOwnerBusiness'))
      .expect(200);
    await request(t.server)
      .put(`/api/owner/businesses/${id}/special-hours`)
      .set('cookie', `bb_owner=${ownerToken}`)
      .send(bodyExample('replaceSpecialHours'))
      .expect(200);
    await request(t.server)
      .put(`/api/admin/businesses/${id}/special-hours`)
      .set(admin)
      .send(bodyExample('replaceAdminSpecialHours'))
      .expect(200);
    await request(t.server).post(`/api/businesses/${id}/events`).send(bodyExample('countEvent')).expect(204);
    const sent = [
      'adminLogin',
      'createBusiness',
      'updateBusiness',
      'createAdminBusiness',
      'updateAdminBusiness',
      'createReview',
      'reportReview',
      'reportReviewAnswer',
      'sendContactMessage',
      'requestUploadUrl',
      'rejectAdminBusiness',
      'claimBusiness',
      'requestOwnerLoginLink',
      'createOwnerSession',
      'saveOwnerSettings',
      'saveReviewAnswer',
      'updateOwnerBusiness',
      'replaceSpecialHours',
      'replaceAdminSpecialHours',
      'countEvent',
    ];
    // normalizeUpload's example names an upload by its address; only a real upload's address is taken.
    const withJsonBody = operations.filter((operation) => operation.requestBody['application/json'] !== undefined);
    expect(withJsonBody.map((operation) => operation.operationId).sort()).toEqual([...sent, 'normalizeUpload'].sort());
  });
});
