import { ELEMENT_MESSAGES } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildElement, named, portionUnits } from '../../test/catalogue-fixtures';
import type { MockAnswer, MockHandler } from '../../test/mock-api';
import { chooseOption, openPage } from '../../test/open-page';

const classic = named('Classic');
const vegan = named('Vegan');
const peanuts = named('Peanuts');

function openNewElement(handlers: Record<string, MockHandler | MockAnswer> = {}) {
  return openPage('/elements/new', {
    reference: {
      '/v1/menu-element-classes': [classic, vegan],
      '/v1/allergens': [peanuts],
      '/v1/portion-units': portionUnits,
    },
    handlers,
  });
}

const usedTagsPath = (name: string) =>
  `GET /v1/menu-element-classes/element/${encodeURIComponent(name)}`;

describe('the new-element form', { timeout: 30_000 }, () => {
  it('asks for allergens or "No allergens" and ingredients or "No ingredients"', async () => {
    const { calls, user } = openNewElement();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ELEMENT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(ELEMENT_MESSAGES.tagRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Roast Chicken');
    await chooseOption(user, 'Tag', 'Classic');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ELEMENT_MESSAGES.allergens)).toBeInTheDocument();
    expect(screen.getByText(ELEMENT_MESSAGES.ingredients)).toBeInTheDocument();

    await user.click(screen.getByLabelText('No allergens'));
    await user.click(screen.getByLabelText('No ingredients'));
    await waitFor(() => expect(screen.queryByText(ELEMENT_MESSAGES.allergens)).toBeNull());
    expect(screen.queryByText(ELEMENT_MESSAGES.ingredients)).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('"No allergens" clears and disables the picker; "No ingredients" the text', async () => {
    const { user } = openNewElement();
    const allergens = await screen.findByLabelText('Allergens');
    await user.click(allergens);
    await user.click(await screen.findByRole('option', { name: 'Peanuts' }));
    const picker = allergens.closest('.MuiAutocomplete-root') as HTMLElement;
    expect(within(picker).getByText('Peanuts')).toBeInTheDocument();
    await user.click(screen.getByLabelText('No allergens'));
    expect(within(picker).queryByText('Peanuts')).toBeNull();
    expect(screen.getByLabelText('Allergens')).toBeDisabled();

    await user.type(screen.getByLabelText('Ingredients'), 'Chicken, salt');
    await user.click(screen.getByLabelText('No ingredients'));
    expect(screen.getByLabelText('Ingredients')).toHaveValue('');
    expect(screen.getByLabelText('Ingredients')).toBeDisabled();
  });

  it('strikes out the tags the name already uses', async () => {
    const { calls, user } = openNewElement({
      [usedTagsPath('Roast Chicken')]: { data: [classic] },
    });
    await user.type(await screen.findByLabelText('Name'), 'Roast Chicken');
    await waitFor(() =>
      expect(calls.some((call) => call.path.includes('/menu-element-classes/element/'))).toBe(true),
    );
    await user.click(screen.getByLabelText('Tag'));
    const used = await screen.findByRole('option', { name: 'Classic' });
    await waitFor(() => expect(used).toHaveAttribute('aria-disabled', 'true'));
    expect(used).toHaveStyle({ textDecoration: 'line-through' });
    const free = screen.getByRole('option', { name: 'Vegan' });
    expect(free).not.toHaveAttribute('aria-disabled');
    expect(free).not.toHaveStyle({ textDecoration: 'line-through' });
    expect(screen.queryByText(ELEMENT_MESSAGES.allTagsUsed)).toBeNull();
  });

  it('says so in red when every tag is used', async () => {
    const { user } = openNewElement({ [usedTagsPath('Rice')]: { data: [classic, vegan] } });
    await user.type(await screen.findByLabelText('Name'), 'Rice');
    expect(await screen.findByText(ELEMENT_MESSAGES.allTagsUsed)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ELEMENT_MESSAGES.allTagsUsed);
  });

  it('names the tag in a name conflict', async () => {
    const { user } = openNewElement({
      'POST /v1/elements': { status: 409, error: { code: 'conflict', messages: ['taken'] } },
    });
    await user.type(await screen.findByLabelText('Name'), 'Rice');
    await chooseOption(user, 'Tag', 'Vegan');
    await user.click(screen.getByLabelText('No allergens'));
    await user.click(screen.getByLabelText('No ingredients'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = ELEMENT_MESSAGES.conflictForTag('Rice', 'Vegan');
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
  });

  it('"Save & Create Another" saves, then starts an empty form', async () => {
    const saved = buildElement({ name: 'Rice', menuElementClassId: vegan.id });
    const { calls, router, user } = openNewElement({
      'POST /v1/elements': { status: 201, data: saved },
    });
    await user.type(await screen.findByLabelText('Name'), 'Rice');
    await chooseOption(user, 'Tag', 'Vegan');
    await user.click(screen.getByLabelText('No allergens'));
    await user.type(screen.getByLabelText('Ingredients'), 'Rice, water');
    await user.click(screen.getByRole('button', { name: 'More save options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save & Create Another' }));

    expect(await screen.findByText('Element has been saved successfully.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Rice',
      menuElementClassId: vegan.id,
      noAllergens: true,
      allergenIds: [],
      ingredients: 'Rice, water',
      ingredientObjs: [],
    });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText('No allergens')).not.toBeChecked();
    expect(router.state.location.pathname).toBe('/elements/new');
  });
});
