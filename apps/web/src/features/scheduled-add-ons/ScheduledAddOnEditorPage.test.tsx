import {
  ELEMENT_MESSAGES,
  type Permission,
  type ScheduledAddOn,
  STALE_MESSAGE,
  type UpdateScheduledAddOnInput,
} from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildElement, named } from '../../test/catalogue-fixtures';
import { elementListItem } from '../../test/menu-fixtures';
import type { MockAnswer, MockHandler, RecordedCall } from '../../test/mock-api';
import { openPage } from '../../test/open-page';
import {
  buildAddOnElement,
  buildAddOnType,
  buildScheduledAddOn,
} from '../../test/scheduled-add-on-fixtures';
import { ADD_ON_EDITOR_TEXT } from './messages';

const bowl = named('16oz Bowl');
const chickenSoup = buildElement({ name: 'Chicken Noodle Soup', defaultContainerTypeId: bowl.id });
const tomatoSoup = buildElement({ name: 'Tomato Basil Soup' });
const soupType = buildAddOnType('Soup', 2);
const [slot1, slot2] = soupType.addOnSlots as [
  ScheduledAddOn['addOnType']['addOnSlots'][number],
  ScheduledAddOn['addOnType']['addOnSlots'][number],
];
const savedRow = buildAddOnElement(chickenSoup, slot1.id, { allergenNames: ['Wheat'] });
const soup = buildScheduledAddOn({ addOnType: soupType, scheduledElements: [savedRow] });
const addOnPath = `/v1/scheduled-add-ons/${soup.id}`;
const EDITOR = ['viewScheduleMenu', 'editScheduleMenu'] as Permission[];

function openEditor(
  addOn: ScheduledAddOn = soup,
  handlers: Record<string, MockHandler | MockAnswer> = {},
  permissions: Permission[] = EDITOR,
) {
  return openPage(`/scheduled-add-ons/${addOn.id}`, {
    permissions,
    reference: { '/v1/container-types': [{ ...bowl, allowsHalf: false }] },
    handlers: {
      [`GET /v1/scheduled-add-ons/${addOn.id}`]: { data: addOn },
      [`PUT /v1/scheduled-add-ons/${addOn.id}`]: { data: addOn },
      'GET /v1/elements': { data: [elementListItem(tomatoSoup)], meta: { count: 1 } },
      ...handlers,
    },
  });
}

const TITLE = 'Editing Soup add on for Lunch on 03/04 in Phoenix';
const rowOf = (slotName: string) =>
  within(screen.getByRole('table', { name: 'Add-on slots' }))
    .getByText(slotName)
    .closest('tr') as HTMLElement;
const sent = (calls: RecordedCall[]) =>
  calls.find((call) => call.method === 'PUT')?.body as UpdateScheduledAddOnInput;
const savedList = [{ id: savedRow.id, addOnSlotId: slot1.id, originalElementId: chickenSoup.id }];

describe('the scheduled add-on editor', { timeout: 30_000 }, () => {
  it('titles the add-on, links back to its day and shows each slot', async () => {
    openEditor();
    expect(await screen.findByRole('heading', { name: TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ADD_ON_EDITOR_TEXT.backToDetail })).toHaveAttribute(
      'href',
      `/markets/${soup.marketId}/scheduling-detail/2025-03-04`,
    );
    const filled = rowOf('Slot 1');
    expect(within(filled).getByText('Chicken Noodle Soup')).toBeInTheDocument();
    expect(within(filled).getByText('Wheat')).toBeInTheDocument();
    expect(await within(filled).findByText('16oz Bowl')).toBeInTheDocument();
    expect(within(rowOf('Slot 2')).getByRole('button', { name: 'Add One' })).toBeInTheDocument();
  });

  it('shows the Greens Bar headings before slots 0, 9 and 12', async () => {
    const greens = buildScheduledAddOn({ addOnType: buildAddOnType('Greens Bar', 15) });
    openEditor(greens);
    await screen.findByRole('heading', { name: /Editing Greens Bar add on/ });
    const cells = within(screen.getByRole('table', { name: 'Add-on slots' }))
      .getAllByRole('row')
      .map((row) => row.querySelector('th, td')?.textContent);
    expect(cells.indexOf('Entry Level')).toBe(cells.indexOf('Slot 1') - 1);
    expect(cells.indexOf('Basic')).toBe(cells.indexOf('Slot 10') - 1);
    expect(cells.indexOf('Elevated Items')).toBe(cells.indexOf('Slot 13') - 1);
  });

  it('Add One sends the whole slot list with the new slot', async () => {
    const { calls, user } = openEditor();
    await screen.findByRole('heading', { name: TITLE });
    await user.click(within(rowOf('Slot 2')).getByRole('button', { name: 'Add One' }));
    const picker = await screen.findByRole('dialog', { name: 'Add One to Slot 2' });
    expect(within(picker).getByRole('link', { name: 'Create New Element' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await user.click(await within(picker).findByRole('checkbox', { name: tomatoSoup.name }));
    await user.click(within(picker).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(ADD_ON_EDITOR_TEXT.updated)).toBeInTheDocument();
    expect(sent(calls)).toEqual({
      scheduledElements: [
        ...savedList,
        { addOnSlotId: slot2.id, originalElementId: tomatoSoup.id },
      ],
      updatedAt: soup.updatedAt,
    });
  });

  it('Delete asks first, then sends the list without the slot', async () => {
    const { calls, user } = openEditor();
    await screen.findByRole('heading', { name: TITLE });
    await user.click(within(rowOf('Slot 1')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: ADD_ON_EDITOR_TEXT.deleteTitle });
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(sent(calls)).toEqual({ scheduledElements: [], updatedAt: soup.updatedAt }),
    );
  });

  it('Edit/Save sends the edited fields as overrides of the slot', async () => {
    const { calls, user } = openEditor();
    await screen.findByRole('heading', { name: TITLE });
    await user.click(within(rowOf('Slot 1')).getByRole('button', { name: 'Edit' }));
    const row = rowOf('Slot 1');
    const name = within(row).getByLabelText('Element name');
    await user.clear(name);
    await user.type(name, 'House Chicken Soup');
    await user.click(within(row).getByLabelText('Serving Temperature'));
    await user.click(await screen.findByRole('option', { name: 'HOT' }));
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ADD_ON_EDITOR_TEXT.updated)).toBeInTheDocument();
    expect(sent(calls).scheduledElements).toEqual([
      {
        ...savedList[0],
        name: 'House Chicken Soup',
        ingredients: chickenSoup.ingredients,
        method: '',
        servingTemp: 'HOT',
        // Saved with no allergens: the snapshot says "No allergens", and so does the form.
        allergenIds: [],
        noAllergens: true,
        containerTypeId: bowl.id,
      },
    ]);
  });

  it('Edit/Save keeps the element editor\'s allergen rule: one or "No allergens"', async () => {
    const { calls, user } = openEditor();
    await screen.findByRole('heading', { name: TITLE });
    await user.click(within(rowOf('Slot 1')).getByRole('button', { name: 'Edit' }));
    const row = rowOf('Slot 1');
    await user.click(within(row).getByRole('checkbox', { name: 'No allergens' }));
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText(ELEMENT_MESSAGES.allergens)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('says the data is out of date when the add-on changed meanwhile', async () => {
    const { user } = openEditor(soup, {
      [`PUT ${addOnPath}`]: { status: 409, error: { code: 'stale', messages: ['stale'] } },
    });
    await screen.findByRole('heading', { name: TITLE });
    await user.click(within(rowOf('Slot 1')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect((await screen.findAllByText(STALE_MESSAGE)).length).toBeGreaterThan(0);
  });

  it('shows the lock banner and no actions once locked', async () => {
    const locked = { ...soup, isLocked: true };
    openEditor(locked);
    expect(await screen.findByText(ADD_ON_EDITOR_TEXT.locked)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add One' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('tells a role exempt from the lock that it is locked, and leaves its actions', async () => {
    openEditor({ ...soup, isLocked: true }, {}, [...EDITOR, 'editLockedScheduleMenu']);
    expect(await screen.findByText(ADD_ON_EDITOR_TEXT.lockedExempt)).toBeInTheDocument();
    expect(screen.queryByText(ADD_ON_EDITOR_TEXT.locked)).toBeNull();
    expect(screen.getByRole('button', { name: 'Add One' })).toBeInTheDocument();
  });

  it('is read-only without editScheduleMenu', async () => {
    openEditor(soup, {}, ['viewScheduleMenu']);
    expect(await screen.findByText(ADD_ON_EDITOR_TEXT.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Swap' })).toBeNull();
  });

  it('says the add-on is no longer scheduled when it is gone', async () => {
    openEditor(soup, {
      [`GET ${addOnPath}`]: { status: 404, error: { code: '1000', messages: ['Not found'] } },
    });
    expect(await screen.findByText(ADD_ON_EDITOR_TEXT.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ADD_ON_EDITOR_TEXT.backToMenus })).toBeInTheDocument();
  });
});
