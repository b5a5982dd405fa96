import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SearchLookups } from './search-lookups';

/**
 * Searches of every plan kind (words, a typo, prefixes, places and postal prefixes, a category, a radius, "open now",
 * each sort, a later page) in words any German-language directory holds. A place or word this directory lacks is
 * still a search of its kind: it finds nothing or is answered 400, which is warm-up enough for that path.
 */
export const WARM_UP_SEARCHES: readonly string[] = [
  'query=Friseur',
  'query=Friseur&city=Berlin',
  'query=Zahnarzt&city=M',
  'query=Bakerei',
  'query=Bakerei&city=Hamburg',
  'query=Restaurant&near=Berlin&radius=25&sort=distance',
  'query=Hotel&near=Hamburg&radius=100&sort=rating',
  'near=München&radius=50&sort=random',
  'category=Gastronomie&city=K',
  'category=Handwerk&city=8&sort=newest',
  'query=Friseur&openNow=true',
  'city=Köln&openNow=true&sort=rating',
  'query=Friseur&city=10115',
  'query=Steuerberater&city=80&sort=rating&minRating=4',
  'query=Sch&sort=newest&verified=true',
  'query=Schmidt',
  'query=Kfz-Werkstatt&page=3',
  'sort=rating&openNow=true&page=2',
  'query=Pizza+Lieferservice&city=Frankfurt&sort=random',
  'query=Versicherung&near=Hannover&radius=69&openNow=true',
];

/** What a warm-up request says it is: a bot to isbot, so that no visit or appearance is counted for it. */
export const WARM_UP_USER_AGENT = 'BranchenbuchWarmUpBot/1.0';

/** The documentation networks (RFC 5737): addresses no visitor has, so no visitor's limits are touched. */
const DOCUMENTATION_NETWORKS = ['192.0.2', '198.51.100', '203.0.113'];

/**
 * Each request from an address of its own: a cold server's first searches may spend their budget, and a client whose
 * search did is declined for its Retry-After (SearchAdmission), which left the rest of such a lane unwarmed.
 */
const requestAddress = (index: number): string =>
  `${DOCUMENTATION_NETWORKS[Math.floor(index / 254) % DOCUMENTATION_NETWORKS.length]}.${(index % 254) + 1}`;

export interface WarmUpOutcome {
  requests: number;
  /** Requests answered per status code. */
  statuses: Record<number, number>;
  ms: number;
}

/**
 * Sends WARM_UP_SEARCHES `rounds` times through the whole request path, `lanes` at a time, then detail reads and
 * reviews of businesses they listed: a process answering its first searches spends several times their SQL on code
 * not yet compiled and on connections that have not planned a search yet. Run before the server listens, so that
 * readiness means this is done. Stops starting requests after `deadlineMs`. What the searches looked up is forgotten
 * afterwards: the warm-up makes the code fast, not answers stale.
 */
export async function warmUpSearch(
  app: NestFastifyApplication,
  { lanes, rounds = 3, deadlineMs = 10_000 }: { lanes: number; rounds?: number; deadlineMs?: number },
): Promise<WarmUpOutcome> {
  // Nest registers the routes in init(); fastify takes none once it is ready.
  await app.init();
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.ready();
  const started = Date.now();
  const statuses: Record<number, number> = {};
  let sent = 0;
  const send = async (url: string): Promise<string> => {
    const response = await fastify.inject({
      method: 'GET',
      url,
      remoteAddress: requestAddress(sent++),
      headers: { 'user-agent': WARM_UP_USER_AGENT, accept: 'application/json' },
    });
    statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
    return response.statusCode === 200 ? response.body : '';
  };
  const paths = Array.from({ length: rounds }, () => WARM_UP_SEARCHES).flat();
  const listed = new Set<string>();
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < paths.length && Date.now() - started < deadlineMs) {
        const id = firstId(await send(`/api/businesses?${paths[next++]}`));
        if (id !== undefined && listed.size < lanes) listed.add(id);
      }
    }),
  );
  // A detail read and its reviews on each lane, of businesses the searches listed.
  await Promise.all(
    [...listed].map(async (id) => {
      await send(`/api/businesses/${id}`);
      await send(`/api/businesses/${id}/reviews`);
    }),
  );
  app.get(SearchLookups).forget();
  const requests = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  return { requests, statuses, ms: Date.now() - started };
}

/** The first listed business's id in a search's JSON answer, if any. */
function firstId(body: string): string | undefined {
  if (body === '') return undefined;
  const listed: unknown = JSON.parse(body);
  if (!Array.isArray(listed) || listed.length === 0) return undefined;
  const [first] = listed as { id?: unknown }[];
  return typeof first.id === 'string' ? first.id : undefined;
}
