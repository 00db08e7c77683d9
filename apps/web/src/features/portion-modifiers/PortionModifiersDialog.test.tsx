import type { ScheduledPortionModifiers } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildContainerCalculation } from '../../test/chef-numbers-fixtures';
import type { MockHandler } from '../../test/mock-api';
import { openPage } from '../../test/open-page';
import {
  buildPortionModifiers,
  buildScheduledMenu,
  lineNamed,
  phoenix,
  schedulingLines,
} from '../../test/scheduling-detail-fixtures';
import { CHEF_TEXTS } from '../chef-numbers';
import { PORTION_MODIFIER_TEXTS } from './messages';

const DAY = `?marketId=${phoenix.id}&serviceLineId=${lineNamed('Lunch').id}&date=2025-03-14`;

/**
 * A server that keeps what is saved: the GET answers the stored modifiers, each PUT stores
 * its element's. The GET takes a moment, as a real one does, so a dialog that shows what
 * it had cached before the save is caught.
 */
function storedModifiers(start: ScheduledPortionModifiers) {
  let stored = start;
  const read: MockHandler = async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    return { data: stored };
  };
  const write =
    (elementId: string): MockHandler =>
    ({ body }) => {
      const { portionModifiers } = body as {
        portionModifiers: { accountId: string; portionModifier: number | null }[];
      };
      stored = {
        ...stored,
        modifiers: stored.modifiers.map((row) => {
          const change = portionModifiers.find((p) => p.accountId === row.accountId);
          if (row.scheduledElementId !== elementId || !change) return row;
          return change.portionModifier === null
            ? { ...row, portionModifier: 1, source: 'default' as const }
            : { ...row, portionModifier: change.portionModifier, source: 'element' as const };
        }),
      };
      // The API answers the scheduled menu's modifiers as they now are.
      return { data: stored };
    };
  return { read, write };
}

describe('the Portion Modifiers dialog', { timeout: 45_000 }, () => {
  it('shows the saved modifiers when opened again after Save', async () => {
    const menu = buildScheduledMenu('Lunch', '2025-03-14', {}, [{ name: 'Rice' }]);
    const modifiers = buildPortionModifiers(menu, ['Acme Corp']);
    const server = storedModifiers(modifiers);
    const { user } = openPage(`/numbers/daily/chef${DAY}`, {
      permissions: ['viewScheduleMenu', 'editScheduleMenu'],
      reference: { '/v1/service-lines': schedulingLines, '/v1/markets': [phoenix] },
      handlers: {
        'POST /v2/calculations/containers': {
          data: buildContainerCalculation({
            scheduledMenu: { id: menu.id, name: menu.name, isLocked: false },
          }),
        },
        'POST /v1/calculations/add-ons': { data: { addOns: [], summaries: [] } },
        [`GET /v1/portion-modifiers/scheduled-menus/${menu.id}`]: server.read,
        [`PUT /v1/portion-modifiers/scheduled-elements/${modifiers.elements[0]?.id}`]: server.write(
          modifiers.elements[0]!.id,
        ),
      },
    });
    const open = async () => {
      const button = await screen.findByRole('button', { name: CHEF_TEXTS.portionModifiers });
      // The numbers count again after a save; the button waits for them.
      await waitFor(() => expect(button).toBeEnabled());
      await user.click(button);
      return screen.findByRole('dialog');
    };

    let dialog = await open();
    const field = await within(dialog).findByLabelText('Rice for Acme Corp');
    expect(field).toHaveValue('1');
    await user.clear(field);
    await user.type(field, '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PORTION_MODIFIER_TEXTS.modifiersSaved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await open();
    expect(await within(dialog).findByLabelText('Rice for Acme Corp')).toHaveValue('1.5');
    // And it stays so once every read has come back.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(dialog).getByLabelText('Rice for Acme Corp')).toHaveValue('1.5');

    // Cancel after typing: the next opening shows what is stored, not the typing.
    const again = within(dialog).getByLabelText('Rice for Acme Corp');
    await user.clear(again);
    await user.type(again, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await open();
    expect(await within(dialog).findByLabelText('Rice for Acme Corp')).toHaveValue('1.5');
  });
});
