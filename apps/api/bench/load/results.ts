import { cpus, totalmem } from 'node:os';
import type { LoadCase } from './cases.js';
import type { DatabaseKind } from './large-database.js';
import type { LoadFigures } from './measure.js';

/** Figures of one database's run, and the markdown of `bench/results.md`. */
export interface CaseResult {
  loadCase: LoadCase;
  product: LoadFigures[];
  bare: LoadFigures[];
  /** 'same', or what differed between the two answers. */
  sameAnswer: string;
  /** The product's peak memory (VmHWM, MB) once this case had run: where the peak rose. */
  productPeakMb?: number;
  /**
   * The ratio of each alternation at RATIO_CONNECTIONS, in the order taken; the figures kept
   * are the median alternation's.
   */
  roundRatios?: number[];
}

/** The connections the throughput ratios are judged at. */
export const RATIO_CONNECTIONS = 32;

export interface DatabaseRun {
  kind: DatabaseKind;
  version: string;
  results: CaseResult[];
  productMemoryMb?: number;
  /** The product's peak once it had started and recorded every case's answer. */
  productStartPeakMb?: number;
  bareMemoryMb?: number;
}

export const TARGETS = {
  listP99AtFourMs: 25,
  /** Issue #12's, for the lists; a case's own `ratioTarget` (issue #30's 0.8) wins. */
  ratioAtThirtyTwo: 0.7,
  calculationsP50Ms: 50,
  /** Issue #30 (issue #12's was 400). */
  memoryMb: 300,
};

const fixed = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const at = (figures: LoadFigures[], connections: number) =>
  figures.find((f) => f.connections === connections);
/** How the ratio at RATIO_CONNECTIONS was taken, when from several alternations. */
const roundsNote = (result: CaseResult) =>
  result.roundRatios && result.roundRatios.length > 1
    ? ` (median of ${result.roundRatios.length} alternations: ${result.roundRatios.map((r) => fixed(r, 2)).join(', ')})`
    : '';
const ratioOf = (result: CaseResult, connections: number) => {
  const product = at(result.product, connections)?.requestsPerSecond ?? 0;
  const bare = at(result.bare, connections)?.requestsPerSecond ?? 0;
  return bare > 0 ? product / bare : 0;
};

function table(run: DatabaseRun): string[] {
  const lines = [
    '| hot path | conns | product req/s | p50 ms | p99 ms | bare req/s | p50 ms | p99 ms | ratio | failures |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const result of run.results) {
    for (const product of result.product) {
      const bare = at(result.bare, product.connections);
      const failures = product.failures + (bare?.failures ?? 0);
      lines.push(
        `| ${product.connections === result.product[0]?.connections ? result.loadCase.name : ''}${product.background ? ` (saves: ${fixed(product.background.requestsPerSecond)}/s, p99 ${product.background.p99} ms${bare?.background ? `; bare ${fixed(bare.background.requestsPerSecond)}/s` : ''})` : ''} | ${product.connections} | ${fixed(product.requestsPerSecond)} | ${product.p50} | ${product.p99} | ${bare ? fixed(bare.requestsPerSecond) : '–'} | ${bare?.p50 ?? '–'} | ${bare?.p99 ?? '–'} | ${bare ? fixed(ratioOf(result, product.connections), 2) : '–'} | ${failures} |`,
      );
    }
  }
  return lines;
}

/** Each target of issues #12, #27, #28 and #30, met or not, with the figure that decides it. */
export function targetLines(run: DatabaseRun): string[] {
  const lines: string[] = [];
  const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');
  for (const result of run.results.filter((r) => r.loadCase.listOrCalendar)) {
    const p99 = at(result.product, 4)?.p99 ?? Number.NaN;
    const ratio = ratioOf(result, RATIO_CONNECTIONS);
    const ratioTarget = result.loadCase.ratioTarget ?? TARGETS.ratioAtThirtyTwo;
    lines.push(
      `- ${result.loadCase.name}: p99 at 4 connections ${p99} ms (target < ${TARGETS.listP99AtFourMs}) ${verdict(p99 < TARGETS.listP99AtFourMs)}; ` +
        `throughput at ${RATIO_CONNECTIONS} connections ${fixed(ratio, 2)} of bare${roundsNote(result)} (target ≥ ${ratioTarget}) ${verdict(ratio >= ratioTarget)}`,
    );
  }
  const otherRatios = run.results.filter(
    (r) => r.loadCase.ratioTarget && !r.loadCase.listOrCalendar && r.bare.length > 0,
  );
  for (const result of otherRatios) {
    const ratio = ratioOf(result, RATIO_CONNECTIONS);
    const target = result.loadCase.ratioTarget!;
    lines.push(
      `- ${result.loadCase.name}: throughput at ${RATIO_CONNECTIONS} connections ${fixed(ratio, 2)} of bare${roundsNote(result)} (target ≥ ${target}) ${verdict(ratio >= target)}`,
    );
  }
  for (const { loadCase, product } of run.results.filter((r) => r.loadCase.p99Target)) {
    const { connections, ms } = loadCase.p99Target!;
    const figures = at(product, connections);
    const p99 = figures && figures.requests > 0 ? figures.p99 : Number.NaN;
    const meanwhile = figures?.background
      ? ` (meanwhile ${fixed(figures.background.requestsPerSecond)} saves a second, ${figures.background.failures} failed)`
      : '';
    lines.push(
      `- ${loadCase.name}: p99 at ${connections} connections ${p99} ms${meanwhile} (target < ${ms}) ${verdict(p99 < ms)}`,
    );
  }
  // Only a case that ran has a figure (`--only` runs some).
  const calculations = run.results.find((r) => r.loadCase.name.includes('calculations'));
  if (calculations) {
    const p50 = at(calculations.product, 1)?.p50 ?? Number.NaN;
    lines.push(
      `- Calculations for Phoenix Lunch: p50 ${p50} ms at 1 connection (target < ${TARGETS.calculationsP50Ms}) ${verdict(p50 < TARGETS.calculationsP50Ms)}`,
    );
  }
  for (const { loadCase, product } of run.results.filter((r) => r.loadCase.p50TargetMs)) {
    const one = at(product, 1);
    const target = loadCase.p50TargetMs!;
    // No answer inside the window is autocannon's p50 of 0: the slowest case, not a fast one.
    const p50 = one && one.requests > 0 ? one.p50 : Number.NaN;
    const figure = Number.isNaN(p50) ? 'no answer within the window' : `p50 ${p50} ms`;
    lines.push(
      `- ${loadCase.name}: ${figure} at 1 connection (target < ${target}) ${verdict(p50 < target)}`,
    );
  }
  const memory = run.productMemoryMb ?? Number.NaN;
  lines.push(
    `- The API's peak memory (VmHWM) over the whole run: ${memory} MB (target < ${TARGETS.memoryMb}) ${verdict(memory < TARGETS.memoryMb)}`,
  );
  return lines;
}

/** The cases during which the product's peak rose, so a peak over the target names its case. */
function peakSteps(run: DatabaseRun): string {
  if (run.productStartPeakMb === undefined) return '';
  const steps = [`${run.productStartPeakMb} MB after its start and the answers' recording`];
  let peak = run.productStartPeakMb;
  for (const { loadCase, productPeakMb } of run.results) {
    if (productPeakMb === undefined || productPeakMb <= peak) continue;
    steps.push(`${productPeakMb} MB after ${loadCase.name}`);
    peak = productPeakMb;
  }
  return ` The product's peak rose: ${steps.join('; ')}.`;
}

export function machineLine(): string {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${fixed(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.platform}`;
}

export function resultsMarkdown(
  runs: DatabaseRun[],
  setup: { date: string; seconds: number; connections: number[]; dataLine: string },
): string {
  // The connections the figures were taken at (a case may ask for fewer than the run's).
  const used = new Set(
    runs.flatMap((run) => run.results.flatMap((r) => r.product)).map((f) => f.connections),
  );
  const connections = setup.connections.filter((n) => used.has(n));
  const out = [
    '# Load benchmark results',
    '',
    'Written by `npm run bench` (apps/api/bench/load/); see docs/scaling.md for how to read them.',
    '',
    `- Date: ${setup.date}`,
    `- Machine: ${machineLine()}`,
    `- Data: ${setup.dataLine}`,
    `- Load: autocannon in the bench's own process, ${setup.seconds} s per figure after a 1 s warm-up, at ${connections.join(', ')} connections, one server loaded at a time. PostgreSQL: both servers up, each product figure taken right before the bare one; at ${RATIO_CONNECTIONS} connections, where the ratios are judged, three such alternations, the median one kept (the machine's drift moved a single one by ±0.15). PGlite (one process may open it): every product figure, then every bare one.`,
    '- ratio = product req/s ÷ bare req/s; failures = non-2xx answers, errors and timeouts of both.',
    '',
  ];
  for (const run of runs) {
    out.push(`## ${run.kind} (${run.version})`, '', ...table(run), '');
    const differing = run.results.filter((r) => r.sameAnswer !== 'same' && r.loadCase.comparable);
    out.push(
      differing.length
        ? `Answers that differed between the product and the bare route: ${differing.map((r) => `${r.loadCase.name} (${r.sameAnswer})`).join('; ')}.`
        : 'Every comparable answer of the bare routes was the same JSON as the product’s.',
      '',
      `Peak memory: product ${run.productMemoryMb ?? '?'} MB, bare server ${run.bareMemoryMb ?? '?'} MB.${peakSteps(run)}`,
      '',
      run.kind === 'PostgreSQL'
        ? '### Targets'
        : '### Targets (set for PostgreSQL; shown here for comparison only)',
      '',
      ...targetLines(run),
      '',
    );
  }
  return `${out.join('\n')}\n`;
}
