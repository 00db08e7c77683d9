import type { Permission } from '@catering/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMenuCatalogue } from '../../test/menu-fixtures';
import { openPage } from '../../test/open-page';
import { buildScheduledElement, buildScheduledMenu } from '../../test/scheduled-menu-fixtures';
import { SCHEDULED_MENU_TEXTS } from './messages';

const catalogue = buildMenuCatalogue();
const { standard, naan } = catalogue;
const menu = buildScheduledMenu({
  menuElementClassId: standard.id,
  menuElementClassName: standard.name,
  scheduledElements: [buildScheduledElement(naan, { order: 0 })],
});
const EDITOR: Permission[] = ['viewScheduleMenu', 'editScheduleMenu', 'editMenu'];

function openEditor() {
  return openPage(`/scheduled-menus/${menu.id}`, {
    permissions: EDITOR,
    reference: catalogue.reference,
    handlers: { [`GET /v1/scheduled-menus/${menu.id}`]: { data: menu } },
  });
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const dialogTitled = async (title: string) =>
  (await screen.findByText(title)).closest('[role="dialog"]') as HTMLElement;

describe('the alternative of a scheduled element', { timeout: 30_000 }, () => {
  it('asks for a name instead of dropping the ingredients and method typed without one', async () => {
    const { user } = openEditor();
    await screen.findByRole('heading', { name: menu.name });
    await user.click(within(rowOf(naan.name)).getByLabelText(`Alternatives for ${naan.name}`));
    const dialog = await dialogTitled(`Alternative for ${naan.name}`);
    await user.type(within(dialog).getByLabelText('Ingredients'), 'Wheat flour, water');
    await user.type(within(dialog).getByLabelText('Method'), 'Griddle both sides');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText(SCHEDULED_MENU_TEXTS.alternativeNameRequired),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Ingredients')).toHaveValue('Wheat flour, water');

    await user.type(within(dialog).getByLabelText('Name'), 'Roti');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(rowOf(naan.name)).findByText('Alternative: Roti')).toBeInTheDocument();
  });
});
