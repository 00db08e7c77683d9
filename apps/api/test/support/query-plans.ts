import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../src/db/client.js';
import type { SentStatement } from './query-log.js';

/**
 * Tables that grow with the operator (docs/scaling.md: thousands to hundreds of thousands
 * of rows at ten times the demo). Reference tables (markets, service lines, tags, roles,
 * allergens ...) hold tens of rows and may be read whole.
 */
export const LARGE_TABLES = new Set([
  'accounts',
  'account_addresses',
  'account_notes',
  'account_portion_modifiers',
  'account_qr_tokens',
  'audit_events',
  'change_log',
  'credentials',
  'eater_feedback_responses',
  'element_allergens',
  'element_ingredients',
  'elements',
  'host_survey_elements',
  'host_surveys',
  'ingredient_allergens',
  'ingredient_vendors',
  'ingredients',
  'menu_elements',
  'menu_keyword_tags',
  'menu_service_lines',
  'menus',
  'rate_limit_hits',
  'recurring_add_on_slots',
  'recurring_add_ons',
  'scheduled_add_ons',
  'scheduled_element_allergens',
  'scheduled_element_portion_modifiers',
  'scheduled_elements',
  'scheduled_menus',
  'service_event_add_ons',
  'service_events',
  'serving_schedule_days',
  'serving_schedules',
  'sessions',
  'slot_headcounts',
  'users',
  'verifications',
]);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  Filter?: string;
  Plans?: PlanNode[];
  [key: string]: unknown;
}

export interface ExplainedStatement extends SentStatement {
  plan: PlanNode;
}

/** A statement the planner can show a plan for; BEGIN, SET, SAVEPOINT ... have none. */
const EXPLAINABLE = /^\s*\(?\s*(select|insert|update|delete|with|values)\b/i;

type Runner = (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Runs `use` on one connection with sequential scans priced out of reach: a seq scan
 * still in a plan then means that no index can serve the statement, whatever the size
 * of the test database.
 */
async function withoutSeqScans<T>(database: Database, use: (run: Runner) => Promise<T>) {
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (database.kind === 'pglite') {
    const embedded = client as PGlite;
    const run: Runner = (sql, params) => embedded.query(sql, params);
    await run('set enable_seqscan = off');
    try {
      return await use(run);
    } finally {
      await run('reset enable_seqscan');
    }
  }
  const connection = await (client as pg.Pool).connect();
  const run: Runner = (sql, params) => connection.query(sql, params);
  try {
    await run('set enable_seqscan = off');
    return await use(run);
  } finally {
    await run('reset enable_seqscan').catch(() => {});
    connection.release();
  }
}

export function explainStatements(
  database: Database,
  statements: SentStatement[],
): Promise<ExplainedStatement[]> {
  return withoutSeqScans(database, async (run) => {
    const explained: ExplainedStatement[] = [];
    for (const statement of statements.filter((s) => EXPLAINABLE.test(s.sql))) {
      const { rows } = await run(`explain (format json) ${statement.sql}`, statement.params);
      const cell = Object.values(rows[0] ?? {})[0];
      const document = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
      explained.push({ ...statement, plan: document[0]!.Plan });
    }
    return explained;
  });
}

function* nodesOf(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodesOf(child);
}

/** The plan's sequential scans of large tables. */
export function largeSeqScans(plan: PlanNode): PlanNode[] {
  return [...nodesOf(plan)].filter(
    (node) => node['Node Type'] === 'Seq Scan' && LARGE_TABLES.has(node['Relation Name'] ?? ''),
  );
}

function describeNode(node: PlanNode): string {
  const filter = node.Filter ? ` (Filter: ${node.Filter})` : '';
  return `${node['Node Type']} on ${node['Relation Name']} ${node.Alias ?? ''}${filter}`;
}

/** A failure message: each statement that seq-scans a large table, its parameters and the nodes. */
export function describeSeqScans(explained: ExplainedStatement[]): string {
  return explained
    .map((statement) => ({ statement, nodes: largeSeqScans(statement.plan) }))
    .filter(({ nodes }) => nodes.length > 0)
    .map(({ statement, nodes }) =>
      [
        statement.sql,
        `  params: ${JSON.stringify(statement.params)}`,
        ...nodes.map((node) => `  -> ${describeNode(node)}`),
      ].join('\n'),
    )
    .join('\n\n');
}
