import {
  type CreateScheduledAddOnInput,
  ELEMENT_MESSAGES,
  type Permission,
} from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildElement, named } from '../../test/catalogue-fixtures';
import { elementListItem } from '../../test/menu-fixtures';
import type { RecordedCall } from '../../test/mock-api';
import { openPage } from '../../test/open-page';
import { buildAddOnType, buildScheduledAddOn } from '../../test/scheduled-add-on-fixtures';
import { phoenix, schedulingLine, schedulingServiceLines } from '../../test/scheduling-fixtures';
import { ADD_ON_EDITOR_TEXT } from './messages';

const soupType = buildAddOnType('Soup', 2);
const [soupSlot] = soupType.addOnSlots;
const milk = named('Milk');
const chowder = buildElement({
  name: 'Clam Chowder',
  ingredients: 'Clams, cream, potatoes',
  method: 'Simmer.',
  allergenIds: [milk.id],
  allergenNames: ['Milk'],
  noAllergens: false,
});
const lunch = schedulingLine('Lunch');
const created = buildScheduledAddOn({ addOnType: soupType });
const PERMISSIONS = ['viewScheduleMenu', 'addScheduleMenu', 'editScheduleMenu'] as Permission[];
const TITLE = 'Editing Soup add on for Lunch on 03/04 in Phoenix';

function openNewAddOn() {
  const place = new URLSearchParams({
    marketId: phoenix.id,
    serviceLineId: lunch.id,
    date: '2025-03-04',
    addOnTypeId: soupType.id,
  });
  return openPage(`/scheduled-add-ons/new?${place}`, {
    permissions: PERMISSIONS,
    reference: {
      '/v1/markets': [phoenix],
      '/v1/service-lines': schedulingServiceLines,
      '/v1/add-ons': [
        { ...soupType, addOnSlots: soupType.addOnSlots.map(({ heading: _h, ...slot }) => slot) },
      ],
      '/v1/allergens': [milk],
    },
    handlers: {
      'GET /v1/elements': { data: [elementListItem(chowder)], meta: { count: 1 } },
      [`GET /v1/elements/${chowder.id}`]: { data: chowder },
      'POST /v1/scheduled-add-ons': { status: 201, data: created },
      [`GET /v1/scheduled-add-ons/${created.id}`]: { data: created },
    },
  });
}

const writes = (calls: RecordedCall[]) => calls.filter((call) => call.method !== 'GET');
/** Picks the chowder for Slot 1 and waits for the picker to give the page back. */
async function pickChowder(user: ReturnType<typeof openNewAddOn>['user']) {
  await user.click(within(slotRow('Slot 1')).getByRole('button', { name: 'Add One' }));
  const picker = await screen.findByRole('dialog', { name: 'Add One to Slot 1' });
  await user.click(await within(picker).findByRole('checkbox', { name: chowder.name }));
  await user.click(within(picker).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const slotRow = (name: string) =>
  within(screen.getByRole('table', { name: 'Add-on slots' }))
    .getByText(name)
    .closest('tr') as HTMLElement;

describe('a new add-on (Add One)', { timeout: 30_000 }, () => {
  it('fills its first slot for review and schedules nothing until Save', async () => {
    const { calls, user, router } = openNewAddOn();
    expect(await screen.findByRole('heading', { name: TITLE })).toBeInTheDocument();
    expect(screen.getByText(ADD_ON_EDITOR_TEXT.notScheduledYet)).toBeInTheDocument();

    await pickChowder(user);
    const row = slotRow('Slot 1');
    expect(await within(row).findByLabelText('Element name')).toHaveValue('Clam Chowder');
    expect(writes(calls)).toEqual([]);

    // Neither allergens nor "No allergens": the element editor's message, nothing sent.
    await user.click(within(row).getByRole('combobox', { name: 'Allergens' }));
    await user.keyboard('{Backspace}');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText(ELEMENT_MESSAGES.allergens)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await user.click(within(row).getByRole('checkbox', { name: 'No allergens' }));
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/scheduled-add-ons/${created.id}`),
    );
    const posts = writes(calls);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body as CreateScheduledAddOnInput).toEqual({
      addOnTypeId: soupType.id,
      marketId: phoenix.id,
      serviceLineId: lunch.id,
      date: '03/04/2025',
      scheduledElements: [
        {
          addOnSlotId: soupSlot!.id,
          originalElementId: chowder.id,
          name: 'Clam Chowder',
          ingredients: 'Clams, cream, potatoes',
          method: 'Simmer.',
          servingTemp: null,
          allergenIds: [],
          noAllergens: true,
          containerTypeId: null,
        },
      ],
    });
  });

  it('Cancel empties the slot again, still writing nothing', async () => {
    const { calls, user } = openNewAddOn();
    await screen.findByRole('heading', { name: TITLE });
    await pickChowder(user);
    await within(slotRow('Slot 1')).findByLabelText('Element name');
    await user.click(within(slotRow('Slot 1')).getByRole('button', { name: 'Cancel' }));
    expect(
      await within(slotRow('Slot 1')).findByRole('button', { name: 'Add One' }),
    ).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });
});
