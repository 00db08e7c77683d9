import os from 'node:os';
import type { Milestone, TimedRequest, Transfer } from './requests';

/** One measured run: the browser's ms from the click to interactive, and its requests. */
export interface MeasuredRun {
  ms: number;
  requestsAfterClick: TimedRequest[];
}

export interface Measurement {
  /** "Sign-in to an interactive menu list". */
  title: string;
  targetMs: number;
  warmUpMs: number;
  runs: MeasuredRun[];
  /** Where the time after the click goes, in order. */
  milestones: readonly Milestone[];
  /** Transfers of the first measured run (every run loads the same files), labelled. */
  transfers: [label: string, transfer: Transfer][];
}

export function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function describeTransfer(transfer: Transfer): string {
  return (
    `${kB(transfer.bytes)} in ${transfer.requests} requests ` +
    `(scripts ${kB(transfer.scriptBytes)}, API ${kB(transfer.apiBytes)}` +
    (transfer.fromServiceWorker > 0
      ? `; ${transfer.fromServiceWorker} answered by the service worker, not weighed)`
      : ')')
  );
}

function describeTimeline(measurement: Measurement): string {
  const { runs, milestones } = measurement;
  const steps = milestones.map(({ what, at }) => {
    const times = runs.flatMap((run) => at(run.requestsAfterClick) ?? []);
    return times.length > 0 ? `${what} ${Math.round(medianOf(times))}` : `${what} -`;
  });
  steps.push(`interactive ${Math.round(medianOf(runs.map((run) => run.ms)))}`);
  return steps.join(' · ');
}

/** Prints a measurement; true when its median meets the target. */
export function report(measurement: Measurement, chromiumVersion: string): boolean {
  const { title, targetMs, warmUpMs, runs } = measurement;
  const times = runs.map((run) => run.ms).sort((a, b) => a - b);
  const median = medianOf(times);
  const met = median <= targetMs;
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\n${title}: headless Chromium ${chromiumVersion}, localhost, ` +
      `${os.cpus().length} × ${cpu}; ${runs.length} runs after one warm-up, a fresh context each.`,
  );
  console.log(
    `runs (ms): ${runs.map((run) => Math.round(run.ms)).join(', ')} ` +
      `(warm-up, not counted: ${Math.round(warmUpMs)})`,
  );
  console.log(
    `min ${Math.round(times[0] ?? Number.NaN)} ms, median ${Math.round(median)} ms, ` +
      `max ${Math.round(times.at(-1) ?? Number.NaN)} ms; target ${targetMs} ms: ` +
      (met ? 'met' : `MISSED by ${Math.round(median - targetMs)} ms`),
  );
  console.log('Response bodies transferred (as sent, compressed where the browser accepts it):');
  const width = Math.max(...measurement.transfers.map(([label]) => label.length)) + 1;
  for (const [label, transfer] of measurement.transfers) {
    console.log(`  ${`${label}:`.padEnd(width)} ${describeTransfer(transfer)}`);
  }
  console.log(`Median ms after the click: ${describeTimeline(measurement)}`);
  return met;
}
