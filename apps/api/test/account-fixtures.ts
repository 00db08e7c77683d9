import type { Account } from '@catering/domain';
import type { LightMyRequestResponse } from 'fastify';
import { servedWeekday } from './factories/index.js';
import { referenceIds } from './reference-ids.js';
import { bearer, body, createTestApp, type TestApp } from './test-app.js';

type Ref = Awaited<ReturnType<typeof referenceIds>>;

export function accountPayload(ref: Ref, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Test Saguaro Analytics',
    marketId: ref.market('Phoenix'),
    serviceTypeId: ref.serviceType('Sifted 1.0'),
    totalEmployees: 300,
    serviceStartDate: '2026-11-02',
    showOptin: false,
    playbookLink: '',
    address: {
      addressOne: '100 W Washington St',
      addressTwo: 'Suite 400',
      city: 'Phoenix',
      state: 'az',
      zipCode: '85003',
    },
    ...overrides,
  };
}

export async function createAccount(t: TestApp, token: string, payload: object): Promise<Account> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/accounts',
    headers: bearer(token),
    payload,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return body<Account>(response).data;
}

/** The account as the General tab sends it back. */
export function accountUpdate(account: Account, overrides: Record<string, unknown> = {}) {
  return {
    name: account.name,
    marketId: account.marketId,
    serviceTypeId: account.serviceTypeId,
    totalEmployees: account.totalEmployees,
    serviceStartDate: account.serviceStartDate,
    showOptin: account.showOptin,
    playbookLink: account.playbookLink,
    address: {
      addressOne: account.address.addressOne,
      addressTwo: account.address.addressTwo,
      city: account.address.city,
      state: account.address.state,
      zipCode: account.address.zipCode ?? '85003',
    },
    updatedAt: account.updatedAt,
    ...overrides,
  };
}

/**
 * What the tests of an account's schedule and trail start from: a test app, the Scheduler
 * (Sam Patel) signed in, and the reference ids. The test file closes `t` after all.
 */
export interface SchedulerDesk {
  t: TestApp;
  scheduler: string;
  ref: Ref;
  /** A request as the Scheduler, or as `token`. */
  send(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    token?: string,
  ): Promise<LightMyRequestResponse>;
  /** A new account made by the Scheduler through the API (accountPayload, named `name`). */
  newAccount(name: string): Promise<Account>;
  /** A weekday of a schedule, Sifted 1.0 (servedWeekday), served or not. */
  day(name: string, shouldServeOnDay: boolean, overrides?: object): object;
  /** Applies a serving schedule to an account's line (Lunch unless told) as the grid does. */
  applySchedule(
    account: Account,
    schedule: { startDate: string; endDate: string; data: object[] },
    line?: string,
  ): Promise<LightMyRequestResponse>;
}

export async function openSchedulerDesk(): Promise<SchedulerDesk> {
  const t = await createTestApp();
  const scheduler = await t.signInAs('scheduler');
  const ref = await referenceIds(t.database.db);
  const send: SchedulerDesk['send'] = (method, url, payload, token = scheduler) =>
    t.app.inject({ method, url, headers: bearer(token), payload });
  return {
    t,
    scheduler,
    ref,
    send,
    newAccount: (name) => createAccount(t, scheduler, accountPayload(ref, { name })),
    day: (name, shouldServeOnDay, overrides = {}) =>
      servedWeekday(name, ref.serviceType('Sifted 1.0'), { shouldServeOnDay, ...overrides }),
    applySchedule: (account, schedule, line = 'Lunch') =>
      send(
        'POST',
        `/v2/serving-schedules?accountId=${account.id}&serviceLineId=${ref.serviceLine(line)}`,
        schedule,
      ),
  };
}
