import {
  type Account,
  addDays,
  type CreateAccountInput,
  createAccountSchema,
  pointOfContactInputSchema,
  type ServingSchedule,
  type ServingScheduleInput,
  type ServingScheduleResult,
  servingScheduleInputSchema,
  todayIn,
  type Weekday,
  weekdayOf,
} from '@catering/domain';
import type { Db } from '../../src/db/client.js';
import * as t from '../../src/db/schema/index.js';
import { savePointOfContact } from '../../src/features/accounts/account-details.service.js';
import { createAccount, getAccount } from '../../src/features/accounts/accounts.service.js';
import {
  applyServingSchedule,
  latestServingSchedule,
} from '../../src/features/serving-schedules/serving-schedules.service.js';
import { idByName } from './lookup.js';
import { nextNumber, uniqueName } from './unique.js';

/** Factories write as a Super Admin would: every market is theirs (no market scope). */
const EVERY_MARKET = null;

export interface AccountOverrides extends Partial<CreateAccountInput> {
  /** The market by name, Phoenix unless told; `marketId` wins. */
  market?: string;
  /** The service type by name, Sifted 1.0 unless told; `serviceTypeId` wins. */
  serviceType?: string;
  /** A point of contact to save with the account (none unless told). */
  pointOfContact?: { email?: string; firstName?: string; lastName?: string };
}

/**
 * A live account through the product's own rules (the API's schema and service): a market,
 * a service type, 300 employees and a main address in Phoenix, AZ; no point of contact
 * unless one is asked for, saved as the Point of Contact tab saves it.
 */
export async function buildAccount(db: Db, overrides: AccountOverrides = {}): Promise<Account> {
  const {
    market = 'Phoenix',
    serviceType = 'Sifted 1.0',
    pointOfContact: contact,
    ...input
  } = overrides;
  const values = createAccountSchema.parse({
    name: uniqueName('Account'),
    marketId: input.marketId ?? (await idByName(db, t.markets, market)),
    serviceTypeId: input.serviceTypeId ?? (await idByName(db, t.serviceTypes, serviceType)),
    totalEmployees: 300,
    address: {
      addressOne: '100 W Washington St',
      city: 'Phoenix',
      state: 'AZ',
      zipCode: '85003',
    },
    ...input,
  });
  const account = await createAccount(db, values, EVERY_MARKET);
  if (!contact) return account;
  const n = nextNumber();
  await savePointOfContact(
    db,
    pointOfContactInputSchema.parse({
      accountId: account.id,
      email: `contact${n}@client.example`,
      firstName: 'Contact',
      lastName: `${n}`,
      ...contact,
    }),
    EVERY_MARKET,
  );
  return getAccount(db, account.id, EVERY_MARKET);
}

export interface ServingScheduleOverrides extends Partial<ServingScheduleInput> {
  /** The account served; a new one (buildAccount) unless told. */
  accountId?: string;
  /** The service line by name, Lunch unless told; `serviceLineId` wins. */
  serviceLine?: string;
  serviceLineId?: string;
  /**
   * The weekdays served (Monday to Friday unless told), each with 40 protein eaters, 10 veg
   * eaters at 12.50 an eater at noon; `data` (whole weekdays) wins.
   */
  weekdays?: Weekday[];
  /** The service type of the weekdays by name, Sifted 1.0 unless told. */
  serviceType?: string;
}

/** The schedule as the tab reads it back, for whom it was applied and what applying did. */
export interface BuiltServingSchedule extends ServingSchedule {
  accountId: string;
  serviceLineId: string;
  applied: ServingScheduleResult;
}

/**
 * A weekday of a serving schedule as the grid sends it: served, 40 protein and 10 veg eaters
 * at 12.50 an eater at noon, unless `overrides` say otherwise.
 */
export const servedWeekday = (day: string, serviceTypeId: string, overrides: object = {}) => ({
  day,
  shouldServeOnDay: true,
  meatEaters: 40,
  nonMeatEaters: 10,
  pricePerEater: 12.5,
  serviceTime: '12:00',
  serviceTypeId,
  ...overrides,
});

/** The Monday after today in Phoenix: a range from it is in the future, whole weeks long. */
function nextMonday(): string {
  let day = addDays(todayIn('America/Phoenix'), 1);
  while (weekdayOf(day) !== 'monday') day = addDays(day, 1);
  return day;
}

/**
 * A serving schedule applied as the Serving Schedule tab applies it: by default two whole
 * weeks from next Monday, weekdays served, so ten regular service events are created.
 */
export async function buildServingSchedule(
  db: Db,
  overrides: ServingScheduleOverrides = {},
): Promise<BuiltServingSchedule> {
  const {
    accountId = (await buildAccount(db)).id,
    serviceLine = 'Lunch',
    weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    serviceType = 'Sifted 1.0',
    serviceLineId = await idByName(db, t.serviceLines, serviceLine),
    ...input
  } = overrides;
  const serviceTypeId = await idByName(db, t.serviceTypes, serviceType);
  const startDate = input.startDate ?? nextMonday();
  const values = servingScheduleInputSchema.parse({
    startDate,
    endDate: addDays(startDate, 13),
    data: weekdays.map((day) => servedWeekday(day, serviceTypeId)),
    ...input,
  });
  const target = { accountId, serviceLineId };
  const applied = await applyServingSchedule(db, target, values, EVERY_MARKET);
  const schedule = await latestServingSchedule(db, target, EVERY_MARKET);
  if (!schedule) throw new Error('the schedule applied is not there');
  return { ...schedule, ...target, applied };
}
