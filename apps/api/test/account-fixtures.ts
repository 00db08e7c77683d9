import type { Account } from '@catering/domain';
import type { referenceIds } from './reference-ids.js';
import { bearer, body, type TestApp } from './test-app.js';

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
