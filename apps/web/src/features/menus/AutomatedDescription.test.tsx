import type { DescriptionRequest } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMenuCatalogue, elementListItem } from '../../test/menu-fixtures';
import type { MockAnswer, MockHandler, RecordedCall } from '../../test/mock-api';
import { openPage, type TestUser } from '../../test/open-page';

const catalogue = buildMenuCatalogue();
const { chicken, rice, naan } = catalogue;
const elements = [chicken, rice, naan];

function openNewMenu(description: MockHandler | MockAnswer) {
  return openPage('/menus/new', {
    permissions: ['viewMenu', 'viewElement', 'addMenu'],
    reference: catalogue.reference,
    handlers: {
      'GET /v1/elements': { data: elements.map(elementListItem), meta: { count: 3 } },
      'POST /v1/elements/full': ({ body }) => ({
        data: (body as { elementIds: string[] }).elementIds.map((id) =>
          elements.find((element) => element.id === id),
        ),
      }),
      'POST /v1/menus/description': description,
    },
  });
}

async function addElement(user: TestUser, name: string) {
  await user.click(screen.getByRole('button', { name: 'Add Elements' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Elements' });
  await user.click(await within(dialog).findByRole('checkbox', { name }));
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const descriptionCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path === '/v1/menus/description');

/** The generator's answer names what it was asked about, so a test sees which ask won. */
const describeElements: MockHandler = ({ body }) => {
  const names = (body as DescriptionRequest).elements.map((row) => row.name);
  return { data: { description: `Served: ${names.join(', ')}`, source: 'builtIn' } };
};

describe('the automated description', { timeout: 30_000 }, () => {
  it('asks the server whenever the rows change and fills in its answer', async () => {
    const { calls, user } = openNewMenu(describeElements);
    expect(await screen.findByLabelText('Automate Description')).toBeChecked();
    const description = screen.getByLabelText('Description');

    await addElement(user, chicken.name);
    await waitFor(() => expect(description).toHaveValue(`Served: ${chicken.name}`));
    expect(descriptionCalls(calls).at(-1)?.body).toEqual({
      name: '',
      brandId: null,
      cuisineTypeId: null,
      elements: [{ name: chicken.name, elementTypeId: catalogue.protein.id, isAlternate: false }],
    });
    await addElement(user, naan.name);
    await waitFor(() => expect(description).toHaveValue(`Served: ${chicken.name}, ${naan.name}`));
    await user.click(screen.getByRole('button', { name: `Remove ${chicken.name}` }));
    await waitFor(() => expect(description).toHaveValue(`Served: ${naan.name}`));
  });

  it('is turned off by typing, and then leaves the text alone', async () => {
    const { calls, user } = openNewMenu(describeElements);
    const automate = await screen.findByLabelText('Automate Description');
    const description = screen.getByLabelText('Description');
    await addElement(user, chicken.name);
    await waitFor(() => expect(description).toHaveValue(`Served: ${chicken.name}`));

    await user.type(description, ' and more');
    expect(automate).not.toBeChecked();
    const asked = descriptionCalls(calls).length;
    await addElement(user, naan.name);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(descriptionCalls(calls)).toHaveLength(asked);
    expect(description).toHaveValue(`Served: ${chicken.name} and more`);
  });

  it('clears the text when turned off and fetches a new one when turned on', async () => {
    const { calls, user } = openNewMenu(describeElements);
    const automate = await screen.findByLabelText('Automate Description');
    const description = screen.getByLabelText('Description');
    await addElement(user, chicken.name);
    await waitFor(() => expect(description).toHaveValue(`Served: ${chicken.name}`));

    await user.click(automate);
    expect(automate).not.toBeChecked();
    expect(description).toHaveValue('');

    const asked = descriptionCalls(calls).length;
    await user.click(automate);
    await waitFor(() => expect(description).toHaveValue(`Served: ${chicken.name}`));
    expect(descriptionCalls(calls)).toHaveLength(asked + 1);
  });

  it('builds the description in the browser when the server cannot', async () => {
    const { user } = openNewMenu({ status: 500, error: { code: 'internal', messages: ['down'] } });
    await screen.findByLabelText('Automate Description');
    await addElement(user, chicken.name);
    await addElement(user, naan.name);
    await waitFor(() =>
      expect(screen.getByLabelText('Description')).toHaveValue(`${chicken.name} with ${naan.name}`),
    );
  });
});
