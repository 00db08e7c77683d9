import type { LightMyRequestResponse } from 'fastify';
import type { EditTarget } from './concurrency-targets.js';
import { body } from './test-app.js';

/**
 * Rounds and writers of each race. The CI run is small; `CONCURRENCY_ROUNDS` and
 * `CONCURRENCY_WRITERS` make a longer shake-out of the same scenarios.
 */
export const ROUNDS = Number(process.env.CONCURRENCY_ROUNDS ?? 10);
export const WRITERS = Number(process.env.CONCURRENCY_WRITERS ?? 5);

/** Room for the longer runs; the default run takes a few seconds per scenario. */
export const SCENARIO_TIMEOUT = Math.max(30_000, ROUNDS * WRITERS * 500);

/** Every two writers of one round aim at the same version (or slot): they conflict. */
export const pairsOf = (writers: number) => (writers * (writers - 1)) / 2;

/** Starts every writer before awaiting any, so their async steps interleave. */
export function race<T>(write: (writer: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: WRITERS }, (_, writer) => write(writer)));
}

export const errorCode = (response: LightMyRequestResponse) =>
  response.statusCode >= 400 ? (body(response).error?.code ?? 'no code') : undefined;

/** One scenario's figure: what was tried and what went wrong. */
export interface ScenarioTally {
  scenario: string;
  rounds: number;
  conflictingPairs: number;
  /** Accepted writes missing from the final state (or duplicate rows it kept). */
  lostUpdates: number;
  /** Rounds whose answers were not exactly one winner and the rest refused as expected. */
  badRounds: string[];
}

export function newTally(scenario: string): ScenarioTally {
  return { scenario, rounds: 0, conflictingPairs: 0, lostUpdates: 0, badRounds: [] };
}

/**
 * Races `WRITERS` edits of one version of a row, `ROUNDS` times. Each round reads the row,
 * sends every writer's change with the `updatedAt` it read, and reads it again: exactly
 * one 200 is expected, the others 409 `stale`, and the stored row must carry the winner's
 * change. A 200 whose change is not stored is a lost update.
 */
export async function raceEdits<T>(tally: ScenarioTally, edit: EditTarget<T>): Promise<void> {
  for (let round = 0; round < ROUNDS; round++) {
    const current = await edit.read();
    const answers = await race((writer) => edit.write(current, writer, round));
    const stored = await edit.read();
    const winners = answers.flatMap((answer, writer) =>
      answer.statusCode === 200 ? [writer] : [],
    );
    tally.rounds++;
    tally.conflictingPairs += pairsOf(WRITERS);
    tally.lostUpdates += winners.filter((writer) => !edit.holds(stored, writer, round)).length;
    const refusedAsStale = answers.every(
      (answer) => answer.statusCode === 200 || errorCode(answer) === 'stale',
    );
    if (winners.length !== 1 || !refusedAsStale)
      tally.badRounds.push(`round ${round}: ${describeAnswers(answers)}`);
  }
}

export function describeAnswers(answers: LightMyRequestResponse[]) {
  return answers
    .map((answer) => `${answer.statusCode}${errorCode(answer) ? ` ${errorCode(answer)}` : ''}`)
    .join(', ');
}

/** The figure, one line per scenario and a total, for the closing note. */
export function printFigure(databaseKind: string, tallies: ScenarioTally[]) {
  const total = tallies.reduce(
    (sum, t) => ({
      rounds: sum.rounds + t.rounds,
      pairs: sum.pairs + t.conflictingPairs,
      lost: sum.lost + t.lostUpdates,
    }),
    { rounds: 0, pairs: 0, lost: 0 },
  );
  const lines = tallies.map(
    (t) =>
      `  ${t.scenario.padEnd(34)} rounds ${String(t.rounds).padStart(3)}  conflicting pairs ${String(t.conflictingPairs).padStart(4)}  lost updates ${t.lostUpdates}`,
  );
  console.info(
    [
      `Concurrency on ${databaseKind} (${WRITERS} parallel writers per round):`,
      ...lines,
      `  total: ${total.rounds} rounds, ${total.pairs} conflicting pairs tried, ${total.lost} lost updates`,
    ].join('\n'),
  );
}
