import { describe, expect, it } from 'vitest';
import type { Menu } from './menu.js';
import {
  createScheduledMenuSchema,
  isScheduledMenuLocked,
  parsePortionModifier,
  rescheduleSchema,
  SCHEDULED_MENU_MESSAGES,
  updateScheduledMenuSchema,
} from './scheduled-menu.js';
import type { ScheduledElement } from './scheduled-menu-answers.js';
import { baseMenuRows, canCopyScheduledMenu, copyMasterMenu } from './scheduled-menu-copy.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('isScheduledMenuLocked', () => {
  it('keeps a Monday menu editable through Wednesday and locks it as Thursday starts', () => {
    expect(isScheduledMenuLocked('2026-03-02', '2026-03-01')).toBe(false);
    expect(isScheduledMenuLocked('2026-03-02', '2026-03-02')).toBe(false);
    expect(isScheduledMenuLocked('2026-03-02', '2026-03-04')).toBe(false);
    expect(isScheduledMenuLocked('2026-03-02', '2026-03-05')).toBe(true);
    expect(isScheduledMenuLocked('2026-03-02', '2026-04-30')).toBe(true);
  });

  it('counts calendar days across months and years', () => {
    expect(isScheduledMenuLocked('2026-12-30', '2027-01-01')).toBe(false);
    expect(isScheduledMenuLocked('2026-12-30', '2027-01-02')).toBe(true);
  });
});

describe('portion modifier rule', () => {
  it('takes up to 3 digits, an optional point and digits after it', () => {
    for (const [text, value] of [
      ['1', 1],
      ['0.5', 0.5],
      ['.75', 0.75],
      ['125', 125],
      ['999.125', 999.125],
      [' 1.2 ', 1.2],
      [2, 2],
    ] as const)
      expect(parsePortionModifier(text)).toBe(value);
  });

  it('refuses what the rule does not allow', () => {
    for (const text of ['', '1000', '1.', '-1', 'abc', '1.2.3', '1,5', '1.2345', '.'])
      expect(parsePortionModifier(text)).toBeNull();
    expect(SCHEDULED_MENU_MESSAGES.portionModifierInvalid('x', 'Rice', 'Acme')).toBe(
      'The portion modifier "x" for Rice for Acme is not a valid value.',
    );
  });
});

describe('scheduling payloads', () => {
  const base = { originalMenuId: id(1), marketId: id(2), serviceLineId: id(3) };

  it('reads dates sent as MM/DD/YYYY or YYYY-MM-DD and answers YYYY-MM-DD', () => {
    expect(createScheduledMenuSchema.parse({ ...base, date: '03/09/2026' }).date).toBe(
      '2026-03-09',
    );
    expect(createScheduledMenuSchema.parse({ ...base, date: '2026-03-09' }).date).toBe(
      '2026-03-09',
    );
    expect(createScheduledMenuSchema.safeParse({ ...base, date: '02/30/2026' }).success).toBe(
      false,
    );
    expect(
      rescheduleSchema.parse({ date: '3/9/2026', updatedAt: '2026-01-01T00:00:00.000Z' }).date,
    ).toBe('2026-03-09');
  });

  it('names the missing market and service line as the spec does', () => {
    const result = createScheduledMenuSchema.safeParse({ date: '2026-03-09' });
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain(SCHEDULED_MENU_MESSAGES.noMarket);
    expect(messages).toContain(SCHEDULED_MENU_MESSAGES.noServiceLine);
  });

  it('refuses an element listed twice and sorts rows by order', () => {
    const row = (order: number, originalElementId = id(10 + order)) => ({
      originalElementId,
      name: `Row ${order}`,
      order,
    });
    const update = {
      name: ' Day menu ',
      updatedAt: '2026-01-01T00:00:00.000Z',
      scheduledElements: [row(1), row(0)],
    };
    const parsed = updateScheduledMenuSchema.parse(update);
    expect(parsed.name).toBe('Day menu');
    expect(parsed.scheduledElements.map((r) => r.order)).toEqual([0, 1]);
    const twice = updateScheduledMenuSchema.safeParse({
      ...update,
      scheduledElements: [row(0, id(5)), row(1, id(5))],
    });
    expect(twice.error?.issues[0]?.message).toBe(SCHEDULED_MENU_MESSAGES.duplicateElement);
  });
});

const master: Menu = {
  id: id(1),
  name: 'Taste of India',
  menuElementClassId: id(2),
  menuElementClassName: 'standard',
  brandId: id(3),
  cuisineTypeId: id(4),
  description: 'Chicken with Rice',
  isDescriptionAutomated: true,
  serviceLines: [id(5)],
  tags: [id(6)],
  allergenIds: [id(7)],
  allergenNames: ['Milk'],
  updatedAt: '2026-01-01T00:00:00.000Z',
  elements: [
    {
      id: id(20),
      elementId: id(21),
      element: {
        id: id(21),
        name: 'Jeera Rice',
        menuElementClassId: id(2),
        menuElementClassName: 'standard',
        ingredients: 'rice, cumin',
        method: 'steam',
        allergenIds: [],
        allergenNames: [],
      },
      order: 1,
      elementTypeId: id(22),
      isAlternate: false,
      share: 100,
      containerTypeId: id(23),
      portionPerPerson: 5,
      portionPerContainer: 100,
      portionUnitId: id(24),
      servingTemp: 'HOT',
      labelName: null,
      directionals: 'left of the protein',
      hostFlowOrder: 0,
      servingUtensilId: id(25),
      servingVesselId: null,
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
    {
      id: id(30),
      elementId: id(31),
      element: {
        id: id(31),
        name: 'Chicken Tikka',
        menuElementClassId: id(2),
        menuElementClassName: 'standard',
        ingredients: 'chicken, cream',
        method: 'simmer',
        allergenIds: [id(7)],
        allergenNames: ['Milk'],
      },
      order: 0,
      elementTypeId: id(32),
      isAlternate: false,
      share: 33.34,
      containerTypeId: id(23),
      portionPerPerson: 6,
      portionPerContainer: null,
      portionUnitId: id(24),
      servingTemp: 'HOT',
      labelName: 'Tikka',
      directionals: '',
      hostFlowOrder: 1,
      servingUtensilId: null,
      servingVesselId: id(26),
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
};

describe('copy rule', () => {
  it('copies the header and each row with its element snapshot and host flow, in order', () => {
    const copy = copyMasterMenu(master);
    expect(copy).toMatchObject({
      name: 'Taste of India',
      menuElementClassId: id(2),
      brandId: id(3),
      cuisineTypeId: id(4),
      description: 'Chicken with Rice',
      isDescriptionAutomated: true,
    });
    expect(copy).not.toHaveProperty('tags');
    expect(copy).not.toHaveProperty('serviceLines');
    expect(copy.elements.map((row) => [row.name, row.order, row.hostFlowOrder])).toEqual([
      ['Chicken Tikka', 0, 1],
      ['Jeera Rice', 1, 0],
    ]);
    expect(copy.elements[0]).toMatchObject({
      originalElementId: id(31),
      labelName: 'Tikka',
      ingredients: 'chicken, cream',
      method: 'simmer',
      allergenIds: [id(7)],
      portionPerPerson: 6,
      share: 33.34,
      servingVesselId: id(26),
      alternative: null,
    });
    expect(copy.elements[1]).toMatchObject({ directionals: 'left of the protein' });
    // A snapshot: changing the copy leaves the master alone.
    copy.elements[0]!.allergenIds.push(id(99));
    expect(master.elements[1]!.element.allergenIds).toEqual([id(7)]);
  });

  it('lets only a complete scheduled menu be copied (spec 5)', () => {
    const full = {
      date: '2026-03-09',
      marketId: id(1),
      serviceLineId: id(2),
      originalMenuId: id(3),
      scheduledElements: [{}],
    };
    expect(canCopyScheduledMenu(full)).toBe(true);
    expect(canCopyScheduledMenu({ ...full, originalMenuId: null })).toBe(false);
    expect(canCopyScheduledMenu({ ...full, scheduledElements: [] })).toBe(false);
  });

  it('writes the rows back for Update Base Menu, naming those without an element', () => {
    const rows = copyMasterMenu(master).elements.map(
      (row, index) =>
        ({
          ...row,
          id: id(40 + index),
          scheduledMenuId: id(50),
          elementTypeName: null,
          allergenNames: [],
          portionPerPerson: row.portionPerPerson ?? null,
          portionPerContainer: row.portionPerContainer ?? null,
          originalElementId: index === 1 ? null : row.originalElementId,
          updatedAt: '2026-01-01T00:00:00.000Z',
        }) as ScheduledElement,
    );
    const back = baseMenuRows(rows);
    expect(back.rows).toEqual([
      expect.objectContaining({
        elementId: id(31),
        order: 0,
        labelName: 'Tikka',
        portionPerPerson: 6,
        share: 33.34,
      }),
    ]);
    expect(back.missing).toEqual(['Jeera Rice']);
  });
});
