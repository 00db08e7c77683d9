import { createHash } from 'node:crypto';
import { recurringAddOnInputSchema, type Weekday, weekdayOf } from '@catering/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  attachRecurringAddOns,
  createRecurringAddOn,
} from '../../features/serving-schedules/index.js';
import type { Db } from '../client.js';
import * as t from '../schema/index.js';
import { accountId } from './demo-accounts/index.js';
import { type DemoAccount, demoAccounts } from './seed-data.js';

/**
 * A draw in [0, 1) fixed by the account's name and what it is for: the demo's "random"
 * choices come out the same on every seed, and changing one rule moves no other.
 */
export function demoDraw(name: string, purpose: string): number {
  return createHash('sha1').update(`${purpose}\u0000${name}`).digest().readUInt32BE(0) / 2 ** 32;
}

/** About two accounts in five take soup, about one in seven the Greens Bar. */
const SOUP_SHARE = 0.4;
const GREENS_BAR_SHARE = 0.15;
/** The add-ons are scheduled on weekdays, the Greens Bar on Tuesdays and Thursdays. */
const SOUP_DAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const GREENS_BAR_DAYS: Weekday[] = ['tuesday', 'thursday'];

export interface DemoRecurringAddOn {
  account: DemoAccount;
  type: 'Soup' | 'Greens Bar';
  day: Weekday;
  /** Per slot name: portions ordered and price per portion. */
  slots: Record<string, { quantity: number; pricePerUnit: number }>;
}

const portions = (eaters: number, share: number) => Math.max(4, Math.round(eaters * share));

/**
 * The Lunch add-ons the demo accounts order every week: soup on most of the weekdays they
 * are served (some skip Fridays) for about 12-25% of their eaters, with a topping for half of
 * those; the Greens Bar on Tuesdays and Thursdays for a few, every slot filled (entry
 * items for about a tenth of the eaters, the premium ones for fewer).
 */
export function demoRecurringAddOnPlan(
  greensBarSlots: readonly string[],
  accounts: readonly DemoAccount[] = demoAccounts(),
): DemoRecurringAddOn[] {
  const plan: DemoRecurringAddOn[] = [];
  for (const account of accounts) {
    const lunch = account.schedules.find((schedule) => schedule.serviceLine === 'Lunch');
    if (!lunch) continue;
    const { name } = account;
    const takesSoup = demoDraw(name, 'soup') < SOUP_SHARE;
    const skipsFriday = demoDraw(name, 'soup-friday') < 0.5;
    const soupShare = 0.12 + 0.13 * demoDraw(name, 'soup-share');
    const takesGreensBar = demoDraw(name, 'greens-bar') < GREENS_BAR_SHARE;
    for (const day of lunch.days) {
      const eaters = day.meatEaters + day.nonMeatEaters;
      if (takesSoup && SOUP_DAYS.includes(day.day) && !(skipsFriday && day.day === 'friday')) {
        const soup = portions(eaters, soupShare);
        plan.push({
          account,
          type: 'Soup',
          day: day.day,
          slots: {
            Soup: { quantity: soup, pricePerUnit: 4.25 },
            'Soup Topping': { quantity: Math.max(1, Math.round(soup / 2)), pricePerUnit: 0.75 },
          },
        });
      }
      if (takesGreensBar && GREENS_BAR_DAYS.includes(day.day)) {
        plan.push({
          account,
          type: 'Greens Bar',
          day: day.day,
          slots: Object.fromEntries(
            greensBarSlots.map((slot, order) => [
              slot,
              // Slots 12 on are the Elevated items: fewer take them, at a higher price.
              order < 12
                ? { quantity: portions(eaters, 0.1), pricePerUnit: 1.5 }
                : { quantity: portions(eaters, 0.04), pricePerUnit: 3 },
            ]),
          ),
        });
      }
    }
  }
  return plan;
}

/**
 * Orders the planned add-ons as the Service Schedule tab does: each is saved as a recurring
 * add-on of the account's Lunch, then put on the account's Lunch events of that weekday by
 * the rule that applies a schedule (`attachRecurringAddOns`). Does nothing when any
 * recurring add-on exists. Answers how many were saved.
 */
export async function seedDemoRecurringAddOns(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: t.recurringAddOns.id }).from(t.recurringAddOns);
    if (existing) return 0;
    const [lunch] = await tx.select().from(t.serviceLines).where(eq(t.serviceLines.name, 'Lunch'));
    const types = await tx.select().from(t.addOnTypes);
    const slots = await tx.select().from(t.addOnSlots).orderBy(asc(t.addOnSlots.order));
    const typeNamed = new Map(types.map((type) => [type.name, type.id]));
    const greensBar = typeNamed.get('Greens Bar');
    const plan = demoRecurringAddOnPlan(
      slots.filter((slot) => slot.addOnTypeId === greensBar).map((slot) => slot.name),
    );
    if (!lunch || !plan.length) return 0;

    const ordering = new Set<string>();
    for (const order of plan) {
      const addOnTypeId = typeNamed.get(order.type);
      if (!addOnTypeId) continue;
      const values = recurringAddOnInputSchema.parse({
        accountId: accountId(order.account),
        serviceLineId: lunch.id,
        addOnTypeId,
        day: order.day,
        addOnSlots: slots
          .filter((slot) => slot.addOnTypeId === addOnTypeId && order.slots[slot.name])
          .map((slot) => ({ id: slot.id, ...order.slots[slot.name] })),
      });
      // The seed writes for every market.
      await createRecurringAddOn(tx, values, null);
      ordering.add(values.accountId);
    }
    for (const id of ordering) {
      const events = await tx
        .select({ id: t.serviceEvents.id, date: t.serviceEvents.date })
        .from(t.serviceEvents)
        .where(
          and(
            eq(t.serviceEvents.accountId, id),
            eq(t.serviceEvents.serviceLineId, lunch.id),
            isNull(t.serviceEvents.deletedAt),
          ),
        );
      await attachRecurringAddOns(
        tx,
        { accountId: id, serviceLineId: lunch.id },
        events.map((event) => ({ id: event.id, day: weekdayOf(event.date) })),
      );
    }
    return plan.length;
  });
}
