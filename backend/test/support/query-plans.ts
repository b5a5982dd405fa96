import request, { Response } from 'supertest';
import type { DataSource } from 'typeorm';
import { SearchLookups } from '../../src/businesses/search-lookups';
import type { DatasetBusiness } from '../../src/import/dataset';
import { importFixtures } from './dataset-fixture';
import { createTestApp, type TestApp } from './test-app';

/**
 * Runs `send` and returns the plan of each statement it sent through `dataSource.query` whose SQL
 * matches `statement`, explained with sequential scans discouraged: at test size a sequential scan is
 * cheapest, at a million rows it is not (docs/benchmarks.md), so the plan shows which indexes fit.
 */
export async function plansOfStatements(
  dataSource: DataSource,
  statement: RegExp,
  send: () => Promise<unknown>,
): Promise<string[]> {
  const { calls } = await captureStatements(dataSource, send, statement);
  return Promise.all(
    calls.map(([sql, params]) =>
      dataSource.transaction(async (manager) => {
        await manager.query('SET LOCAL enable_seqscan = off');
        const rows: { 'QUERY PLAN': string }[] = await manager.query(`EXPLAIN ${sql}`, params);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      }),
    ),
  );
}

/** A statement sent through `query`: its SQL and its parameters. */
export type SentStatement = [sql: string, parameters: unknown[]];

/** What sends statements: a TypeORM DataSource (`t.dataSource`, the search pool's `t.searchDataSource`) or a reader. */
export interface StatementSender {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** What `send` resolved to, and the statements it sent (those matching, when asked for some). */
export interface CapturedStatements<T> {
  result: T;
  /** The SQL of each statement, in the order sent. */
  statements: string[];
  /** The same statements with their parameters. */
  calls: SentStatement[];
}

/**
 * Runs `send` and captures the statements it sent through `sender.query`, only those whose SQL matches `statement`
 * when given. The spy is gone again however `send` ends, so a failing `send` cannot leave it on for the next test.
 */
export async function captureStatements<T>(
  sender: StatementSender,
  send: () => Promise<T>,
  statement?: RegExp,
): Promise<CapturedStatements<T>> {
  const spy = jest.spyOn(sender, 'query');
  let result: T;
  let calls: SentStatement[];
  try {
    result = await send();
  } finally {
    // Restoring the spy forgets its calls: read them first.
    calls = spy.mock.calls
      .filter(([sql]) => statement?.test(sql) ?? true)
      .map(([sql, parameters]): SentStatement => [sql, parameters ?? []]);
    spy.mockRestore();
  }
  return { result, statements: calls.map(([sql]) => sql), calls };
}

/** One node of a plan as EXPLAIN (FORMAT JSON) gives it: what the plan tests look at. */
export interface PlanNode {
  type: string;
  index?: string;
  relation?: string;
  alias?: string;
  width: number;
  filter?: string;
  indexCond?: string;
  recheckCond?: string;
  sortKey?: string[];
  presortedKey?: string[];
}

/** The JSON of one plan node, as far as PlanNode reads it. */
interface ExplainedNode {
  'Node Type': string;
  'Scan Direction'?: string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Function Name'?: string;
  Alias?: string;
  'Plan Width': number;
  Filter?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  'Join Filter'?: string;
  'Sort Key'?: string[];
  'Presorted Key'?: string[];
  Plans?: ExplainedNode[];
}

/**
 * A statement's plan as its node and index types: plan tests assert on these (`scans`, `nodeTypes`, `nodes`), not on
 * lines of plan text, so a change of costs, widths or the planner's wording does not break them.
 */
export class QueryPlan {
  /** Every node, depth first from the root. */
  readonly nodes: PlanNode[] = [];
  /** What each scan reads, worded as EXPLAIN's text does: `Index Scan using idx_…`, `Seq Scan on businesses`. */
  readonly scans: string[] = [];

  constructor(
    root: ExplainedNode,
    /** The statement explained, for tests that tell statements apart by their text. */
    readonly sql: string,
  ) {
    this.visit(root);
  }

  /** The node types, depth first ('Limit', 'Sort', 'Bitmap Heap Scan', …). */
  get nodeTypes(): string[] {
    return this.nodes.map((node) => node.type);
  }

  /** Every condition the plan tests (filters, index and recheck conditions), one a line: what is tested where. */
  get conditions(): string {
    return this.nodes
      .flatMap((node) => [node.indexCond, node.recheckCond, node.filter])
      .filter((condition) => condition !== undefined)
      .join('\n');
  }

  /** The indexes the plan reads. */
  get indexes(): string[] {
    return this.nodes.flatMap((node) => (node.index === undefined ? [] : [node.index]));
  }

  private visit(node: ExplainedNode): void {
    const backward = node['Scan Direction'] === 'Backward' ? ' Backward' : '';
    const type = node['Node Type'];
    this.nodes.push({
      type,
      index: node['Index Name'],
      relation: node['Relation Name'] ?? node['Function Name'],
      alias: node.Alias,
      width: node['Plan Width'],
      filter: [node.Filter, node['Join Filter']].filter((part) => part !== undefined).join(' AND ') || undefined,
      indexCond: node['Index Cond'],
      recheckCond: node['Recheck Cond'],
      sortKey: node['Sort Key'],
      presortedKey: node['Presorted Key'],
    });
    if (node['Index Name'] !== undefined) {
      this.scans.push(`${type}${backward} ${type === 'Bitmap Index Scan' ? 'on' : 'using'} ${node['Index Name']}`);
    } else if (node['Relation Name'] !== undefined) this.scans.push(`${type} on ${node['Relation Name']}`);
    else if (type === 'Function Scan') {
      // Several functions (unnest of several arrays) have no one name: EXPLAIN names the alias alone.
      const name = node['Function Name'] === undefined ? '' : `${node['Function Name']} `;
      this.scans.push(`${type} on ${name}${node.Alias}`);
    }
    for (const child of node.Plans ?? []) this.visit(child);
  }
}

/**
 * Runs `send` and returns the plan of each statement it sent through `dataSource.query` whose SQL matches
 * `statement`, explained with sequential scans discouraged (see plansOfStatements), as node and index types.
 */
export async function queryPlansOf(
  dataSource: DataSource,
  statement: RegExp,
  send: () => Promise<unknown>,
): Promise<QueryPlan[]> {
  const { calls } = await captureStatements(dataSource, send, statement);
  return Promise.all(calls.map(([sql, params]) => explainPlan(dataSource, sql, params)));
}

/**
 * One statement's plan with sequential scans discouraged (at test size they are cheapest, at a million not), and with
 * the `off` planner settings a search sets for it (`enable_indexscan` when it sorts its matches).
 */
export function explainPlan(
  dataSource: DataSource,
  sql: string,
  params: unknown[],
  off: string[] = [],
): Promise<QueryPlan> {
  return dataSource.transaction(async (manager) => {
    for (const setting of ['enable_seqscan', ...off]) await manager.query(`SET LOCAL ${setting} = off`);
    const rows: { 'QUERY PLAN': [{ Plan: ExplainedNode }] }[] = await manager.query(
      `EXPLAIN (FORMAT JSON) ${sql}`,
      params,
    );
    return new QueryPlan(rows[0]['QUERY PLAN'][0].Plan, sql);
  });
}

/**
 * A search through the API (200 expected) with the lookups kept so far forgotten, so it sends every statement it
 * needs, and the statements the search's pools were sent (those matching `statement`).
 */
export function searchStatements(
  t: TestApp,
  query: Record<string, string>,
  statement?: RegExp,
): Promise<CapturedStatements<Response>> {
  t.app.get(SearchLookups).forget();
  return captureStatements(
    t.searchDataSource,
    () => request(t.server).get('/api/businesses').query(query).expect(200),
    statement,
  );
}

/**
 * A test app of its own with `fixtures` imported, for the describe block calling this (beforeAll, afterAll); the
 * function returned runs a search as searchStatements does, recording the statements that match `statement`, and
 * its `testApp()` is the app (to explain a recorded statement on its database).
 */
export function searchWith(fixtures: readonly DatasetBusiness[]): {
  (query: Record<string, string>, statement?: RegExp): Promise<CapturedStatements<Response>>;
  testApp(): TestApp;
} {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await importFixtures(t, fixtures);
  });
  afterAll(async () => {
    await t.close();
  });
  const search = (query: Record<string, string>, statement = /\bbusinesses b\b/) =>
    searchStatements(t, query, statement);
  return Object.assign(search, { testApp: () => t });
}
