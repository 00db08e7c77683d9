import { SCHEDULED_MENU_MESSAGES, STALE_MESSAGE } from '@catering/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import {
  buildScheduledMenuListItem,
  buildServiceEventNote,
  schedulingLine,
} from '../../../test/scheduling-fixtures';
import {
  ALL_LINES_SHOWN,
  buildCalendarEntries,
  calendarEventHour,
  canShowDetails,
  menuEntry,
  menuTitle,
  noteEntry,
  toggleLine,
  toggleMode,
} from './calendar-events';
import { monthOfRoute, neighbourMonths } from './calendar-month';
import { moveFailureText, moveRequestOf } from './reschedule';

const menu = buildScheduledMenuListItem({ date: '2025-03-12' });
const lineIds = ['Breakfast', 'Lunch', 'Dinner'].map((name) => schedulingLine(name).id);
const [breakfastId, lunchId, dinnerId] = lineIds as [string, string, string];

describe('calendar events', () => {
  it('places each line at its default hour for one hour (spec 9)', () => {
    expect(
      ['Breakfast', 'Lunch', 'Dinner', 'Snack', 'Dessert', 'Happy Hour', 'Special'].map(
        calendarEventHour,
      ),
    ).toEqual([9, 12, 16, 18, 20, 22, 22]);
    const dinner = menuEntry(buildScheduledMenuListItem({ lineName: 'Dinner' }), null);
    expect(dinner.start).toEqual(new Date(2025, 2, 12, 16, 0));
    expect(dinner.end).toEqual(new Date(2025, 2, 12, 17, 0));
    expect(dinner.label).toBe('Dinner: Taste of India');
  });

  it('titles a menu per Show mode, with a fallback when there is nothing to show', () => {
    expect(menuTitle(menu, null)).toBe('Taste of India');
    expect(menuTitle(menu, 'cuisine')).toBe('Indian');
    expect(menuTitle(menu, 'protein')).toBe('Butter Chicken');
    expect(menuTitle(menu, 'salad')).toBe('No salad');
    expect(menuTitle(menu, 'starch')).toBe('Basmati Rice, Naan');
    expect(menuTitle({ ...menu, cuisineTypeName: null }, 'cuisine')).toBe('No cuisine');
    expect(menuTitle({ ...menu, proteinNames: [] }, 'protein')).toBe('No protein');
  });

  it('titles a note by its account and truncated text, the label keeps it whole', () => {
    const long = 'Please use the side door entrance, the front desk closes at noon';
    const note = noteEntry(buildServiceEventNote({ notes: long, specialRequest: true }));
    expect(note.title).toBe('Acme Corp: Special request · Please use the side d…');
    expect(note.label).toBe(`Lunch note: Acme Corp: Special request · ${long}`);
  });

  it('leaves out the events of hidden lines', () => {
    const entries = buildCalendarEntries({
      menus: [menu, buildScheduledMenuListItem({ lineName: 'Dinner' })],
      notes: [buildServiceEventNote({ lineName: 'Lunch' })],
      hiddenLineIds: new Set([lunchId]),
      mode: null,
    });
    expect(entries.map((entry) => entry.label)).toEqual(['Dinner: Taste of India']);
  });
});

describe('calendar filters', () => {
  it('enables the Show toggles only with exactly one line on, and drops them otherwise', () => {
    expect(canShowDetails(ALL_LINES_SHOWN, lineIds)).toBe(false);
    expect(toggleMode(ALL_LINES_SHOWN, 'protein', lineIds).mode).toBeNull();
    const onlyLunch = toggleLine(
      toggleLine(ALL_LINES_SHOWN, breakfastId, lineIds),
      dinnerId,
      lineIds,
    );
    expect(canShowDetails(onlyLunch, lineIds)).toBe(true);
    const protein = toggleMode(onlyLunch, 'protein', lineIds);
    expect(protein.mode).toBe('protein');
    // Mutually exclusive: another replaces it, the same one turns it off.
    expect(toggleMode(protein, 'starch', lineIds).mode).toBe('starch');
    expect(toggleMode(protein, 'protein', lineIds).mode).toBeNull();
    expect(toggleLine(protein, dinnerId, lineIds)).toMatchObject({ mode: null });
    expect(toggleLine(protein, lunchId, lineIds)).toMatchObject({ mode: null });
  });
});

describe('calendar months', () => {
  it('reads the route month, else the current one, and finds the neighbours', () => {
    expect(monthOfRoute('4', '2025', '2025-03-10')).toEqual({ year: 2025, month: 4 });
    expect(monthOfRoute(undefined, undefined, '2025-03-10')).toEqual({ year: 2025, month: 3 });
    expect(monthOfRoute('13', '2025', '2025-03-10')).toEqual({ year: 2025, month: 3 });
    expect(neighbourMonths({ year: 2025, month: 1 })).toEqual([
      { year: 2024, month: 12 },
      { year: 2025, month: 2 },
    ]);
  });
});

describe('moving a menu by drag', () => {
  const entry = menuEntry(menu, null);

  it('sends the new date as MM/DD/YYYY with the updatedAt read', () => {
    expect(moveRequestOf(entry, new Date(2025, 2, 14, 12), true)).toEqual({
      id: menu.id,
      date: '2025-03-14',
      body: { date: '03/14/2025', updatedAt: menu.updatedAt },
    });
  });

  it('sends nothing for the same day, a locked menu, a note or without editScheduleMenu', () => {
    expect(moveRequestOf(entry, new Date(2025, 2, 12, 9), true)).toBeNull();
    expect(moveRequestOf(entry, new Date(2025, 2, 14), false)).toBeNull();
    const locked = menuEntry({ ...menu, isLocked: true }, null);
    expect(moveRequestOf(locked, new Date(2025, 2, 14), true)).toBeNull();
    const note = noteEntry(buildServiceEventNote());
    expect(moveRequestOf(note, new Date(2025, 2, 14), true)).toBeNull();
  });

  it("shows the server's refusal: locked, slot taken, stale", () => {
    const refusal = (status: number, code: string, message: string) =>
      moveFailureText(new ApiError({ status, code, messages: [message] }));
    expect(refusal(403, 'locked', SCHEDULED_MENU_MESSAGES.locked)).toBe(
      'This scheduled menu is older than 2 days and cannot be edited.',
    );
    expect(refusal(409, 'conflict', SCHEDULED_MENU_MESSAGES.slotTaken)).toBe(
      'A menu is already scheduled for this market, service line and date.',
    );
    expect(refusal(409, 'stale', 'stale')).toBe(STALE_MESSAGE);
  });
});
