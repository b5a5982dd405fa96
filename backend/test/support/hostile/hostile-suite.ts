/**
 * Hostile input, generated (issue 15): for every operation of the OpenAPI document, fast-check
 * spoils a valid request — wrong types, missing and extra fields, huge and deeply nested bodies,
 * unicode edge cases, malformed JSON, wrong content types, injection strings — and checks that
 * the answer is never a 5xx, every 4xx is the one error body with a German message, every 2xx
 * matches the documented schema, and a refused request leaves every table as it was.
 *
 * HOSTILE_RUNS sets the cases per endpoint: small in `npm test`, 1,000 in `npm run test:resilience`.
 * HOSTILE_SEED replays a run (the seed is printed with any failure); `npm test` uses a fixed one.
 */
import { LandingPagesService } from '../../../src/landing/landing-pages.service';
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { hashToken, randomToken } from '../../../src/common/crypto';
import { buildOpenApiDocument } from '../../../src/openapi';
import { validBusinessPayload } from '../business-payloads';
import {
  buildRequest,
  describeRequest,
  FormBody,
  HostileRequest,
  MULTIPART,
  multipartBody,
  requestPlan,
  ValidRequest,
} from './hostile-requests';
import { Operation, operationsOf } from './openapi-operations';
import { changedTables, CheckedResponse, ResponseSchemas, TableChecksums } from './response-checks';
import { createTestApp, TestApp } from '../test-app';

const RUNS = Number(process.env.HOSTILE_RUNS ?? 12);
/**
 * `npm test` replays one fixed seed, so a gate on `main` cannot fail by chance; the 1,000-case run of
 * `npm run test:resilience` draws a new seed each time to explore (HOSTILE_SEED replays either).
 */
const FIXED_SEED = 20261123;
const SEED =
  process.env.HOSTILE_SEED !== undefined ? Number(process.env.HOSTILE_SEED) : RUNS <= 100 ? FIXED_SEED : undefined;

const ADMIN = { username: 'admin', password: 'feindliche-eingaben-2026', segment: 'feindlicher-admin-bereich-42' };
const HIGH = '1000000';
/** Every per-IP limit far above what the suite sends, so each case reaches validation. */
const LIMITS: Record<string, string> = {
  THROTTLE_SEARCH_LIMIT: HIGH,
  THROTTLE_READ_LIMIT: HIGH,
  THROTTLE_CREATE_BUSINESS_LIMIT: HIGH,
  THROTTLE_CREATE_REVIEW_LIMIT: HIGH,
  THROTTLE_REPORT_REVIEW_LIMIT: HIGH,
  THROTTLE_ADMIN_PATH_LIMIT: HIGH,
  THROTTLE_UPLOAD_URL_LIMIT: HIGH,
  THROTTLE_LOGIN_LIMIT: HIGH,
  THROTTLE_CONTACT_LIMIT: '10000',
  THROTTLE_EDIT_BUSINESS_LIMIT: HIGH,
  THROTTLE_OWNER_LOGIN_LIMIT: HIGH,
  THROTTLE_OWNER_LOGIN_ADDRESS_LIMIT: HIGH,
  THROTTLE_CLAIM_LIMIT: HIGH,
};

/** Tables an endpoint writes on purpose even when it refuses: a failed login is counted. */
const WRITES_WHEN_REFUSED: Record<string, string[]> = { adminLogin: ['admin_login_attempts'] };
/**
 * Tables an endpoint writes and puts back when it refuses: compared by values, so a refusal must leave
 * them as they were. An upload form is claimed atomically before its file is read (of two posts at
 * once only one gets through) and handed back when the file is refused, so the form stays usable.
 */
const RESTORED_WHEN_REFUSED: Record<string, string[]> = { postUpload: ['object_uploads'] };

/** Which suite file fuzzes which operation; split so Jest runs them side by side. */
export const HOSTILE_SUITES: Record<string, string[]> = {
  public: [
    'listBusinesses',
    'createBusiness',
    'getBusiness',
    'updateBusiness',
    'getRating',
    'listReviews',
    'createReview',
    'reportReview',
    'reportReviewAnswer',
    'sendContactMessage',
    'getHealth',
    'getReadiness',
    'getSiteInfo',
    'getLandingPage',
    'listLandingPageLinks',
    'listBusinessLandingPages',
    'findPossibleDuplicates',
    'countEvent',
  ],
  admin: [
    'listAdminBusinesses',
    'createAdminBusiness',
    'updateAdminBusiness',
    'deleteAdminBusiness',
    'approveAdminBusiness',
    'rejectAdminBusiness',
    'restoreAdminBusiness',
    'listContactMessages',
    'adminLogin',
    'adminLogout',
    'markFormCustomers',
    'checkAdminPath',
    'getAdminSession',
    'listReportedReviews',
    'hideReview',
    'restoreReview',
    'dismissReviewReports',
    'listReportedAnswers',
    'hideReviewAnswer',
    'restoreReviewAnswer',
    'dismissReviewAnswerReports',
    'listAuditLog',
    'getAdminSpecialHours',
    'replaceAdminSpecialHours',
  ],
  objects: ['normalizeUpload', 'requestUploadUrl', 'getObject', 'postUpload', 'uploadAdminImage'],
  owners: [
    'requestOwnerLoginLink',
    'createOwnerSession',
    'ownerLogout',
    'getOwner',
    'getOwnerSettings',
    'saveOwnerSettings',
    'listOwnerBusinesses',
    'getOwnerBusiness',
    'listOwnerReviews',
    'updateOwnerBusiness',
    'claimBusiness',
    'listClaims',
    'approveClaim',
    'rejectClaim',
    'undoClaim',
    'listOutbox',
    'saveReviewAnswer',
    'deleteReviewAnswer',
    'getSpecialHours',
    'replaceSpecialHours',
    'getStatistics',
    'getStatisticsCsv',
  ],
  // Each accepted case imports the whole bundled dataset (about two seconds).
  import: ['importProductionData'],
};

/** In `npm test` the import gets fewer cases (each accepted one takes seconds); the resilience run gives every endpoint RUNS. */
const RUN_SHARE: Record<string, number> = RUNS >= 1000 ? {} : { importProductionData: 0.25 };

function seconds(since: number): string {
  return ((Date.now() - since) / 1000).toFixed(0);
}

function runs(operationId: string): number {
  return Math.max(1, Math.round(RUNS * (RUN_SHARE[operationId] ?? 1)));
}

/** Christmas Eve of next year, 09:00–13:00: special hours that are valid whenever the suite runs. */
function specialHours(): { entries: Record<string, string>[] } {
  const day = `${new Date().getFullYear() + 1}-12-24`;
  return { entries: [{ startsOn: day, endsOn: day, opens: '09:00', closes: '13:00', note: 'Heiligabend' }] };
}

/** The hostile-input properties for one suite's operations, on one app and database of its own. */
export function describeHostileInput(suite: keyof typeof HOSTILE_SUITES): void {
  const operationIds = HOSTILE_SUITES[suite];
  describe(`hostile input, generated from the OpenAPI document (${suite})`, () => {
    let t: TestApp;
    let dataDir: string;
    let operations: Operation[];
    let schemas: ResponseSchemas;
    let checksums: TableChecksums;
    let png: Buffer;
    let adminToken: string;
    let business: { id: string; editToken: string; createdAt: number };
    /** A trade × city landing page with entries (recounted after the suite's own business is created). */
    let landing: { trade: string; city: string };
    let publicImage: string;
    let owner: { businessId: string; email: string; cookie: string } | undefined;

    async function send(request: HostileRequest): Promise<CheckedResponse> {
      const response = await t.app.inject({
        method: request.method,
        url: request.url,
        headers: { 'x-forwarded-for': '203.0.113.9', ...request.headers },
        payload: request.payload,
      });
      return { statusCode: response.statusCode, headers: response.headers, body: response.body };
    }

    async function json(method: HostileRequest['method'], url: string, body?: unknown, headers = {}) {
      const response = await t.app.inject({ method, url, headers, payload: body as object | undefined });
      if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.body === '' ? undefined : (JSON.parse(response.body) as Record<string, unknown>);
    }

    async function newSession(): Promise<string> {
      const token = randomToken();
      await t.dataSource.query(
        `INSERT INTO admin_sessions (user_id, token_hash, login_time, last_seen_at)
       SELECT id, $1, now(), now() FROM admin_users WHERE username = $2`,
        [hashToken(token), ADMIN.username],
      );
      return token;
    }

    async function newBusiness(): Promise<{ id: string; editToken: string; createdAt: number }> {
      const created = await json('POST', '/api/businesses', validBusinessPayload({ name: 'Feindliche Eingaben GmbH' }));
      // Published, so that it is listed (landing pages, search) like the entries visitors see.
      await json('POST', `/api/admin/businesses/${String(created?.id)}/approve`, undefined, {
        'x-admin-session': adminToken,
      });
      return { id: String(created?.id), editToken: String(created?.editToken), createdAt: Date.now() };
    }

    /** A fresh review on the suite's business; 'reported' files a report on it, 'hidden' also hides it. */
    async function newReview(state: 'visible' | 'reported' | 'hidden' = 'visible'): Promise<string> {
      const review = await json('POST', `/api/businesses/${business.id}/reviews`, {
        authorName: 'Erika Mustermann',
        rating: 2,
        comment: 'Eine Bewertung für die Moderation.',
      });
      const id = String(review?.id);
      if (state !== 'visible') await json('POST', `/api/reviews/${id}/reports`, { reason: 'spam' });
      if (state === 'hidden') {
        await json('POST', `/api/admin/reviews/${id}/hide`, undefined, { 'x-admin-session': adminToken });
      }
      return id;
    }

    /** A fresh review answered by the suite's owner; 'reported' files a report on the answer, 'hidden' also hides it. */
    async function newAnswer(state: 'visible' | 'reported' | 'hidden' = 'visible'): Promise<string> {
      const id = await newReview();
      await json(
        'PUT',
        `/api/owner/reviews/${id}/answer`,
        { text: 'Danke für Ihren Besuch!' },
        {
          cookie: await ownerCookie(),
        },
      );
      if (state !== 'visible') await json('POST', `/api/reviews/${id}/answer/reports`, { reason: 'spam' });
      if (state === 'hidden') {
        await json('POST', `/api/admin/reviews/${id}/answer/hide`, undefined, { 'x-admin-session': adminToken });
      }
      return id;
    }

    /** The suite's owner: a session cookie for an owner of the suite's business (made anew with the business). */
    async function ownerCookie(fresh = false): Promise<string> {
      if (fresh || owner === undefined || owner.businessId !== business.id) {
        const email = `inhaber-${randomToken().slice(0, 12).toLowerCase()}@example.de`;
        const [{ id }] = await t.dataSource.query(`INSERT INTO owners (email) VALUES ($1) RETURNING id`, [email]);
        await t.dataSource.query(
          `INSERT INTO business_owners (owner_id, business_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
          [id, business.id],
        );
        const token = randomToken();
        await t.dataSource.query(
          `INSERT INTO owner_sessions (owner_id, token_hash, last_seen_at) VALUES ($1, $2, now())`,
          [id, hashToken(token)],
        );
        const made = { businessId: business.id, email, cookie: `bb_owner=${token}` };
        if (fresh) return made.cookie;
        owner = made;
      }
      return owner.cookie;
    }

    /**
     * A claim waiting for the administrator, on a business of its own (one owner per listing), confirmed by its
     * claimant's link (which made the claimant an owner account).
     */
    async function pendingClaim(): Promise<string> {
      const listing = (await newBusiness()).id;
      const email = `anspruch-${randomToken().slice(0, 12).toLowerCase()}@example.de`;
      await t.dataSource.query(`INSERT INTO owners (email) VALUES ($1)`, [email]);
      const [{ id }] = await t.dataSource.query(
        `INSERT INTO business_claims (business_id, name, email, phone, role, message, status, confirmed_at)
         VALUES ($1, 'Erika Mustermann', $2, '+49 89 1234567', 'Inhaberin', 'Meine Bäckerei.', 'pending', now())
         RETURNING id`,
        [listing, email],
      );
      return String(id);
    }

    /** A signed upload form for a PNG, as this backend hands it out (local driver: posted to /objects). */
    async function newUploadForm(): Promise<{ path: string; fields: Record<string, string>; objectUrl: string }> {
      const answer = await json('POST', '/api/objects/upload', { contentType: 'image/png' });
      if (answer?.method !== 'POST') throw new Error(`Upload-Formular erwartet: ${JSON.stringify(answer)}`);
      return {
        path: new URL(String(answer.url)).pathname,
        fields: answer.fields as Record<string, string>,
        objectUrl: String(answer.objectUrl),
      };
    }

    function pngForm(field: string, fields: Record<string, string> = {}): FormBody {
      return { fields, file: { field, data: png, filename: 'bild.png', contentType: 'image/png' } };
    }

    /** Uploads the PNG through a new form and answers with the normalize request's body. */
    async function uploadedPng(): Promise<{ uploadUrl: string }> {
      const form = await newUploadForm();
      const stored = await t.app.inject({
        method: 'POST',
        url: form.path,
        headers: { 'content-type': MULTIPART },
        payload: multipartBody(Object.entries(form.fields), pngForm('file').file),
      });
      if (stored.statusCode !== 200) throw new Error(`Upload-Fixture: ${stored.statusCode} ${stored.body}`);
      return { uploadUrl: form.objectUrl };
    }

    /** A request each endpoint accepts (2xx); fixtures that a case may use up are made anew. */
    async function validRequest(operation: Operation): Promise<ValidRequest> {
      const admin = { 'x-admin-session': adminToken };
      // Edit tokens last ten minutes, the import replaces every business, and an owner's edit sends it back to
      // review (where it takes no reviews): make the fixture anew then.
      const [{ present }] = await t.dataSource.query(
        `SELECT EXISTS (SELECT 1 FROM businesses WHERE id = $1 AND status = 'published' AND deleted_at IS NULL) AS present`,
        [business.id],
      );
      if (!present || Date.now() - business.createdAt > 5 * 60_000) business = await newBusiness();
      if (Date.now() - business.createdAt > 5 * 60_000) business = await newBusiness();
      const id = business.id;
      switch (operation.operationId) {
        case 'listAdminBusinesses':
          return { path: {}, query: { page: '1', limit: '5', query: 'Bäckerei', verified: 'true' }, headers: admin };
        case 'createAdminBusiness': {
          const { state: _state, ...fields } = validBusinessPayload();
          return {
            path: {},
            query: {},
            headers: admin,
            body: { json: { ...fields, fax: '+49 89 1', keywords: 'Brot' } },
          };
        }
        case 'updateAdminBusiness': {
          const { state: _state, ...fields } = validBusinessPayload();
          return { path: { id }, query: {}, headers: admin, body: { json: { ...fields, verified: true } } };
        }
        case 'deleteAdminBusiness':
          return { path: { id: (await newBusiness()).id }, query: {}, headers: admin };
        case 'approveAdminBusiness':
          return { path: { id }, query: {}, headers: admin };
        case 'rejectAdminBusiness':
          // A business of its own: a rejected one is gone for the public.
          return {
            path: { id: (await newBusiness()).id },
            query: {},
            headers: admin,
            body: { json: { reason: 'Doppelter Eintrag' } },
          };
        case 'restoreAdminBusiness': {
          const trashed = (await newBusiness()).id;
          await t.dataSource.query('UPDATE businesses SET deleted_at = now() WHERE id = $1', [trashed]);
          return { path: { id: trashed }, query: {}, headers: admin };
        }
        case 'listContactMessages':
        case 'listReportedReviews':
        case 'listReportedAnswers':
        case 'listAuditLog':
          return { path: {}, query: { page: '1', limit: '5' }, headers: admin };
        case 'hideReview':
          return { path: { id: await newReview('reported') }, query: {}, headers: admin };
        case 'restoreReview':
          return { path: { id: await newReview('hidden') }, query: {}, headers: admin };
        case 'dismissReviewReports':
          return { path: { id: await newReview('reported') }, query: {}, headers: admin };
        case 'reportReview':
          return { path: { id: await newReview() }, query: {}, headers: {}, body: { json: { reason: 'offensive' } } };
        case 'reportReviewAnswer':
          return { path: { id: await newAnswer() }, query: {}, headers: {}, body: { json: { reason: 'offensive' } } };
        case 'hideReviewAnswer':
        case 'dismissReviewAnswerReports':
          return { path: { id: await newAnswer('reported') }, query: {}, headers: admin };
        case 'restoreReviewAnswer':
          return { path: { id: await newAnswer('hidden') }, query: {}, headers: admin };
        case 'importProductionData':
        case 'markFormCustomers':
        case 'getAdminSession':
          return { path: {}, query: {}, headers: admin };
        case 'adminLogout':
          return { path: {}, query: {}, headers: { 'x-admin-session': await newSession() } };
        case 'adminLogin':
          return {
            path: {},
            query: {},
            headers: {},
            body: { json: { username: ADMIN.username, password: ADMIN.password } },
          };
        case 'checkAdminPath':
          return { path: { segment: ADMIN.segment }, query: {}, headers: {} };
        case 'uploadAdminImage':
          return { path: {}, query: {}, headers: admin, body: { form: pngForm('image') } };
        case 'listBusinesses':
          return {
            path: {},
            query: { page: '1', limit: '10', query: 'Bäckerei', city: 'München', sort: 'relevance' },
            headers: {},
          };
        case 'createBusiness':
          return { path: {}, query: {}, headers: {}, body: { json: validBusinessPayload() } };
        case 'findPossibleDuplicates':
          return {
            path: {},
            query: { name: 'Bäckerei Sonnenschein', postalCode: '80331', street: 'Hauptstraße 12', city: 'München' },
            headers: {},
          };
        case 'getLandingPage':
          return { path: { trade: landing.trade, city: landing.city }, query: { page: '1', limit: '10' }, headers: {} };
        case 'listLandingPageLinks':
          return { path: {}, query: {}, headers: {} };
        case 'listBusinessLandingPages':
        case 'getBusiness':
        case 'getRating':
          return { path: { id }, query: {}, headers: {} };
        case 'listReviews':
          return { path: { id }, query: { page: '1', limit: '10' }, headers: {} };
        case 'updateBusiness':
          return {
            path: { id },
            query: {},
            headers: { 'X-Edit-Token': business.editToken },
            body: { json: validBusinessPayload() },
          };
        case 'createReview':
          return {
            path: { id },
            query: {},
            headers: {},
            body: { json: { authorName: 'Erika Mustermann', rating: 4, comment: 'Sehr freundlich und schnell.' } },
          };
        case 'sendContactMessage':
          return {
            path: {},
            query: {},
            headers: {},
            body: {
              json: {
                firstName: 'Erika',
                lastName: 'Mustermann',
                email: 'erika@example.de',
                phone: '+49 30 123456',
                subject: 'Frage zum Eintrag',
                message: 'Wie ändere ich die Öffnungszeiten meines Eintrags?',
                privacyConsent: true,
              },
            },
          };
        case 'getHealth':
        case 'getReadiness':
        case 'getSiteInfo':
          return { path: {}, query: {}, headers: {} };
        case 'normalizeUpload':
          return { path: {}, query: {}, headers: {}, body: { json: await uploadedPng() } };
        case 'requestUploadUrl':
          return { path: {}, query: {}, headers: {}, body: { json: { contentType: 'image/png', maxSize: 1_000_000 } } };
        case 'getObject':
          return { path: { file: publicImage.replace(/^\/objects\/public\//, '') }, query: {}, headers: {} };
        case 'postUpload': {
          // Each form takes one file, so every case gets a form of its own.
          const form = await newUploadForm();
          return { path: {}, query: {}, headers: {}, body: { form: pngForm('file', form.fields) } };
        }
        case 'requestOwnerLoginLink':
          await ownerCookie();
          return { path: {}, query: {}, headers: {}, body: { json: { email: owner?.email } } };
        case 'createOwnerSession': {
          await ownerCookie();
          const token = randomToken();
          await t.dataSource.query(
            `INSERT INTO owner_login_tokens (email, token_hash, expires_at) VALUES ($1, $2, now() + interval '15 minutes')`,
            [owner?.email, hashToken(token)],
          );
          return { path: {}, query: {}, headers: {}, body: { json: { token } } };
        }
        case 'ownerLogout':
          return { path: {}, query: {}, headers: { cookie: await ownerCookie(true) } };
        case 'getOwner':
        case 'getOwnerSettings':
        case 'listOwnerBusinesses':
          return { path: {}, query: {}, headers: { cookie: await ownerCookie() } };
        case 'getOwnerBusiness':
          return { path: { id }, query: {}, headers: { cookie: await ownerCookie() } };
        case 'listOwnerReviews':
          return { path: { id }, query: { page: '1', limit: '10' }, headers: { cookie: await ownerCookie() } };
        case 'updateOwnerBusiness':
          return {
            path: { id },
            query: {},
            headers: { cookie: await ownerCookie() },
            body: { json: validBusinessPayload() },
          };
        case 'saveOwnerSettings':
          return {
            path: {},
            query: {},
            headers: { cookie: await ownerCookie() },
            body: { json: { newReview: true, reviewHidden: false } },
          };
        case 'claimBusiness':
          return {
            path: { id },
            query: {},
            headers: {},
            body: {
              json: {
                name: 'Erika Mustermann',
                email: 'erika@example.de',
                phone: '+49 89 1234567',
                role: 'Inhaberin',
                message: 'Ich führe die Bäckerei seit 2019.',
              },
            },
          };
        case 'listClaims':
        case 'listOutbox':
          return { path: {}, query: { page: '1', limit: '5' }, headers: admin };
        case 'approveClaim':
        case 'rejectClaim':
          return { path: { id: await pendingClaim() }, query: {}, headers: admin };
        case 'undoClaim': {
          const claim = await pendingClaim();
          await json('POST', `/api/admin/claims/${claim}/reject`, undefined, admin);
          return { path: { id: claim }, query: {}, headers: admin };
        }
        case 'saveReviewAnswer':
          return {
            path: { id: await newReview() },
            query: {},
            headers: { cookie: await ownerCookie() },
            body: { json: { text: 'Vielen Dank für Ihren Besuch!' } },
          };
        case 'deleteReviewAnswer':
          return { path: { id: await newReview() }, query: {}, headers: { cookie: await ownerCookie() } };
        case 'countEvent':
          return { path: { id }, query: {}, headers: {}, body: { json: { type: 'view' } } };
        case 'getStatistics':
        case 'getStatisticsCsv':
          return { path: { id }, query: {}, headers: { cookie: await ownerCookie() } };
        case 'getSpecialHours':
          return { path: { id }, query: {}, headers: { cookie: await ownerCookie() } };
        case 'replaceSpecialHours':
          return { path: { id }, query: {}, headers: { cookie: await ownerCookie() }, body: { json: specialHours() } };
        case 'getAdminSpecialHours':
          return { path: { id }, query: {}, headers: admin };
        case 'replaceAdminSpecialHours':
          return { path: { id }, query: {}, headers: admin, body: { json: specialHours() } };
        default:
          throw new Error(
            `Kein gültiger Beispiel-Request für ${operation.operationId}: bitte in validRequest ergänzen`,
          );
      }
    }

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'bb-hostile-'));
      t = await createTestApp({
        ...LIMITS,
        // The mail worker would send (and so change) queued mail between a case's two table checksums.
        BACKGROUND_JOBS: 'false',
        DATA_DIR: dataDir,
        STORAGE_DRIVER: 'local',
        OBJECTS_DIR: join(dataDir, 'objects'),
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_PATH_SEGMENT: ADMIN.segment,
      });
      const document = buildOpenApiDocument(t.app);
      operations = operationsOf(document);
      schemas = new ResponseSchemas(document);
      checksums = new TableChecksums(t.dataSource);
      await checksums.init();
      png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7bd5' } })
        .png()
        .toBuffer();
      adminToken = await newSession();
      business = await newBusiness();
      await t.app.get(LandingPagesService).refresh();
      const [first] = await t.dataSource.query<{ trade: string; city: string }[]>(
        'SELECT trade_slug AS trade, city_slug AS city FROM landing_pages ORDER BY business_count DESC LIMIT 1',
      );
      if (first === undefined) throw new Error('Nach dem Nachzählen gibt es keine Branchenseite');
      landing = first;
      await json('POST', `/api/businesses/${business.id}/reviews`, {
        authorName: 'Max',
        rating: 5,
        comment: 'Prima <b>Brot</b>',
      });
      const normalized = await json('POST', '/api/objects/normalize', await uploadedPng());
      publicImage = String(normalized?.normalizedPath);
    });

    afterAll(async () => {
      await t?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('each operation of this suite accepts its valid request', async () => {
      expect(operations.length).toBeGreaterThanOrEqual(26);
      for (const operation of operations.filter((candidate) => operationIds.includes(candidate.operationId))) {
        const valid = await validRequest(operation);
        const plan = {
          path: {},
          query: {},
          extraQuery: [],
          auth: { kind: 'valid' as const },
          headers: {},
          body: { kind: valid.body === undefined ? ('none' as const) : ('valid' as const) },
          contentType: { kind: 'keep' as const },
        };
        const request = buildRequest(operation, valid, plan);
        const response = await send(request);
        expect({
          operation: operation.operationId,
          status: response.statusCode,
          problems: schemas.problems(operation, response),
        }).toEqual({
          operation: operation.operationId,
          status: Number(Object.keys(operation.responses)[0]),
          problems: [],
        });
      }
    });

    it('every operation of the document is in exactly one hostile-input suite', () => {
      expect(operations.map((operation) => operation.operationId).sort()).toEqual(
        Object.values(HOSTILE_SUITES).flat().sort(),
      );
    });

    it.each(operationIds.map((operationId) => [operationId, runs(operationId)]))(
      '%s: never 5xx, one German error body, documented 2xx, no write when refused (%i Fälle)',
      async (operationId) => {
        const operation = operations.find((candidate) => candidate.operationId === operationId);
        if (operation === undefined) throw new Error(`${operationId} fehlt im OpenAPI-Dokument`);
        const document = buildOpenApiDocument(t.app);
        const skipTables = WRITES_WHEN_REFUSED[String(operationId)] ?? [];
        const byValues = RESTORED_WHEN_REFUSED[String(operationId)] ?? [];
        const numRuns = runs(String(operationId));
        const started = Date.now();
        let tried = 0;
        await fc.assert(
          fc.asyncProperty(requestPlan(document, operation), async (plan) => {
            tried += 1;
            // A long run says where it is (Jest prints a file's results only when the file ends).
            if (numRuns > 100 && tried % 250 === 0) {
              process.stderr.write(
                `[hostile ${suite}] ${operationId}: ${tried}/${numRuns} Fälle, ${seconds(started)} s\n`,
              );
            }
            const request = buildRequest(operation, await validRequest(operation), plan);
            const before = await checksums.snapshot(skipTables, byValues);
            const response = await send(request);
            const problems = schemas.problems(operation, response);
            if (response.statusCode >= 300) {
              const changed = changedTables(before, await checksums.snapshot(skipTables, byValues));
              if (changed.length > 0) problems.push(`abgelehnt, aber Tabellen geändert: ${changed.join(', ')}`);
            }
            if (problems.length > 0) {
              throw new Error(
                `${describeRequest(request)}\n→ ${response.statusCode} ${response.body.slice(0, 300)}\n${problems.join('\n')}`,
              );
            }
          }),
          { numRuns, seed: SEED, endOnFailure: numRuns > 100 },
        );
        if (numRuns > 100) {
          process.stderr.write(
            `[hostile ${suite}] ${operationId}: ${tried} Fälle ohne Fehler, ${seconds(started)} s\n`,
          );
        }
      },
      // 1,000 cases need minutes, not the default minute: a case may import the whole dataset (import).
      60_000 + RUNS * (suite === 'import' ? 3_000 : 500),
    );
  });
}
