import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type LoadCase, resolveCases } from './cases.js';
import { compareAnswers, recordAnswers } from './compare-answers.js';
import {
  BENCH_ADMIN_PASSWORD,
  type DatabaseEnv,
  type DatabaseKind,
  type LargeDataOptions,
  settleDatabase,
} from './large-database.js';
import { type LoadFigures, measure, measureWith, settle } from './measure.js';
import { type CaseResult, RATIO_CONNECTIONS } from './results.js';
import { type ServerUnderTest, startServer } from './server-process.js';

/**
 * One database's run. On PostgreSQL both servers are up and each figure of the product is
 * taken right beside the bare server's (same minute, same caches, same neighbours on the
 * machine), so the ratio does not drift with the machine. PGlite lets one process open
 * the database at a time: the product runs every case, then the bare server does.
 */
export interface RunSettings {
  options: LargeDataOptions;
  connections: number[];
  seconds: number;
  only?: string;
}

export interface MeasuredRun {
  results: CaseResult[];
  productMemoryMb?: number;
  productStartPeakMb?: number;
  bareMemoryMb?: number;
}

/** What users run: the compiled server (`npm run bench` builds first). */
const PRODUCT = 'dist/server.js';
const BARE = 'bench/bare/server.ts';

export const brief = (f: LoadFigures): string =>
  `${f.connections}c ${Math.round(f.requestsPerSecond)}/s p50 ${f.p50} p99 ${f.p99}${f.failures ? ` (${f.failures} failed)` : ''}${f.background ? ` [meanwhile ${brief(f.background)}]` : ''}`;

const NO_BARE = 'no bare route';

const peakNote = (mb: number | undefined) => (mb === undefined ? '' : `, product peak ${mb} MB`);

/** JIT, plans, caches; then the warm-up's last requests are let finish. */
async function warmUp(server: ServerUnderTest, loadCase: LoadCase) {
  await measure(server.url, loadCase.request, 4, 1);
  await settle(server.url, loadCase.request);
}

/** One figure, then the server let finish what the load left running. */
async function figureOf(
  server: ServerUnderTest,
  loadCase: LoadCase,
  connections: number,
  seconds: number,
) {
  const figures = await measureWith(
    server.url,
    loadCase.request,
    connections,
    seconds,
    loadCase.background,
  );
  await settle(server.url, loadCase.request);
  return figures;
}

/**
 * Alternations of product and bare figures at the ratio's connections: one pair moved by
 * ±0.15 between runs with the machine's other work; the median of three holds steadier.
 */
const RATIO_ROUNDS = 3;

type FigurePair = { product: LoadFigures; bare: LoadFigures };
const pairRatio = (pair: FigurePair) =>
  pair.bare.requestsPerSecond > 0
    ? pair.product.requestsPerSecond / pair.bare.requestsPerSecond
    : 0;

/** The pair whose ratio is the median (the middle one of an odd count). */
function medianPair(pairs: FigurePair[]): FigurePair {
  const sorted = [...pairs].sort((a, b) => pairRatio(a) - pairRatio(b));
  return sorted[Math.floor((sorted.length - 1) / 2)] as FigurePair;
}

async function prepareCases(product: ServerUnderTest, settings: RunSettings) {
  const cases = (await resolveCases(product.url, settings.options)).filter(
    (c) => !settings.only || c.name.includes(settings.only),
  );
  return { cases, answers: await recordAnswers(product.url, cases) };
}

export async function runDatabase(
  kind: DatabaseKind,
  env: DatabaseEnv,
  settings: RunSettings,
): Promise<MeasuredRun> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'catering-bench-load-'));
  // The Super Admin gen:large made; no demo data.
  const productEnv = {
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    ...(kind === 'PostgreSQL' ? { DATA_DIR: scratch } : {}),
  };
  try {
    return kind === 'PostgreSQL'
      ? await sideBySide(env, productEnv, settings)
      : await oneAfterTheOther(env, productEnv, settings);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function sideBySide(
  env: DatabaseEnv,
  productEnv: Record<string, string>,
  settings: RunSettings,
): Promise<MeasuredRun> {
  const product = await startServer(PRODUCT, env, productEnv);
  let bare: ServerUnderTest | undefined;
  try {
    bare = await startServer(BARE, env);
    await settleDatabase(env); // after the product's start, which may have migrated
    const { cases, answers } = await prepareCases(product, settings);
    const productStartPeakMb = await product.peakMemoryMb();
    const results: CaseResult[] = [];
    for (const loadCase of cases) {
      const withBare = loadCase.bare !== false;
      const result: CaseResult = { loadCase, product: [], bare: [], sameAnswer: NO_BARE };
      if (withBare) result.sameAnswer = await compareAnswers(bare.url, loadCase, answers);
      await warmUp(product, loadCase);
      if (withBare) await warmUp(bare, loadCase);
      for (const connections of loadCase.connections ?? settings.connections) {
        if (!withBare) {
          result.product.push(await figureOf(product, loadCase, connections, settings.seconds));
          continue;
        }
        const rounds = connections === RATIO_CONNECTIONS ? RATIO_ROUNDS : 1;
        const pairs: FigurePair[] = [];
        for (let round = 0; round < rounds; round += 1) {
          pairs.push({
            product: await figureOf(product, loadCase, connections, settings.seconds),
            bare: await figureOf(bare, loadCase, connections, settings.seconds),
          });
        }
        const kept = medianPair(pairs);
        result.product.push(kept.product);
        result.bare.push(kept.bare);
        if (rounds > 1) result.roundRatios = pairs.map(pairRatio);
      }
      result.productPeakMb = await product.peakMemoryMb();
      console.log(`  ${loadCase.name} (${result.sameAnswer}${peakNote(result.productPeakMb)})`);
      console.log(`    product ${result.product.map(brief).join(' · ')}`);
      if (withBare) console.log(`    bare    ${result.bare.map(brief).join(' · ')}`);
      if (result.roundRatios)
        console.log(
          `    ratios at ${RATIO_CONNECTIONS}c: ${result.roundRatios.map((r) => r.toFixed(2)).join(', ')}`,
        );
      results.push(result);
    }
    return {
      results,
      productStartPeakMb,
      productMemoryMb: await product.peakMemoryMb(),
      bareMemoryMb: await bare.peakMemoryMb(),
    };
  } finally {
    await bare?.stop();
    await product.stop();
  }
}

async function loadAll(server: ServerUnderTest, loadCase: LoadCase, settings: RunSettings) {
  await warmUp(server, loadCase);
  const figures: LoadFigures[] = [];
  for (const connections of loadCase.connections ?? settings.connections)
    figures.push(await figureOf(server, loadCase, connections, settings.seconds));
  return figures;
}

async function oneAfterTheOther(
  env: DatabaseEnv,
  productEnv: Record<string, string>,
  settings: RunSettings,
): Promise<MeasuredRun> {
  const results: CaseResult[] = [];
  const product = await startServer(PRODUCT, env, productEnv);
  let answers: Map<string, string>;
  let productMemoryMb: number | undefined;
  let productStartPeakMb: number | undefined;
  try {
    const prepared = await prepareCases(product, settings);
    answers = prepared.answers;
    productStartPeakMb = await product.peakMemoryMb();
    for (const loadCase of prepared.cases) {
      const figures = await loadAll(product, loadCase, settings);
      const sameAnswer = loadCase.bare === false ? NO_BARE : 'not compared';
      const productPeakMb = await product.peakMemoryMb();
      results.push({ loadCase, product: figures, bare: [], sameAnswer, productPeakMb });
      console.log(
        `  product ${loadCase.name}: ${figures.map(brief).join(' · ')}${peakNote(productPeakMb)}`,
      );
    }
    productMemoryMb = await product.peakMemoryMb();
  } finally {
    await product.stop();
  }
  const bare = await startServer(BARE, env);
  try {
    for (const result of results.filter((r) => r.loadCase.bare !== false)) {
      result.sameAnswer = await compareAnswers(bare.url, result.loadCase, answers);
      result.bare = await loadAll(bare, result.loadCase, settings);
      console.log(`  bare ${result.loadCase.name}: ${result.bare.map(brief).join(' · ')}`);
    }
    return {
      results,
      productMemoryMb,
      productStartPeakMb,
      bareMemoryMb: await bare.peakMemoryMb(),
    };
  } finally {
    await bare.stop();
  }
}
