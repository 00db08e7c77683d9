import { ACCOUNT_MESSAGES, type Permission, STALE_MESSAGE } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildAccount,
  elementType,
  modifierOf,
  modifiersOf,
  openAccountEditor,
} from '../../test/account-fixtures';
import type { MockAnswer, MockHandler } from '../../test/mock-api';

const account = buildAccount();
const modifiersPath = `/v1/accounts/${account.id}/portion-modifiers`;
const protein = elementType('Protein', true, 0);
const starch = elementType('Starch', true, 1);
const sauce = elementType('Sauce', false, 2);
const dessert = elementType('Dessert', false, 3);
const modifiers = [
  modifierOf(protein, 1.2),
  modifierOf(starch),
  modifierOf(sauce, 0.5),
  modifierOf(dessert),
];
const SAVED_AT = '2025-03-02T09:30:00.000Z';

function openModifiers(
  handlers: Record<string, MockHandler | MockAnswer> = {},
  permissions?: Permission[],
) {
  return openAccountEditor(account, {
    tab: 'modifiers',
    permissions,
    handlers: {
      [`GET ${modifiersPath}`]: { data: modifiersOf(account, modifiers) },
      [`PUT ${modifiersPath}`]: ({ body }) => ({
        data: modifiersOf(
          account,
          (
            body as { portionModifiers: { elementTypeId: string; value: number }[] }
          ).portionModifiers.map((row) => ({
            ...modifiers.find((modifier) => modifier.elementTypeId === row.elementTypeId)!,
            value: row.value,
          })),
          SAVED_AT,
        ),
      }),
      ...handlers,
    },
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the Portion Modifiers tab', () => {
  it('groups the element types into Core Elements and Additional Elements', async () => {
    openModifiers();
    const core = await screen.findByRole('region', { name: 'Core Elements' });
    const labels = (region: HTMLElement) =>
      within(region)
        .getAllByRole<HTMLInputElement>('spinbutton')
        .map((input) => input.labels?.[0]?.textContent);
    expect(labels(core)).toEqual(['Protein', 'Starch']);
    expect(labels(section('Additional Elements'))).toEqual(['Sauce', 'Dessert']);
    const proteinInput = within(core).getByRole('spinbutton', { name: 'Protein' });
    expect(proteinInput).toHaveValue(1.2);
    expect(proteinInput).toHaveAttribute('step', '0.1');
    expect(proteinInput).toHaveAttribute('max', '999.9');
  });

  it('sends every modifier on Update', async () => {
    const { calls, user } = openModifiers();
    const sauceInput = await screen.findByRole('spinbutton', { name: 'Sauce' });
    await user.clear(sauceInput);
    await user.type(sauceInput, '0.8');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.modifiersSaved)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      updatedAt: account.updatedAt,
      portionModifiers: [
        { elementTypeId: protein.id, value: 1.2 },
        { elementTypeId: starch.id, value: 1 },
        { elementTypeId: sauce.id, value: 0.8 },
        { elementTypeId: dessert.id, value: 1 },
      ],
    });
  });

  it('sends the version of its last save with the next one', async () => {
    const { calls, user } = openModifiers();
    const proteinInput = await screen.findByRole('spinbutton', { name: 'Protein' });
    await user.clear(proteinInput);
    await user.type(proteinInput, '1.4');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.modifiersSaved)).toBeInTheDocument();
    await user.clear(proteinInput);
    await user.type(proteinInput, '1.6');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT')[1]?.body).toMatchObject({
      updatedAt: SAVED_AT,
    });
  });

  it('keeps the edits of a stale save, says so, and offers the saved values', async () => {
    const newer = [modifierOf(protein, 2), modifierOf(starch), modifierOf(sauce, 0.5)];
    let reads = 0;
    const { calls, user } = openModifiers({
      [`GET ${modifiersPath}`]: () => {
        reads++;
        return {
          data:
            reads === 1
              ? modifiersOf(account, modifiers)
              : modifiersOf(account, [...newer, modifierOf(dessert)], SAVED_AT),
        };
      },
      [`PUT ${modifiersPath}`]: {
        status: 409,
        error: { code: 'stale', messages: [STALE_MESSAGE] },
      },
    });
    const sauceInput = await screen.findByRole('spinbutton', { name: 'Sauce' });
    await user.clear(sauceInput);
    await user.type(sauceInput, '0.8');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(STALE_MESSAGE);
    expect(sauceInput).toHaveValue(0.8);
    expect(screen.queryByText(ACCOUNT_MESSAGES.modifiersSaved)).toBeNull();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      updatedAt: account.updatedAt,
    });

    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Protein' })).toHaveValue(2));
    expect(screen.getByRole('spinbutton', { name: 'Sauce' })).toHaveValue(0.5);
    expect(screen.queryByText(STALE_MESSAGE, { selector: '.MuiAlert-message' })).toBeNull();
  });

  it('refuses more than one decimal place and says when the save failed', async () => {
    const { calls, user } = openModifiers({
      [`PUT ${modifiersPath}`]: { status: 500, error: { code: 'internal', messages: ['boom'] } },
    });
    const starchInput = await screen.findByRole('spinbutton', { name: 'Starch' });
    await user.clear(starchInput);
    await user.type(starchInput, '1.25');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.modifierInvalid)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(starchInput);
    await user.type(starchInput, '1.5');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.modifiersFailed)).toBeInTheDocument();
  });

  it('is read-only without editMenu', async () => {
    openModifiers({}, ['viewScheduleMenu', 'editElement']);
    expect(await screen.findByRole('spinbutton', { name: 'Protein' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
  });
});
