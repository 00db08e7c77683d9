import type { AddOnCalculation } from '@catering/domain';
import type { Db } from '../../db/client.js';
import { type AddOnOrderRow, findAddOnOrders } from './add-on-orders.repo.js';
import type { Slot } from './calculations.repo.js';

type SlotNumbers = AddOnCalculation['addOns'][number]['slots'][number];

/**
 * The add-on service of a slot (spec 3 "add-on calculation"): what each account ordered
 * per add-on slot on its events, with the element the day's scheduled add-on of that type
 * holds in the slot (found by market, line, date and type, like the day's menu).
 */
export async function addOnNumbers(db: Db, slot: Slot): Promise<AddOnCalculation> {
  return addOnCalculationOf(await findAddOnOrders(db, slot));
}

/** The add-on numbers of one slot's order rows (`findAddOnOrders`). */
export function addOnCalculationOf(rows: AddOnOrderRow[]): AddOnCalculation {
  const slotOf = (row: AddOnOrderRow, quantity: number): SlotNumbers => ({
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
