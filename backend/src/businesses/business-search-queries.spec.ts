import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'sql-formatter';
import { DataSource } from 'typeorm';
import { entityColumns } from '../database/entity-columns';
import { entities } from '../entities';
import { Business, NON_PUBLIC_COLUMNS } from './business.entity';
import { citiesSql, lexemesSql, OPEN_HOUR_SHARES_SQL, postalCodesSql } from './business-search-lookup-sql';
import { planCount, planPage, statisticsNeeded, statisticStillNeeded } from './business-search-plan';
import { QUERY_SCENARIOS, QueryScenario, scenarioSearch } from './business-search-queries.fixture';
import type { Sql } from './business-search-sql';
import { countStatement, pageStatements, statisticStatement } from './business-search-statements';

/**
 * The SQL of the bench scenarios as committed files (business-search-queries/<scenario>.sql), so that every change of
 * the search shows its SQL diff in review. `npm run search:sql -w backend` writes them; this test fails when one is stale.
 */
const QUERIES_DIR = join(__dirname, 'business-search-queries');
// A switch of this test (npm run search:sql), not the app's configuration.
// eslint-disable-next-line no-restricted-properties
const WRITE = process.env.WRITE_SEARCH_SQL === '1';

/** The public columns as the repository selects them, from the entity's metadata (no database needed). */
async function publicColumns(): Promise<string> {
  const dataSource = new DataSource({ type: 'postgres', entities });
  // buildMetadatas is what initialize() calls before connecting; the metadata is all this needs.
  await (dataSource as unknown as { buildMetadatas(): Promise<void> }).buildMetadatas();
  return entityColumns(dataSource, Business, 'b', NON_PUBLIC_COLUMNS);
}

/** Every statement one request of the scenario sends, in order, each with a line saying what it is. */
function scenarioStatements(scenario: QueryScenario, columns: string): { what: string; sql: Sql }[] {
  const { search, page } = scenarioSearch(scenario);
  const statements: { what: string; sql: Sql }[] = [];
  if (search.cityPrefix !== undefined && search.cities !== undefined && scenario.resolved?.cities !== undefined) {
    statements.push({ what: 'lookup (kept): the stored cities of the prefix', sql: citiesSql(search.cityPrefix) });
  }
  if (search.lexemeQuery !== undefined || search.placeLexemeQuery !== undefined) {
    statements.push({ what: 'lookup (kept): the lexemes of the prefixes', sql: lexemesSql(search.tsQuery ?? '') });
  }
  if (search.postalCodes !== undefined && search.postalCodePrefix !== undefined) {
    statements.push({
      what: 'lookup (kept): the postal codes of the prefix',
      sql: postalCodesSql(search.postalCodePrefix),
    });
  }
  const stats = scenario.stats ?? {};
  const read: typeof stats = {};
  for (const name of statisticsNeeded(search, page)) {
    if (!statisticStillNeeded(name, read)) continue;
    statements.push({ what: `statistic: ${name}`, sql: statisticStatement(name, search) });
    if (name === 'openHourShare')
      statements.push({ what: 'statistic: after a new ANALYZE', sql: OPEN_HOUR_SHARES_SQL });
    Object.assign(read, { [name]: stats[name] });
  }
  const count = planCount(search, stats, page);
  if (count.kind !== 'known') {
    const off = 'indexScansOff' in count && count.indexScansOff ? ', index walks off' : '';
    statements.push({ what: `count: ${count.kind} (${count.index})${off}`, sql: countStatement(search, count, page) });
  }
  const planned = planPage(search, { ...stats, matches: scenario.matches }, page);
  const spec = { search, order: page.order, position: page.position, take: planned.take, columns };
  const kinds = [planned.plan, ...(planned.plan.kind === 'topRatedFirst' ? [planned.plan.otherwise] : [])];
  pageStatements(planned.plan, spec).forEach((sql, i) => {
    const plan = kinds[i];
    const index = 'index' in plan ? ` (${plan.index})` : '';
    const off = planned.indexScansOff ? ', index walks off' : '';
    statements.push({
      what: `page: ${plan.kind}${index}${off}${i > 0 ? ', when the first did not fill the page' : ''}`,
      sql,
    });
  });
  return statements;
}

/** A scenario's file: what each statement is, the statement formatted, and its parameters. */
function renderScenario(scenario: QueryScenario, columns: string): string {
  const parts = scenarioStatements(scenario, columns).map(({ what, sql }) => {
    const formatted = format(sql.text, { language: 'postgresql', keywordCase: 'preserve', tabWidth: 2 });
    return `-- ${what}\n-- parameters: ${JSON.stringify(sql.values)}\n${formatted};\n`;
  });
  return `-- ${scenario.label} (bench scenario ${scenario.id}); written by npm run search:sql -w backend\n\n${parts.join('\n')}`;
}

describe('the SQL of the bench scenarios (business-search-queries/)', () => {
  let rendered: Map<string, string>;

  beforeAll(async () => {
    const columns = await publicColumns();
    rendered = new Map(QUERY_SCENARIOS.map((scenario) => [`${scenario.id}.sql`, renderScenario(scenario, columns)]));
    if (!WRITE) return;
    if (existsSync(QUERIES_DIR)) rmSync(QUERIES_DIR, { recursive: true });
    mkdirSync(QUERIES_DIR);
    for (const [file, text] of rendered) writeFileSync(join(QUERIES_DIR, file), text);
  });

  it('has a committed file for each scenario and none besides', () => {
    expect(readdirSync(QUERIES_DIR).sort()).toEqual([...rendered.keys()].sort());
  });

  it.each(QUERY_SCENARIOS.map((scenario) => scenario.id))('is current for %s', (id) => {
    const committed = readFileSync(join(QUERIES_DIR, `${id}.sql`), 'utf8');
    expect(committed).toBe(rendered.get(`${id}.sql`));
  });
});
