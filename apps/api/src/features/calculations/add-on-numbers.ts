import type { AddOnCalculation } from '@catering/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accounts,
  addOnSlots,
  addOnTypes,
  scheduledAddOns,
  scheduledElements,
  serviceEventAddOns,
  serviceEvents,
} from '../../db/schema/index.js';
import { byName } from '../../lib/list.js';
import { withinMarkets } from '../../lib/market-scope.js';
import { scheduledAddOnOfEventAddOn, slotElementOfEventAddOn } from '../scheduled-add-ons/index.js';
import { servicesOf } from '../scheduled-menus/index.js';
import type { Slot } from './calculations.read.js';

type SlotNumbers = AddOnCalculation['addOns'][number]['slots'][number];

/**
 * The add-on service of a slot (spec 3 "add-on calculation"): what each account ordered
 * per add-on slot on its events, with the element the day's scheduled add-on of that type
 * holds in the slot (found by market, line, date and type, like the day's menu).
 */
export async function addOnNumbers(db: Db, slot: Slot): Promise<AddOnCalculation> {
  const rows = await db
    .select({
      accountId: accounts.id,
      accountName: accounts.name,
      addOnTypeId: addOnTypes.id,
      typeName: addOnTypes.name,
      addOnSlotId: addOnSlots.id,
      slotName: addOnSlots.name,
      order: addOnSlots.order,
      quantity: sql<number>`sum(${serviceEventAddOns.quantity})::int`,
      scheduledAddOnId: scheduledAddOns.id,
      elementName: scheduledElements.name,
    })
    .from(serviceEventAddOns)
    .innerJoin(serviceEvents, eq(serviceEvents.id, serviceEventAddOns.serviceEventId))
    .innerJoin(accounts, eq(accounts.id, serviceEvents.accountId))
    .innerJoin(addOnTypes, eq(addOnTypes.id, serviceEventAddOns.addOnTypeId))
    .innerJoin(addOnSlots, eq(addOnSlots.id, serviceEventAddOns.addOnSlotId))
    .leftJoin(scheduledAddOns, scheduledAddOnOfEventAddOn)
    .leftJoin(scheduledElements, slotElementOfEventAddOn)
    .where(
      and(
        servicesOf(slot.marketId, slot.serviceLineId, slot.date),
        withinMarkets(accounts.marketId, slot.scope),
        isNull(accounts.archivedAt),
      ),
    )
    .groupBy(
      accounts.id,
      accounts.name,
      addOnTypes.id,
      addOnTypes.name,
      addOnSlots.id,
      addOnSlots.name,
      addOnSlots.order,
      scheduledAddOns.id,
      scheduledElements.name,
    )
    .orderBy(byName(accounts.name), accounts.id, asc(addOnTypes.name), asc(addOnSlots.order));

  const slotOf = (row: (typeof rows)[number], quantity: number): SlotNumbers => ({
    addOnSlotId: row.addOnSlotId,
    slotName: row.slotName,
    order: row.order,
    elementName: row.elementName,
    quantity,
  });
  const addOns: AddOnCalculation['addOns'] = [];
  const summaries: AddOnCalculation['summaries'] = [];
  for (const row of rows) {
    const quantity = Number(row.quantity);
    let type = addOns.find((a) => a.addOnTypeId === row.addOnTypeId);
    if (!type) {
      type = {
        addOnTypeId: row.addOnTypeId,
        name: row.typeName,
        scheduledAddOnId: row.scheduledAddOnId,
        slots: [],
      };
      addOns.push(type);
    }
    const total = type.slots.find((s) => s.addOnSlotId === row.addOnSlotId);
    if (total) total.quantity += quantity;
    else type.slots.push(slotOf(row, quantity));

    let summary = summaries.find((s) => s.account.id === row.accountId);
    if (!summary) {
      summary = { account: { id: row.accountId, name: row.accountName }, addOns: [] };
      summaries.push(summary);
    }
    let own = summary.addOns.find((a) => a.addOnTypeId === row.addOnTypeId);
    if (!own) {
      own = { addOnTypeId: row.addOnTypeId, name: row.typeName, slots: [] };
      summary.addOns.push(own);
    }
    own.slots.push(slotOf(row, quantity));
  }
  addOns.sort((a, b) => a.name.localeCompare(b.name));
  for (const type of addOns) type.slots.sort((a, b) => a.order - b.order);
  return { addOns, summaries };
}
