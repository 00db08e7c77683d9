import { and, eq } from 'drizzle-orm';
import {
  accounts,
  scheduledAddOns,
  scheduledElements,
  serviceEventAddOns,
  serviceEvents,
} from '../../db/schema/index.js';

/**
 * An event's add-on row ↔ the day's scheduled add-on of its type, found by slot (market,
 * line, date, type) like the day's menu: nothing stored to keep in step. For queries that
 * join `serviceEventAddOns`, `serviceEvents` and `accounts`.
 */
export const scheduledAddOnOfEventAddOn = and(
  eq(scheduledAddOns.marketId, accounts.marketId),
  eq(scheduledAddOns.serviceLineId, serviceEvents.serviceLineId),
  eq(scheduledAddOns.date, serviceEvents.date),
  eq(scheduledAddOns.addOnTypeId, serviceEventAddOns.addOnTypeId),
);

/** …and the element that scheduled add-on holds in the event row's slot. */
export const slotElementOfEventAddOn = and(
  eq(scheduledElements.scheduledAddOnId, scheduledAddOns.id),
  eq(scheduledElements.addOnSlotId, serviceEventAddOns.addOnSlotId),
);
