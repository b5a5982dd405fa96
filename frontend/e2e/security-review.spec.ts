import { Agent, request as httpRequest } from 'node:http';
import { expect, test } from './support/test';

/**
 * The page cache after the security review (issue 57, finding 1; docs/security.md): one visitor over its read limit
 * must not leave a broken page for everyone. The first visitor comes from another loopback address (127.0.0.2):
 * the server counts it apart from the browser (127.0.0.1).
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** THROTTLE_READ_LIMIT of playwright.config.ts. */
const READ_LIMIT = 3000;
const FAILED = 'Die Angaben des Betreibers konnten nicht geladen werden';

interface Answer {
  status: number;
  text: string;
}

/** A request from the first visitor's address, over one kept-alive connection. */
function fromFirstVisitor(
  agent: Agent,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        localAddress: '127.0.0.2',
        method,
        path,
        agent,
        headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

test('a visitor over its read limit leaves a correct Impressum for the next visitor', async ({ page, request }) => {
  test.setTimeout(120_000);
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  try {
    // The first visitor reads the operator's data until its limit refuses it.
    let refused = 0;
    for (let sent = 0; sent <= READ_LIMIT && refused === 0; sent += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => fromFirstVisitor(agent, 'GET', '/api/site')));
      refused = batch.filter((answer) => answer.status === 429).length;
    }
    expect(refused).toBeGreaterThan(0);
    // An owner's edit (of the entry this visitor just made), then the limited visitor asks for the Impressum.
    const entry = {
      name: 'Sicherheitsprüfung Bäckerei',
      category: 'Restaurant & Gastronomie',
      street: 'Prüfweg 1',
      postalCode: '32052',
      city: 'Herford',
      country: 'Deutschland',
      state: 'Nordrhein-Westfalen',
    };
    const created = await fromFirstVisitor(agent, 'POST', '/api/businesses', entry);
    expect(created.status).toBe(201);
    const { id, editToken } = JSON.parse(created.text) as { id: string; editToken: string };
    const edited = await fromFirstVisitor(
      agent,
      'PUT',
      `/api/businesses/${id}`,
      { ...entry, name: 'Sicherheitsprüfung Bäckerei Neu' },
      { 'x-edit-token': editToken },
    );
    expect(edited.status).toBe(200);
    const firstVisit = await fromFirstVisitor(agent, 'GET', '/impressum');
    expect(firstVisit.text).not.toContain(FAILED);
  } finally {
    agent.destroy();
  }

  // The next visitor, in the browser and as a crawler sees the raw page: the operator's data, not the failure.
  const raw = await request.get('/impressum');
  expect(raw.status()).toBe(200);
  const html = await raw.text();
  expect(html).not.toContain(FAILED);
  expect(html).toContain('HRB 00000');
  await page.goto('/impressum');
  const main = page.getByRole('main');
  await expect(main).toContainText('Branchenbuch Musterfirma');
  await expect(main).toContainText('HRB 00000');
  await expect(main).toContainText('DE000000000');
  await expect(main).not.toContainText(FAILED);
});
