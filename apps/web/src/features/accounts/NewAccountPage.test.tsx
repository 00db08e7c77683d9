import { ACCOUNT_MESSAGES, type CreateAccountInput } from '@catering/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localToday } from '../../lib/local-date';
import { saveSelectedMarketId } from '../../lib/local-preferences';
import {
  buildAccount,
  openAccountPage,
  phoenix,
  pickOption,
  sifted1,
  tucson,
} from '../../test/account-fixtures';
import { buildUser } from '../../test/fixtures';
import type { MockAnswer, MockHandler, RecordedCall } from '../../test/mock-api';
import type { TestUser } from '../../test/open-page';

const saved = buildAccount({ name: 'Initech' });

function openNewAccount(
  handlers: Record<string, MockHandler | MockAnswer> = {},
  defaultMarketId: string | null = tucson.id,
) {
  return openAccountPage('/accounts/new', {
    user: buildUser({
      defaultMarketId,
      permissions: ['viewScheduleMenu', 'addElement', 'editElement', 'editMenu'],
    }),
    handlers: {
      'POST /v1/accounts': { status: 201, data: saved },
      [`GET /v1/accounts/${saved.id}`]: { data: saved },
      ...handlers,
    },
  });
}

const field = (name: string) => screen.getByRole('textbox', { name });
const posted = (calls: RecordedCall[]) =>
  calls.find((call) => call.method === 'POST' && call.path === '/v1/accounts')
    ?.body as CreateAccountInput;

async function fillRequired(user: TestUser) {
  await user.type(await screen.findByRole('textbox', { name: 'Account Name' }), 'Initech');
  await user.type(field('Address One'), '1 Infinite Loop');
  await user.type(field('City'), 'Tucson');
  await pickOption(user, 'State', 'AZ - Arizona');
  await pickOption(user, 'Service Type', 'Sifted 1.0');
}

describe('the new-account page', () => {
  it("starts today, in the user's default market", async () => {
    openNewAccount();
    expect(await screen.findByLabelText('Service Start Date')).toHaveValue(localToday());
    expect(screen.getByRole('combobox', { name: /^Market/ })).toHaveTextContent('Tucson');
    expect(screen.getByRole('switch', { name: 'Enable Opt-in' })).not.toBeChecked();
    expect(screen.getByText(ACCOUNT_MESSAGES.zipHint)).toBeInTheDocument();
  });

  it('falls back to the market chosen in this browser', async () => {
    saveSelectedMarketId(phoenix.id);
    openNewAccount({}, null);
    await screen.findByRole('textbox', { name: 'Account Name' });
    expect(screen.getByRole('combobox', { name: /^Market/ })).toHaveTextContent('Phoenix');
  });

  it('requires a service type and a 5 digit zip', async () => {
    const { calls, user } = openNewAccount();
    await user.type(await screen.findByRole('textbox', { name: 'Account Name' }), 'Initech');
    await user.type(field('Address One'), '1 Infinite Loop');
    await user.type(field('City'), 'Tucson');
    await pickOption(user, 'State', 'AZ - Arizona');
    await user.type(field('Zip Code'), '857');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.serviceTypeRequired)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.zipInvalid)).toBeInTheDocument();
    // The error takes the place of the hint.
    expect(screen.queryByText(ACCOUNT_MESSAGES.zipHint)).toBeNull();
    expect(posted(calls)).toBeUndefined();
  });

  it('sends the account and opens it', async () => {
    const { calls, router, user } = openNewAccount();
    await fillRequired(user);
    await user.type(field('Address Two'), 'Suite 5');
    await user.type(field('Zip Code'), '85701');
    await user.type(screen.getByRole('spinbutton', { name: 'Total Employees' }), '250');
    await user.click(screen.getByRole('switch', { name: 'Enable Opt-in' }));
    await user.type(field('Playbook link'), 'https://docs.example.com/initech');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.created)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${saved.id}`));
    expect(posted(calls)).toEqual({
      name: 'Initech',
      marketId: tucson.id,
      serviceTypeId: sifted1.id,
      totalEmployees: 250,
      serviceStartDate: localToday(),
      showOptin: true,
      playbookLink: 'https://docs.example.com/initech',
      address: {
        addressOne: '1 Infinite Loop',
        addressTwo: 'Suite 5',
        city: 'Tucson',
        state: 'AZ',
        zipCode: '85701',
      },
    });
  });

  it('sends no zip code when none is given (optional on create)', async () => {
    const { calls, user } = openNewAccount();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted(calls)).toBeDefined());
    expect(posted(calls)).toMatchObject({ totalEmployees: null, playbookLink: null });
    expect(posted(calls).address).toMatchObject({ zipCode: null, addressTwo: '' });
  });

  it('shows a taken name under the name', async () => {
    const { router, user } = openNewAccount({
      'POST /v1/accounts': { status: 409, error: { code: 'conflict', messages: ['taken'] } },
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = ACCOUNT_MESSAGES.conflict('Initech');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Account Name' })).toHaveAccessibleDescription(
        message,
      ),
    );
    expect(router.state.location.pathname).toBe('/accounts/new');
  });
});
