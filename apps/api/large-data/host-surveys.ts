import { EQUIPMENT_ITEMS, emptySetupFeedback, settleSetupFeedback } from '@catering/domain';
import * as t from '../src/db/schema/index.js';
import { shiftTime } from './accounts.js';
import { BATCH_ROWS, insertInBatches } from './batch-insert.js';
import type { GenerationContext } from './context.js';
import type { Random } from './random.js';
import { type ScheduledSlot, type ScheduledSlots, slotKey } from './scheduled-menus.js';
import type { SurveyedEvent } from './service-events.js';

const FEEDBACK = [
  '',
  '',
  '',
  'Eaters loved the protein; it went first.',
  'The starch ran a little short at the end.',
  'Setup took longer than usual; the freight elevator was out.',
  'The point of contact asked for more vegetarian options.',
];

/** The setup answers a host gives: usually all there, now and then something missing. */
function setupAnswers(random: Random, serviceTypeName: string) {
  const setup = emptySetupFeedback(serviceTypeName);
  const hadAll = random.chance(0.9);
  setup.hadAllEquipment = hadAll;
  if (!hadAll) {
    const missing = random.pick(EQUIPMENT_ITEMS);
    for (const item of EQUIPMENT_ITEMS)
      setup[item] = {
        ...setup[item],
        hadEnough: item !== missing,
        missingItems: item === missing ? 'Two short' : '',
      };
  }
  setup.menuFlow.value = random.chance(0.95);
  const spilled = random.chance(0.05);
  setup.hotboxSpill = { value: spilled, spilledItems: spilled ? ['Sauce'] : [] };
  return settleSetupFeedback(setup);
}

/** Containers of a row the numbers would plan for this service, in half steps. */
function plannedContainers(event: SurveyedEvent, row: ScheduledSlot['elements'][number]) {
  if (!row.portionPerPerson || !row.portionPerContainer) return 0;
  const eaters = row.isAlternate
    ? Math.max(1, Math.round(event.eaterCount * 0.05))
    : row.feeds === 'protein'
      ? event.eaterCount - event.dietaryCount
      : row.feeds === 'veg'
        ? event.dietaryCount
        : event.eaterCount;
  return Math.ceil(((eaters * row.portionPerPerson) / row.portionPerContainer) * 2) / 2;
}

/**
 * The surveyed services' host surveys, complete, written straight to the tables (the survey
 * service would take minutes for 50,000): the service copied as opening does, each element
 * planned from the headcounts and portions (an estimate of the numbers, not the engine),
 * then what the host saw: what was brought, leftovers, the odd runout, scores and setup.
 */
export async function generateHostSurveys(
  ctx: GenerationContext,
  events: SurveyedEvent[],
  slots: ScheduledSlots,
): Promise<void> {
  const random = ctx.random('host-surveys');
  await ctx.db.transaction(async (tx) => {
    for (let start = 0; start < events.length; start += BATCH_ROWS) {
      const surveys: (typeof t.hostSurveys.$inferInsert)[] = [];
      const rows: (typeof t.hostSurveyElements.$inferInsert)[] = [];
      for (const [offset, event] of events.slice(start, start + BATCH_ROWS).entries()) {
        const slot = slots.get(slotKey(event.marketId, event.serviceLineId, event.date));
        // No menu on that line that day: the host flow has nothing to survey.
        if (!slot) continue;
        const id = ctx.id('host-survey', start + offset);
        const lastEater = shiftTime(event.serviceTime, random.pick([60, 75, 90]));
        const special = random.chance(0.05);
        surveys.push({
          id,
          serviceEventId: event.id,
          scheduledMenuId: slot.scheduledMenuId,
          menuId: slot.menuId,
          accountId: event.accountId,
          marketId: event.marketId,
          serviceLineId: event.serviceLineId,
          serviceTypeId: event.serviceTypeId,
          userId: ctx.ref.surveyUserId,
          date: event.date,
          status: 'complete',
          submittedAt: new Date(`${event.date}T${shiftTime(lastEater, 30)}:00Z`),
          expectedHeadcount: event.eaterCount,
          actualHeadcount: Math.max(
            1,
            Math.round(event.eaterCount * random.stepped(0.85, 1.05, 0.01)),
          ),
          anySpecialEvents: special,
          eventDescription: special ? 'A client town hall ran over; service started late.' : '',
          firstEaterTime: event.serviceTime,
          kitchenLeaveTime: shiftTime(event.serviceTime, -random.pick([60, 75, 90])),
          lastEaterTime: lastEater,
          startTime: shiftTime(event.serviceTime, -10),
          serviceScore: random.weighted([1, 2, 3, 4, 5], [1, 3, 10, 5, 2]),
          serviceFeedback: random.pick(FEEDBACK),
          eatersEnjoyedScore: random.weighted([2, 3, 4, 5], [1, 3, 6, 3]),
          eatersUnderstoodScore: random.weighted([2, 3, 4, 5], [1, 2, 6, 4]),
          setupFeedback: setupAnswers(random, event.serviceTypeName),
        });
        for (const [order, row] of slot.elements.entries()) {
          const planned = plannedContainers(event, row);
          const brought = planned + (random.chance(0.15) ? 0.5 : 0);
          const runout = brought > 0 && random.chance(0.08);
          const full = brought * (row.portionPerContainer ?? 0);
          rows.push({
            id: ctx.id('host-survey-element', start + offset, order),
            hostSurveyId: id,
            scheduledElementId: row.id,
            plannedAmount: planned,
            broughtContainers: brought,
            portionPerContainer: row.portionPerContainer,
            leftoverAmount: runout ? 0 : Math.floor(full * random.stepped(0, 0.3, 0.01) * 10) / 10,
            runout,
            timeOfRunout: runout ? shiftTime(event.serviceTime, random.int(3, 12) * 5) : null,
            peopleNotServed: runout ? random.int(1, 15) : null,
            suggestedContainers: runout ? brought + 0.5 : null,
          });
        }
      }
      await insertInBatches(tx, t.hostSurveys, 'host_surveys', surveys);
      await insertInBatches(tx, t.hostSurveyElements, 'host_survey_elements', rows);
      const done = Math.min(start + BATCH_ROWS, events.length);
      if (done % 10_000 === 0 || done === events.length)
        console.log(
          `    host_surveys: ${done.toLocaleString('en-US')} of ${events.length.toLocaleString('en-US')}`,
        );
    }
  });
}
