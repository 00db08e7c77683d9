import {
  addDays,
  type CreateScheduledAddOnInput,
  type CreateScheduledMenuInput,
  createScheduledAddOnSchema,
  createScheduledMenuSchema,
  type ScheduledAddOn,
  type ScheduledMenu,
  todayIn,
} from '@catering/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import * as t from '../../src/db/schema/index.js';
import { createScheduledAddOn } from '../../src/features/scheduled-add-ons/scheduled-add-ons.service.js';
import { createScheduledMenu } from '../../src/features/scheduled-menus/scheduled-menus.service.js';
import { buildElement } from './catalogue.js';
import { idByName } from './lookup.js';
import { buildMenu } from './menus.js';
import { nextNumber } from './unique.js';

/**
 * Factories schedule as a Super Admin would: every market is theirs and the lock does not
 * hold them back, so a test may schedule on a past, locked date.
 */
const SUPER_ADMIN = { canEditLocked: true, scope: null };

interface SlotNames {
  /** The market by name, Phoenix unless told; `marketId` wins. */
  market?: string;
  /** The service line by name, Lunch unless told; `serviceLineId` wins. */
  serviceLine?: string;
}

/**
 * A day no earlier call in this test file got: a week ahead and on, one day further each
 * call, so two defaults never take the same market, line and date.
 */
const freshDate = () => addDays(todayIn('America/Phoenix'), 7 + nextNumber());

async function slotOf(
  db: Db,
  overrides: SlotNames & { marketId?: string; serviceLineId?: string },
) {
  return {
    marketId: overrides.marketId ?? (await idByName(db, t.markets, overrides.market ?? 'Phoenix')),
    serviceLineId:
      overrides.serviceLineId ??
      (await idByName(db, t.serviceLines, overrides.serviceLine ?? 'Lunch')),
  };
}

export interface ScheduledMenuOverrides extends Partial<CreateScheduledMenuInput>, SlotNames {}

/**
 * A menu scheduled as the calendar schedules one (the API's schema and service): a copy of
 * a master menu (a new one, buildMenu, unless `originalMenuId` says) on a market, service
 * line and date; header fields and rows sent replace the master's, as the API's do.
 */
export async function buildScheduledMenu(
  db: Db,
  overrides: ScheduledMenuOverrides = {},
): Promise<ScheduledMenu> {
  const { market, serviceLine, ...input } = overrides;
  const values = createScheduledMenuSchema.parse({
    originalMenuId: input.originalMenuId ?? (await buildMenu(db)).id,
    date: freshDate(),
    ...input,
    ...(await slotOf(db, { market, serviceLine, ...input })),
  });
  return createScheduledMenu(db, SUPER_ADMIN, SUPER_ADMIN.scope, values);
}

export interface ScheduledAddOnOverrides extends Partial<CreateScheduledAddOnInput>, SlotNames {
  /** The add-on type by name, Soup unless told; `addOnTypeId` wins. */
  addOnType?: string;
}

/**
 * An add-on scheduled as the calendar schedules one (the API's schema and service): an
 * add-on type (Soup unless told) on a market, service line and date, each of the type's
 * slots holding a new element (buildElement) unless `scheduledElements` says otherwise.
 */
export async function buildScheduledAddOn(
  db: Db,
  overrides: ScheduledAddOnOverrides = {},
): Promise<ScheduledAddOn> {
  const { market, serviceLine, addOnType = 'Soup', ...input } = overrides;
  const addOnTypeId = input.addOnTypeId ?? (await idByName(db, t.addOnTypes, addOnType));
  const slots = await db
    .select({ id: t.addOnSlots.id })
    .from(t.addOnSlots)
    .where(eq(t.addOnSlots.addOnTypeId, addOnTypeId))
    .orderBy(asc(t.addOnSlots.order));
  const scheduledElements =
    input.scheduledElements ??
    (await Promise.all(
      slots.map(async (slot) => ({
        addOnSlotId: slot.id,
        originalElementId: (await buildElement(db)).id,
      })),
    ));
  const values = createScheduledAddOnSchema.parse({
    date: freshDate(),
    ...input,
    addOnTypeId,
    scheduledElements,
    ...(await slotOf(db, { market, serviceLine, ...input })),
  });
  return createScheduledAddOn(db, SUPER_ADMIN, values);
}
