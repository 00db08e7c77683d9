import { mulberry32 } from '../large-data/random.js';
import type { CrashDatabase } from './crash-database.js';
import { type Exit, type ServerProcess, startServer, stopServer } from './server-process.js';
import { readBack, signIn, startBurst, type WriteAttempt } from './write-burst.js';

/**
 * The crash run: the real server on one database, a burst of writes, then kill -9 (or
 * SIGTERM) at a random moment, a restart on the same data, and a read-back of every write
 * that was answered 2xx. The restarted server carries the next cycle.
 */

export interface CrashReport {
  killCycles: number;
  sigtermCycles: number;
  /** Writes answered 2xx, over every cycle. */
  acknowledged: number;
  /** Acknowledged writes missing after a restart, or at the final read-back: must be 0. */
  lost: number;
  /** Writes without an answer (the server died under them), and how many of those were stored. */
  unanswered: number;
  unansweredStored: number;
  /** Writes refused with an HTTP error that were stored anyway: must be 0. */
  refusedStored: number;
  /** Restarts on the same data; each must be healthy (/health, sign-in, reads) or the run stops. */
  restarts: number;
  restartMs: number[];
  /** SIGTERM: exits with code 0, answers received after the signal, in-flight writes cut. */
  cleanExits: number;
  answeredAfterSignal: number;
  /** Stored but never answered during a polite shutdown: an in-flight request cut. Must be 0. */
  cutInFlight: number;
  failures: string[];
}

export interface CrashRunOptions {
  database: CrashDatabase;
  killCycles: number;
  sigtermCycles: number;
  /** Seeds the kill moments, so a failing run can be replayed. */
  seed: number;
  /** Longest wait after the first acknowledged write before the signal. */
  maxSignalDelayMs?: number;
  concurrency?: number;
  log?: (line: string) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function untilFirstAcknowledged(burst: { acknowledged(): number }, exited: Promise<Exit>) {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + 30_000;
  while (burst.acknowledged() === 0) {
    if (gone || Date.now() > deadline) throw new Error('no write was acknowledged');
    await sleep(5);
  }
}

export async function runCrashCycles(options: CrashRunOptions): Promise<CrashReport> {
  const { database, killCycles, sigtermCycles } = options;
  const log = options.log ?? (() => {});
  const random = mulberry32(options.seed);
  const maxDelay = options.maxSignalDelayMs ?? 1000;
  const report: CrashReport = {
    killCycles,
    sigtermCycles,
    acknowledged: 0,
    lost: 0,
    unanswered: 0,
    unansweredStored: 0,
    refusedStored: 0,
    restarts: 0,
    restartMs: [],
    cleanExits: 0,
    answeredAfterSignal: 0,
    cutInFlight: 0,
    failures: [],
  };
  const everyAcknowledged: WriteAttempt[] = [];

  let server: ServerProcess = await startServer(database.env);
  const restart = async () => {
    report.restarts++;
    const started = performance.now();
    server = await startServer(database.env);
    report.restartMs.push(Math.round(performance.now() - started));
  };

  try {
    const cycles = killCycles + sigtermCycles;
    for (let cycle = 1; cycle <= cycles; cycle++) {
      const signal: NodeJS.Signals = cycle <= killCycles ? 'SIGKILL' : 'SIGTERM';
      const token = await signIn(server.url);
      const burst = startBurst(server.url, token, {
        prefix: `${signal === 'SIGKILL' ? 'k' : 't'}${cycle}`,
        concurrency: options.concurrency,
      });
      await untilFirstAcknowledged(burst, server.exited);
      await sleep(Math.floor(random() * maxDelay));
      const signalledAt = performance.now();
      const signalled = server;
      signalled.signal(signal);
      const exit = await signalled.exited;
      const attempts = await burst.done;

      const acknowledged = attempts.filter((a) => a.outcome === 'acknowledged');
      const unanswered = attempts.filter((a) => a.outcome === 'unanswered');
      everyAcknowledged.push(...acknowledged);
      report.acknowledged += acknowledged.length;
      report.unanswered += unanswered.length;

      await restart();
      const check = await readBack(server.url, await signIn(server.url), attempts);
      report.lost += check.lost.length;
      report.unansweredStored += check.unansweredButStored.length;
      report.refusedStored += check.refusedButStored.length;
      for (const a of check.lost) report.failures.push(`cycle ${cycle}: ${a.kind} ${a.name} lost`);
      for (const a of check.refusedButStored) {
        report.failures.push(
          `cycle ${cycle}: ${a.kind} ${a.name} refused (${a.status}) but stored`,
        );
      }

      let line = `${signal} cycle ${cycle}: ${acknowledged.length} acknowledged`;
      line += `, ${check.lost.length} lost`;
      if (signal === 'SIGTERM') {
        const afterSignal = acknowledged.filter((a) => a.settledAt > signalledAt);
        report.answeredAfterSignal += afterSignal.length;
        report.cutInFlight += check.unansweredButStored.length;
        if (exit.code === 0) report.cleanExits++;
        else {
          const said = signalled.output().slice(-3000);
          report.failures.push(
            `cycle ${cycle}: SIGTERM exit ${JSON.stringify(exit)}; it said:\n${said}`,
          );
        }
        for (const a of check.unansweredButStored) {
          report.failures.push(`cycle ${cycle}: ${a.kind} ${a.name} stored but its answer was cut`);
        }
        line += `, ${afterSignal.length} answered after SIGTERM, exit ${exit.code}`;
      } else {
        line += `, ${unanswered.length} unanswered (${check.unansweredButStored.length} stored)`;
      }
      log(`${line}, restart ${report.restartMs.at(-1)} ms`);
    }

    // Nothing acknowledged in an early cycle may vanish in a later crash.
    const final = await readBack(server.url, await signIn(server.url), everyAcknowledged);
    report.lost += final.lost.length;
    for (const a of final.lost) report.failures.push(`final read-back: ${a.kind} ${a.name} lost`);
    const checked = everyAcknowledged.length;
    log(`final read-back: ${checked} acknowledged writes, ${final.lost.length} missing`);

    const exit = await stopServer(server);
    if (exit.code !== 0) report.failures.push(`final SIGTERM exit ${JSON.stringify(exit)}`);
  } catch (error) {
    server.signal('SIGKILL');
    await server.exited;
    throw error;
  }
  return report;
}
