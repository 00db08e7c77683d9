import { describe, expect, it } from 'vitest';
import { type AppliedSchedule, scheduleInForce } from './serving-schedule-in-force.js';

const TYPE = '00000000-0000-4000-8000-000000000001';
const entry = (day: string, shouldServeOnDay: boolean, meatEaters = 40) => ({
  day,
  shouldServeOnDay,
  meatEaters,
  nonMeatEaters: 10,
  pricePerEater: 12.5,
  serviceTime: '12:00',
  serviceTypeId: TYPE,
});
const schedule = (
  startDate: string,
  endDate: string,
  data: AppliedSchedule['data'],
): AppliedSchedule => ({ startDate, endDate, data });

const TODAY = '2026-03-10';
const servedDays = (newestFirst: AppliedSchedule[]) =>
  scheduleInForce(newestFirst, TODAY).map((served) => `${served.day} ${served.meatEaters}`);

describe('the schedule in force', () => {
  it('keeps the weekdays an older schedule serves when a newer one sent others', () => {
    const weekdays = schedule('2026-03-11', '2026-06-08', [
      entry('monday', true),
      entry('tuesday', true),
      entry('friday', true),
    ]);
    const fridayOff = schedule('2026-03-11', '2026-06-08', [entry('friday', false)]);
    const bigTuesday = schedule('2026-03-11', '2026-06-08', [entry('tuesday', true, 70)]);
    expect(servedDays([bigTuesday, fridayOff, weekdays])).toEqual(['monday 40', 'tuesday 70']);
  });

  it('gives the figures and range of the schedule that set the weekday, Monday first', () => {
    const older = schedule('2026-03-01', '2026-04-30', [entry('sunday', true, 5)]);
    const newer = schedule('2026-03-11', '2026-06-08', [entry('wednesday', true, 30)]);
    const figures = {
      nonMeatEaters: 10,
      pricePerEater: 12.5,
      serviceTime: '12:00',
      serviceTypeId: TYPE,
    };
    expect(scheduleInForce([newer, older], TODAY)).toEqual([
      {
        day: 'wednesday',
        meatEaters: 30,
        ...figures,
        startDate: '2026-03-11',
        endDate: '2026-06-08',
      },
      { day: 'sunday', meatEaters: 5, ...figures, startDate: '2026-03-01', endDate: '2026-04-30' },
    ]);
  });

  it('leaves out schedules whose range ended before today, but not one ending today', () => {
    const ended = schedule('2026-01-01', '2026-03-09', [entry('monday', true)]);
    const endsToday = schedule('2026-01-01', TODAY, [entry('thursday', true)]);
    expect(servedDays([ended, endsToday])).toEqual(['thursday 40']);
    expect(servedDays([])).toEqual([]);
  });
});
