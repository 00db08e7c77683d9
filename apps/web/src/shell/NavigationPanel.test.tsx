import type { CurrentUser, Market } from '@catering/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { saveSelectedMarketId } from '../lib/local-preferences';
import { referenceQueries } from '../lib/reference-data';
import { CurrentUserContext, SessionProvider } from '../lib/session';
import { buildMarket, buildUser } from '../test/fixtures';
import { createTestQueryClient } from '../test/render-app';
import { NavigationPanel } from './NavigationPanel';

const phoenix = buildMarket('Phoenix');
const tucson = buildMarket('Tucson');
const denver = buildMarket('Denver');

function renderNavigation(user: CurrentUser, markets: Market[] = [tucson, phoenix, denver]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(referenceQueries.markets.queryKey, markets);
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <CurrentUserContext.Provider value={user}>
          <MemoryRouter>
            <NavigationPanel />
          </MemoryRouter>
        </CurrentUserContext.Provider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'main navigation' }));
}

const linkNames = (nav: ReturnType<typeof renderNavigation>) =>
  nav.getAllByRole('link').map((link) => link.textContent);

describe('navigation', () => {
  it('shows a full staff member every section', () => {
    const nav = renderNavigation(
      buildUser({
        roleName: 'Super Admin',
        permissions: [
          'viewMenu',
          'viewElement',
          'viewScheduleMenu',
          'viewPurchasing',
          'viewFoodCost',
          'viewForecast',
        ],
      }),
    );
    expect(linkNames(nav)).toEqual([
      'Menus',
      'Elements',
      'Ingredients',
      'Brands',
      'Tags',
      'Scheduling',
      'Chef Daily Numbers',
      'Add On Types',
      'Service Types',
      'Hosts',
      'Accounts',
      'Feedback',
      'Order Guide',
      'Food Cost',
      'Forecast',
      'Manage Team',
      'Settings',
    ]);
    expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Menu Management' })).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Service' })).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Purchasing' })).toBeInTheDocument();
  });

  it('shows Manage Team to whoever may invite, edit or remove users (issue #25)', () => {
    const nav = renderNavigation(
      buildUser({ roleName: 'Admin', permissions: ['viewMenu', 'viewScheduleMenu'] }),
    );
    expect(nav.queryByRole('link', { name: 'Manage Team' })).not.toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    cleanup();

    for (const permission of ['editUser', 'inviteUser', 'removeUser'] as const) {
      const withIt = renderNavigation(buildUser({ roleName: 'Admin', permissions: [permission] }));
      expect(withIt.getByRole('link', { name: 'Manage Team' })).toHaveAttribute('href', '/users');
      cleanup();
    }
  });

  it('hides Scheduling and Accounts without viewScheduleMenu, Menus and Elements without theirs', () => {
    const nav = renderNavigation(buildUser({ roleName: 'Chef', permissions: [] }));
    expect(nav.queryByRole('link', { name: 'Scheduling' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Accounts' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Menus' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Elements' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Forecast' })).not.toBeInTheDocument();
    // A group with no link left (Purchasing without viewPurchasing or viewFoodCost) is not shown.
    expect(nav.queryByRole('button', { name: 'Purchasing' })).not.toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Ingredients' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Hosts' })).toBeInTheDocument();
  });

  it('shows Culinary the Purchasing group with Food Cost alone (viewFoodCost without viewPurchasing)', () => {
    const nav = renderNavigation(
      buildUser({ roleName: 'Culinary', permissions: ['viewMenu', 'viewFoodCost'] }),
    );
    expect(nav.getByRole('button', { name: 'Purchasing' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Food Cost' })).toHaveAttribute(
      'href',
      '/purchasing/food-cost',
    );
    expect(nav.queryByRole('link', { name: 'Order Guide' })).not.toBeInTheDocument();
  });

  it('gives hosts the reduced navigation, and the logo leads them to /hosts', () => {
    const nav = renderNavigation(
      buildUser({ roleName: 'Host', permissions: ['viewMenu', 'viewScheduleMenu'] }),
    );
    expect(linkNames(nav)).toEqual(['Hosts', 'My surveys', 'Settings']);
    expect(nav.getByRole('link', { name: 'My surveys' })).toHaveAttribute('href', '/hosts/surveys');
    expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Catering Console' })).toHaveAttribute(
      'href',
      '/hosts',
    );
  });

  it('shows the signed-in e-mail and links the logo to / for everyone else', () => {
    renderNavigation(buildUser({ email: 'chef@example.com' }));
    expect(screen.getByText('chef@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Catering Console' })).toHaveAttribute('href', '/');
  });
});

describe('the Scheduling link', () => {
  const scheduler = (defaultMarketId: string | null) =>
    buildUser({ permissions: ['viewScheduleMenu'], defaultMarketId });
  const schedulingHref = (nav: ReturnType<typeof renderNavigation>) =>
    nav.getByRole('link', { name: 'Scheduling' }).getAttribute('href');

  it("opens the user's default market", () => {
    saveSelectedMarketId(tucson.id);
    const nav = renderNavigation(scheduler(denver.id));
    expect(schedulingHref(nav)).toBe(`/markets/${denver.id}/scheduling`);
  });

  it('else the market saved in this browser', () => {
    saveSelectedMarketId(tucson.id);
    const nav = renderNavigation(scheduler(null));
    expect(schedulingHref(nav)).toBe(`/markets/${tucson.id}/scheduling`);
  });

  it('else Phoenix', () => {
    const nav = renderNavigation(scheduler(null));
    expect(schedulingHref(nav)).toBe(`/markets/${phoenix.id}/scheduling`);
  });

  it('else the first market', () => {
    const nav = renderNavigation(scheduler(null), [denver, tucson]);
    expect(schedulingHref(nav)).toBe(`/markets/${denver.id}/scheduling`);
  });
});
