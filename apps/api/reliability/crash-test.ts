import { parseArgs } from 'node:util';
import { type CrashReport, runCrashCycles } from './crash-cycles.js';
import { createCrashDatabase, type DatabaseKind } from './crash-database.js';

/**
 * `npm run crash-test -- [--db pglite|postgres|both] [--cycles 20] [--sigterm-cycles 3]
 * [--seed N] [--database-url URL]`: kill -9 the real server during bursts of writes, restart
 * it on the same data, and check that every write answered 2xx is still there; then stop it
 * with SIGTERM during bursts and check that it finishes what it accepted and exits 0.
 * PostgreSQL runs use a throwaway database on DATABASE_URL's server (default: CI's).
 * Exits 1 when any acknowledged write is lost or any shutdown was not clean.
 */

const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    cycles: { type: 'string', default: '20' },
    'sigterm-cycles': { type: 'string', default: '3' },
    seed: { type: 'string' },
    'database-url': { type: 'string' },
    concurrency: { type: 'string', default: '8' },
  },
});

const kinds: DatabaseKind[] =
  values.db === 'both' ? ['pglite', 'postgres'] : [values.db as DatabaseKind];
if (!kinds.every((kind) => kind === 'pglite' || kind === 'postgres')) {
  throw new Error(`--db must be pglite, postgres or both, not ${values.db}`);
}
const seed = Number(values.seed ?? Math.floor(Math.random() * 2 ** 31));
const serverUrl = values['database-url'] ?? process.env.DATABASE_URL ?? DEFAULT_POSTGRES;

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function summary(kind: DatabaseKind, r: CrashReport): string {
  return [
    `${kind}: ${r.killCycles} kill -9 cycles, ${r.sigtermCycles} SIGTERM cycles`,
    `  acknowledged writes ${r.acknowledged}, lost ${r.lost}`,
    `  unanswered writes ${r.unanswered} (${r.unansweredStored} of them stored; either is fine)`,
    `  refused but stored ${r.refusedStored}`,
    `  restarts ${r.restarts}, all healthy, median ${median(r.restartMs)} ms to /health 200`,
    `  SIGTERM: clean exits ${r.cleanExits}/${r.sigtermCycles}, ` +
      `answered after the signal ${r.answeredAfterSignal}, in-flight writes cut ${r.cutInFlight}`,
  ].join('\n');
}

console.log(`crash test, seed ${seed} (replay with --seed ${seed})`);
let failed = false;
const summaries: string[] = [];
for (const kind of kinds) {
  const database = await createCrashDatabase(kind, serverUrl);
  console.log(`\n== ${kind} ${JSON.stringify(database.env)}`);
  try {
    const report = await runCrashCycles({
      database,
      killCycles: Number(values.cycles),
      sigtermCycles: Number(values['sigterm-cycles']),
      seed,
      concurrency: Number(values.concurrency),
      log: (line) => console.log(`  ${line}`),
    });
    summaries.push(summary(kind, report));
    if (report.failures.length > 0) {
      failed = true;
      console.log(report.failures.map((f) => `  FAILED ${f}`).join('\n'));
    }
  } finally {
    await database.dispose();
  }
}
console.log(`\n${summaries.join('\n')}`);
process.exit(failed ? 1 : 0);
