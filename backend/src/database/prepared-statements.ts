import { hash } from 'node:crypto';
import { Client } from 'pg';

/** The statements the pools' connections prepare, by text: each one's name. */
const names = new Map<string, string>();

/**
 * Marks a statement as one every connection prepares once and keeps (a named statement of the extended
 * protocol), and returns its text unchanged: `manager.query(prepared(sql), params)`.
 *
 * For the hot reads by key (an entry, its rating counts, its reviews' page, a sorted search page's rows).
 * Sent unnamed, such a statement was parsed and planned anew on every request: the entry's, at 1M
 * businesses, 0.2 ms parsing and 0.33 ms planning (the planner weighs each of the table's indexes)
 * against 0.05 ms executing.
 * Prepared, PostgreSQL parses it once per connection and, after five executions, keeps a generic
 * plan when it costs no more than the custom ones (plan_cache_mode auto; the search connections plan
 * every execution, SEARCH_SESSION_SETTINGS).
 *
 * Only for statements whose best plan does not depend on the values (a lookup by key): a generic plan
 * of a search would be the same for "Friseur" in Berlin and "Schwimmschule" everywhere. The text must
 * be fixed: each distinct text stays prepared on every connection while it is open.
 */
export function prepared(text: string): string {
  if (!names.has(text)) names.set(text, `bb_${hash('sha1', text, 'base64url')}`);
  return text;
}

/** The name a statement is prepared under, or undefined when it is sent unnamed. */
export function preparedName(text: string): string | undefined {
  return names.get(text);
}

/**
 * The pools' client (pg-pool's `Client` option, typeorm-options.ts): sends the statements marked with
 * `prepared` as named statements. node-postgres then sends Parse only on a connection's first use of one.
 */
export class PreparingClient extends Client {
  // pg's query has a dozen overloads (text or config, values, callback, submittable); this forwards each unchanged
  // and only gives a named text its name.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    const name = typeof config === 'string' ? this.nameOf(config, values) : undefined;
    // eslint-disable-next-line @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment -- the overloads' arguments, forwarded as they came
    return super.query(name === undefined ? config : { name, text: config }, values, callback);
  }

  /** The name `text` is sent under, or undefined to send it unnamed. */
  protected nameOf(text: string, _values: unknown): string | undefined {
    return names.get(text);
  }
}

/**
 * How many search texts a process sends as named statements. Each stays prepared on every search connection while
 * it is open, about 200 KB of the server's memory for a search page's statement (its parsed and rewritten
 * query): 64 texts on a pool of 10 connections are at most about 130 MB per server and process.
 */
export const MAX_PREPARED_SEARCH_TEXTS = 64;
/** Texts sent once so far that a registry of FrequentTexts remembers; emptied when it holds this many. */
const FIRST_SEEN_LIMIT = 1000;

/** Names for the texts sent a second time, up to `max` of them; the first `max` to come back keep theirs. */
export class FrequentTexts {
  private readonly names = new Map<string, string>();
  private readonly seenOnce = new Set<string>();

  constructor(
    private readonly max: number,
    private readonly firstSeenLimit = FIRST_SEEN_LIMIT,
  ) {}

  /** The text's name: undefined on its first use, and for every new text once `max` are named. */
  nameOf(text: string): string | undefined {
    const name = this.names.get(text);
    if (name !== undefined || this.names.size >= this.max) return name;
    if (!this.seenOnce.delete(text)) {
      if (this.seenOnce.size >= this.firstSeenLimit) this.seenOnce.clear();
      this.seenOnce.add(text);
      return undefined;
    }
    const named = `bs_${hash('sha1', text, 'base64url')}`;
    this.names.set(text, named);
    return named;
  }

  /** The text's name if it has one, without counting a use. */
  nameIfNamed(text: string): string | undefined {
    return this.names.get(text);
  }
}

const searchTexts = new FrequentTexts(MAX_PREPARED_SEARCH_TEXTS);

/**
 * The search pools' client (searchTypeOrmOptions): also names every statement with parameters the second time its
 * text is sent, up to MAX_PREPARED_SEARCH_TEXTS texts, so that PostgreSQL parses and rewrites it once per connection.
 * A search page's statement (three tiers of the entry's 45 columns, 5-7 KB of text) took 0.5-0.85 ms longer unnamed
 * than named at a million businesses, beside 0.7-1.5 ms of planning. The search connections plan each execution
 * anew (plan_cache_mode force_custom_plan, SEARCH_SESSION_SETTINGS): a generic plan of a search would be the one
 * for "Friseur" in Berlin and "Schwimmschule" everywhere.
 */
export class SearchPreparingClient extends PreparingClient {
  protected override nameOf(text: string, values: unknown): string | undefined {
    const marked = super.nameOf(text, values);
    if (marked !== undefined || !Array.isArray(values) || values.length === 0) return marked;
    return searchTexts.nameOf(text);
  }
}

/** The name a search text is sent under on the search connections, or undefined while it is sent unnamed. */
export function preparedSearchName(text: string): string | undefined {
  return searchTexts.nameIfNamed(text);
}
