import { describe, expect, it } from 'vitest';
import {
  planServingSchedule,
  SERVING_SCHEDULE_MESSAGES,
  type ServingScheduleDay,
  servingScheduleInputSchema,
} from './serving-schedule.js';

const TYPE = '00000000-0000-4000-8000-000000000001';
const OTHER_TYPE = '00000000-0000-4000-8000-000000000002';
const day = (
  d: ServingScheduleDay['day'],
  serve: boolean,
  over: Partial<ServingScheduleDay> = {},
) =>
  ({
    day: d,
    shouldServeOnDay: serve,
    meatEaters: 40,
    nonMeatEaters: 10,
    pricePerEater: 12.5,
    serviceTime: '12:00',
    serviceTypeId: TYPE,
    ...over,
  }) satisfies ServingScheduleDay;
const event = (id: string, date: string, over = {}) => ({
  id,
  date,
  eaterCount: 50,
  dietaryCount: 10,
  pricePerPerson: 12.5,
  serviceTime: '12:00',
  serviceTypeId: TYPE,
  ...over,
});

describe('planServingSchedule', () => {
  it('creates the add days across a month end and leaves other weekdays alone', () => {
    // 2026-11-26 is a Thursday; the range crosses into December.
    const plan = planServingSchedule(
      { startDate: '2026-11-26', endDate: '2026-12-08' },
      [day('monday', true), day('thursday', true)],
      [],
    );
    expect(plan.create.map((c) => c.date)).toEqual([
      '2026-11-26',
      '2026-11-30',
      '2026-12-03',
      '2026-12-07',
    ]);
    expect(plan.update).toEqual([]);
    expect(plan.remove).toEqual([]);
  });

  it('updates changed events, skips identical ones and removes Remove weekdays', () => {
    const plan = planServingSchedule(
      { startDate: '2026-11-23', endDate: '2026-12-06' },
      [
        day('monday', true),
        day('tuesday', true, { serviceTypeId: OTHER_TYPE }),
        day('friday', false),
      ],
      [
        event('mon-same', '2026-11-23'),
        event('tue-old-type', '2026-11-24'),
        event('fri', '2026-11-27'),
        event('wed-untouched', '2026-11-25'),
        event('fri-after-range', '2026-12-11'),
      ],
    );
    expect(plan.unchanged).toEqual(['mon-same']);
    expect(plan.update.map((u) => u.id)).toEqual(['tue-old-type']);
    expect(plan.create.map((c) => c.date)).toEqual(['2026-11-30', '2026-12-01']);
    expect(plan.remove).toEqual(['fri']);
  });

  it('counts protein eaters as eaters minus veg eaters', () => {
    const plan = planServingSchedule(
      { startDate: '2026-11-23', endDate: '2026-11-23' },
      [day('monday', true, { meatEaters: 30, nonMeatEaters: 20 })],
      [event('mon', '2026-11-23', { eaterCount: 50, dietaryCount: 10 })],
    );
    expect(plan.update).toHaveLength(1);
  });
});

describe('servingScheduleInputSchema', () => {
  it('refuses an end before the start, a range over a year and a repeated weekday', () => {
    const messages = (input: object) => {
      const result = servingScheduleInputSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    expect(messages({ data: [], startDate: '2026-12-01', endDate: '2026-11-30' })).toEqual([
      SERVING_SCHEDULE_MESSAGES.endBeforeStart,
    ]);
    expect(messages({ data: [], startDate: '2026-01-01', endDate: '2027-01-02' })).toEqual([
      SERVING_SCHEDULE_MESSAGES.rangeTooLong,
    ]);
    expect(
      messages({
        data: [day('monday', true), day('monday', false)],
        startDate: '2026-12-01',
        endDate: '2026-12-02',
      }),
    ).toEqual([SERVING_SCHEDULE_MESSAGES.duplicateDay]);
  });
});
