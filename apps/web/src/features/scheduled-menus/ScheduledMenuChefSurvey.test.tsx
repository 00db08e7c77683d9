import type { Permission } from '@catering/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildMenuCatalogue } from '../../test/menu-fixtures';
import { openPage } from '../../test/open-page';
import { buildScheduledMenu } from '../../test/scheduled-menu-fixtures';
import { SCHEDULED_MENU_TEXTS } from './messages';

const catalogue = buildMenuCatalogue();
const menu = buildScheduledMenu({ name: 'Taste of India' });
const surveyPath = `/v1/scheduled-menus/${menu.id}/chef-survey`;
const SURVEY = `https://forms.example.test/chef?scheduledMenuId=${menu.id}&userId=u-1`;
const VIEWER: Permission[] = ['viewScheduleMenu'];

function openEditor(chefSurvey: boolean) {
  const tab = { location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  const page = openPage(`/scheduled-menus/${menu.id}`, {
    permissions: VIEWER,
    reference: catalogue.reference,
    features: { chefSurvey },
    handlers: {
      [`GET /v1/scheduled-menus/${menu.id}`]: { data: menu },
      [`GET ${surveyPath}`]: { data: { url: SURVEY } },
    },
  });
  return { ...page, open, tab };
}

async function openAdditionalActions(user: ReturnType<typeof openEditor>['user']) {
  await screen.findByRole('heading', { name: menu.name });
  await user.click(screen.getByLabelText(SCHEDULED_MENU_TEXTS.additionalActions));
  await screen.findByRole('menuitem', { name: SCHEDULED_MENU_TEXTS.updateBase });
}

describe("Complete Chef Survey in the scheduled menu editor's additional actions", () => {
  it('is left out when no survey form is set up', { timeout: 30_000 }, async () => {
    const { open, user } = openEditor(false);
    await openAdditionalActions(user);
    expect(screen.queryByRole('menuitem', { name: SCHEDULED_MENU_TEXTS.chefSurvey })).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the form in a new tab when one is set up', { timeout: 30_000 }, async () => {
    const { calls, open, tab, user } = openEditor(true);
    await openAdditionalActions(user);
    await user.click(screen.getByRole('menuitem', { name: SCHEDULED_MENU_TEXTS.chefSurvey }));
    await waitFor(() => expect(tab.location.href).toBe(SURVEY));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(calls.filter((call) => call.path === surveyPath)).toHaveLength(1);
  });
});
