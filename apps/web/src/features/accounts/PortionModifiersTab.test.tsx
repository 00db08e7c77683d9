import { ACCOUNT_MESSAGES, type Permission } from '@catering/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildAccount,
  elementType,
  modifierOf,
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

function openModifiers(
  handlers: Record<string, MockHandler | MockAnswer> = {},
  permissions?: Permission[],
) {
  return openAccountEditor(account, {
    tab: 'modifiers',
    permissions,
    handlers: {
      [`GET ${modifiersPath}`]: { data: modifiers },
      [`PUT ${modifiersPath}`]: ({ body }) => ({
        data: (
          body as { portionModifiers: { elementTypeId: string; value: number }[] }
        ).portionModifiers.map((row) => ({
          ...modifiers.find((modifier) => modifier.elementTypeId === row.elementTypeId),
          value: row.value,
        })),
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
      portionModifiers: [
        { elementTypeId: protein.id, value: 1.2 },
        { elementTypeId: starch.id, value: 1 },
        { elementTypeId: sauce.id, value: 0.8 },
        { elementTypeId: dessert.id, value: 1 },
      ],
    });
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
