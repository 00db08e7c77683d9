import type { SetupFeedback, SubmitHostSurveyValues } from '@catering/domain';

/**
 * What the demo's host reports of a Phoenix lunch: each site visited keeps one habit over
 * the weeks, so a forecast reading the last surveys per account and element type has
 * something to suggest. Pure and deterministic: the same site and turn give the same answers.
 */

/** A site's habit: most eat what was planned; some leave much of it, some run short. */
export type DemoHostPattern = 'wasting' | 'running out' | 'close to plan';

/** The element types the wasting sites leave and the running-out sites run short of. */
export const DEMO_MAIN_TYPES = ['Protein', 'Starch'] as const;

/**
 * The habit of the Phoenix lunch site at `position` (name order), or undefined for a site
 * the demo host never reports on: every second one, so a person trying the host's screens
 * finds sites of every day still to survey. Of those reported on, the first of each four
 * wastes, the second runs out, the other two eat close to plan.
 */
export function demoHostPattern(position: number): DemoHostPattern | undefined {
  if (position % 2 === 1) return undefined;
  const reported = position / 2;
  if (reported % 4 === 0) return 'wasting';
  if (reported % 4 === 1) return 'running out';
  return 'close to plan';
}

/** What the answers read of an opened survey. */
export interface DemoSurveyToAnswer {
  expectedHeadcount: number;
  setupFeedback: SetupFeedback;
  elements: {
    scheduledElementId: string;
    name: string;
    elementType: string | null;
    plannedAmount: number;
    portionPerContainer: number | null;
  }[];
}

/** A number in 0 ... size - 1 that changes from turn to turn, each salt in its own order. */
const spread = (turn: number, salt: number, size: number) => (turn * 7 + salt * 13) % size;
const toOneDecimal = (value: number) => Math.round(value * 10) / 10;
const isMain = (type: string | null) => (DEMO_MAIN_TYPES as readonly string[]).includes(type ?? '');

/** Share of what was brought that comes back: 25-40% of a wasted main, else 0-10%. */
function leftoverShare(pattern: DemoHostPattern, type: string | null, turn: number, salt: number) {
  if (pattern === 'wasting' && isMain(type)) return (25 + spread(turn, salt, 16)) / 100;
  return spread(turn, salt, 11) / 100;
}

/** A running-out site runs short of its Protein two services in three, its Starch one in three. */
function runsOut(pattern: DemoHostPattern, type: string | null, turn: number) {
  if (pattern !== 'running out') return false;
  if (type === 'Protein') return turn % 3 !== 2;
  return type === 'Starch' && turn % 3 === 0;
}

/**
 * Wasting sites see 5-15% fewer eaters than expected (why their mains come back),
 * running-out sites 3-8 more, the others within two.
 */
function headcountOf(pattern: DemoHostPattern, expected: number, turn: number) {
  if (pattern === 'wasting')
    return expected - Math.round((expected * (5 + spread(turn, 1, 11))) / 100);
  if (pattern === 'running out') return expected + 3 + spread(turn, 1, 6);
  return expected - 2 + spread(turn, 1, 5);
}

/**
 * The host's complete answers for one survey of a site with `pattern`; `turn` counts the
 * surveys written, so no two in a row read alike. Everything is brought as planned.
 */
export function demoHostAnswers(
  survey: DemoSurveyToAnswer,
  pattern: DemoHostPattern,
  turn: number,
): Omit<SubmitHostSurveyValues, 'updatedAt'> {
  const elements = survey.elements.map((row, index) => {
    const brought = row.plannedAmount;
    const full = brought * (row.portionPerContainer ?? 0);
    const runout = brought > 0 && runsOut(pattern, row.elementType, turn);
    // 15-25% of the expected eaters go without: enough for the forecast to ask for more.
    const peopleNotServed = Math.max(
      1,
      Math.round((survey.expectedHeadcount * (15 + spread(turn, index, 11))) / 100),
    );
    return {
      scheduledElementId: row.scheduledElementId,
      broughtContainers: brought,
      leftoverAmount: runout
        ? 0
        : toOneDecimal(full * leftoverShare(pattern, row.elementType, turn, index)),
      runout,
      timeOfRunout: runout ? `12:${String(10 + spread(turn, index, 40)).padStart(2, '0')}` : null,
      peopleNotServed: runout ? peopleNotServed : null,
      suggestedContainers: runout ? brought + (peopleNotServed > 7 ? 1 : 0.5) : null,
    };
  });
  const ranShort = survey.elements.filter((_, index) => elements[index]!.runout);
  const serviceFeedback = ranShort.length
    ? `The ${ranShort.map((row) => row.name).join(' and ')} ran out before the last eaters came.`
    : pattern === 'wasting'
      ? 'Fewer came than planned; a lot of the mains came back.'
      : '';
  return {
    status: 'complete',
    actualHeadcount: Math.max(1, headcountOf(pattern, survey.expectedHeadcount, turn)),
    anySpecialEvents: false,
    eventDescription: '',
    times: {
      firstEater: '11:30',
      kitchenLeaveTime: '10:15',
      lastEater: '13:05',
      startTime: '11:20',
    },
    serviceScore: pattern === 'close to plan' ? 4 + (turn % 2) : 3,
    serviceFeedback,
    eatersEnjoyedScore: 3 + spread(turn, 2, 3),
    eatersUnderstoodScore: 5 - (turn % 2),
    setupFeedback: {
      ...survey.setupFeedback,
      hadAllEquipment: true,
      menuFlow: { ...survey.setupFeedback.menuFlow, value: true },
      hotboxSpill: { value: false, spilledItems: [] },
    },
    elements,
  };
}
