import { DEFAULT_PROTEIN_TYPE, INGREDIENT_MESSAGES } from '@catering/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildIngredient, named, ounce, portionUnits } from '../../test/catalogue-fixtures';
import type { MockHandler } from '../../test/mock-api';
import { chooseOption as choose, openPage } from '../../test/open-page';

const peanuts = named('Peanuts');
const sysco = named('Sysco');

function openNewIngredient(handlers: Record<string, MockHandler> = {}) {
  return openPage('/ingredients/new', {
    reference: {
      '/v1/portion-units': portionUnits,
      '/v1/allergens': [peanuts],
      '/v1/vendors': [sysco],
    },
    handlers,
  });
}

describe('the new-ingredient form', { timeout: 30_000 }, () => {
  it('shows every missing field at its field and sends nothing', async () => {
    const { calls, user } = openNewIngredient();
    await screen.findByRole('heading', { name: 'New Ingredient' });
    await choose(user, 'Portion Unit', 'None');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(INGREDIENT_MESSAGES.required('name'))).toBeInTheDocument();
    expect(screen.getByText(INGREDIENT_MESSAGES.required('unit'))).toBeInTheDocument();

    // The schema checks allergens and vendors once the fields themselves are valid.
    await user.type(screen.getByLabelText('Name'), 'Butter');
    await choose(user, 'Portion Unit', 'lb');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INGREDIENT_MESSAGES.allergens)).toBeInTheDocument();
    expect(screen.queryByText(INGREDIENT_MESSAGES.required('name'))).toBeNull();
    expect(screen.getByText(INGREDIENT_MESSAGES.vendorRequired(1, 'vendor'))).toBeInTheDocument();
    expect(screen.getByText(INGREDIENT_MESSAGES.vendorRequired(1, 'unit'))).toBeInTheDocument();
    expect(screen.queryByText(INGREDIENT_MESSAGES.vendorRequired(2, 'vendor'))).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('starts as Fat in oz, and offers a protein type only for Protein, defaulted', async () => {
    const { user } = openNewIngredient();
    expect(await screen.findByLabelText('Type')).toHaveTextContent('Fat');
    expect(screen.getByLabelText('Portion Unit')).toHaveTextContent('oz');
    expect(screen.queryByLabelText('Protein Type')).toBeNull();

    await choose(user, 'Type', 'Protein');
    expect(screen.getByLabelText('Protein Type')).toHaveTextContent(DEFAULT_PROTEIN_TYPE);

    await choose(user, 'Protein Type', 'None');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(INGREDIENT_MESSAGES.required('protein type')),
    ).toBeInTheDocument();

    await choose(user, 'Type', 'Dairy');
    expect(screen.queryByLabelText('Protein Type')).toBeNull();
  });

  it('sends empty vendor numbers as absent and drops the empty later slots', async () => {
    const created = buildIngredient({ name: 'Butter', type: 'Fat' });
    const { calls, user } = openNewIngredient({
      'POST /v1/ingredients': () => ({ status: 201, data: { ...created } }),
    });
    await user.type(await screen.findByLabelText('Name'), '  Butter ');
    await user.click(screen.getByLabelText('No allergens'));
    await choose(user, 'Vendor 1', 'Sysco');
    await user.type(screen.getByLabelText('Units per case 1'), '36');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      name: 'Butter',
      type: 'Fat',
      proteinType: null,
      portionUnitId: ounce.id,
      allergenIds: [],
      noAllergens: true,
      vendors: [{ vendorId: sysco.id, productId: '', unitsPerCase: 36 }],
    });
  });

  it('refuses an Item ID or figures typed in a later slot without its vendor', async () => {
    const { calls, user } = openNewIngredient();
    await user.type(await screen.findByLabelText('Name'), 'Butter');
    await user.click(screen.getByLabelText('No allergens'));
    await choose(user, 'Vendor 1', 'Sysco');
    await user.type(screen.getByLabelText('Units per case 1'), '36');
    await user.type(screen.getByLabelText('Item ID 2'), 'USF-9');
    await user.type(screen.getByLabelText('Cost per case 3'), '12.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const slot2 = screen.getByRole('region', { name: 'Vendor slot 2' });
    expect(
      await within(slot2).findByText(INGREDIENT_MESSAGES.vendorRequired(2, 'vendor')),
    ).toBeInTheDocument();
    const slot3 = screen.getByRole('region', { name: 'Vendor slot 3' });
    expect(within(slot3).getByText(INGREDIENT_MESSAGES.vendorRequired(3, 'vendor'))).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('refuses a lead time the browser cannot read ("2-3") instead of saving none', async () => {
    const { calls, user } = openNewIngredient();
    await user.type(await screen.findByLabelText('Name'), 'Butter');
    await user.click(screen.getByLabelText('No allergens'));
    await choose(user, 'Vendor 1', 'Sysco');
    await user.type(screen.getByLabelText('Units per case 1'), '36');
    // A number input answers '' for text it cannot read, as for an empty field.
    const leadTime = screen.getByLabelText('Lead time 1');
    await user.type(leadTime, '2');
    Object.defineProperty(leadTime, 'validity', { value: { badInput: true }, configurable: true });
    fireEvent.change(leadTime, { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Lead time must be a number.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('clears and disables the allergens when "No allergens" is checked', async () => {
    const { user } = openNewIngredient();
    const allergens = await screen.findByLabelText('Allergens');
    await user.click(allergens);
    await user.click(await screen.findByRole('option', { name: 'Peanuts' }));
    const field = allergens.closest('.MuiAutocomplete-root') as HTMLElement;
    expect(within(field).getByText('Peanuts')).toBeInTheDocument();

    await user.click(screen.getByLabelText('No allergens'));
    expect(within(field).queryByText('Peanuts')).toBeNull();
    expect(screen.getByLabelText('Allergens')).toBeDisabled();
  });
});
