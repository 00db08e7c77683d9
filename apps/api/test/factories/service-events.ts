import {
  addDays,
  type ScheduledMenu,
  type ServiceEvent,
  type ServiceEventInput,
  serviceEventInputSchema,
  todayIn,
} from '@catering/domain';
import type { Db } from '../../src/db/client.js';
import * as t from '../../src/db/schema/index.js';
import { getAccount } from '../../src/features/accounts/accounts.service.js';
import { createEvent } from '../../src/features/service-events/service-events.service.js';
import { buildAccount } from './accounts.js';
import { idByName } from './lookup.js';
import { buildScheduledMenu, type ScheduledMenuOverrides } from './scheduling.js';
import { nextNumber } from './unique.js';

/** Factories write as a Super Admin would: every market is theirs (no market scope). */
const EVERY_MARKET = null;

export interface ServiceEventOverrides extends Partial<ServiceEventInput> {
  /** The account's market by name when a new account is built (Phoenix unless told). */
  market?: string;
  /** The service line by name, Lunch unless told; `serviceLineId` wins. */
  serviceLine?: string;
  /** The service type by name, Sifted 1.0 unless told; `serviceTypeId` wins. */
  serviceType?: string;
}

/**
 * A service event as the account's calendar adds one (the API's schema and service): for
 * a new account (buildAccount) unless told, at its main address, at noon for 50 eaters, 10
 * of them dietary, on a day a week ahead and on that no earlier default took.
 */
export async function buildServiceEvent(
  db: Db,
  overrides: ServiceEventOverrides = {},
): Promise<ServiceEvent> {
  const { market, serviceLine = 'Lunch', serviceType = 'Sifted 1.0', ...input } = overrides;
  const account = input.accountId
    ? await getAccount(db, input.accountId, EVERY_MARKET)
    : await buildAccount(db, { market });
  const values = serviceEventInputSchema.parse({
    accountId: account.id,
    addressId: account.address.id,
    serviceLineId: input.serviceLineId ?? (await idByName(db, t.serviceLines, serviceLine)),
    serviceTypeId: input.serviceTypeId ?? (await idByName(db, t.serviceTypes, serviceType)),
    date: addDays(todayIn('America/Phoenix'), 7 + nextNumber()),
    serviceTime: '12:00',
    eaterCount: 50,
    dietaryCount: 10,
    ...input,
  });
  return createEvent(db, values, EVERY_MARKET);
}

export interface ServedMenuOverrides extends ScheduledMenuOverrides {
  /** How many accounts of the market are served that day, one regular event each (3). */
  services?: number;
  /** Each event's head counts, when not the default 50 eaters, 10 of them dietary. */
  headcounts?: Pick<ServiceEventInput, 'eaterCount' | 'dietaryCount' | 'allergenCount'>;
}

/**
 * A menu scheduled on a market, line and date (buildScheduledMenu) and the day's services
 * of that slot: new accounts of the market, each with one event of the line that day
 * (buildServiceEvent), as the hosts' day and its surveys read them.
 */
export async function buildServedMenu(
  db: Db,
  overrides: ServedMenuOverrides = {},
): Promise<{ scheduledMenu: ScheduledMenu; events: ServiceEvent[] }> {
  const { services = 3, headcounts, ...slot } = overrides;
  const scheduledMenu = await buildScheduledMenu(db, slot);
  const events: ServiceEvent[] = [];
  for (let n = 0; n < services; n++) {
    events.push(
      await buildServiceEvent(db, {
        market: scheduledMenu.market.name,
        serviceLineId: scheduledMenu.serviceLineId,
        date: scheduledMenu.date,
        ...headcounts,
      }),
    );
  }
  return { scheduledMenu, events };
}
