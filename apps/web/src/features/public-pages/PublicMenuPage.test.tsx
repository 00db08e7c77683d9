import { PUBLIC_PAGE_MESSAGES, type PublicMenuPage } from '@catering/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { nextId } from '../../test/fixtures';
import { type MockAnswer, type MockHandler, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { setViewportWidth } from '../../test/viewport';
import { PUBLIC_TEXT } from './messages';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const lunch = nextId();
const breakfast = nextId();

const page: PublicMenuPage = {
  accountName: 'Acme Corp',
  days: [
    {
      date: '2025-03-03',
      serviceLineId: breakfast,
      serviceLineName: 'Breakfast',
      serviceTime: '08:00',
      menu: null,
    },
    {
      date: '2025-03-03',
      serviceLineId: lunch,
      serviceLineName: 'Lunch',
      serviceTime: '12:30',
      menu: {
        name: 'Taste of India',
        description: 'Chicken tikka with basmati rice\nChana masala with naan',
        allergenNames: ['Milk', 'Wheat'],
        elements: [
          { name: 'Chicken Tikka', allergenNames: ['Milk'] },
          { name: 'Basmati Rice', allergenNames: [] },
        ],
      },
    },
    {
      date: '2025-03-04',
      serviceLineId: lunch,
      serviceLineName: 'Lunch',
      serviceTime: '12:00',
      menu: {
        name: 'Taco Tuesday',
        description: '',
        allergenNames: [],
        elements: [{ name: 'Carnitas', allergenNames: [] }],
      },
    },
  ],
};

function openMenuPage(answer: MockAnswer | MockHandler) {
  setViewportWidth(390);
  const mock = mockApi({ [`GET /v1/public/menus/${TOKEN}`]: answer });
  renderApp(`/public/menu/${TOKEN}`);
  return mock;
}

describe('the public menu page', () => {
  it('shows each day of the coming week with its services and menus, without sign-in', async () => {
    const { calls } = openMenuPage({ data: page });
    expect(await screen.findByRole('heading', { name: 'Acme Corp' })).toBeInTheDocument();
    expect(screen.getByText(PUBLIC_TEXT.operator)).toBeInTheDocument();
    // No console around it, and nobody asked to sign in.
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(calls.map((call) => call.path)).toEqual([`/v1/public/menus/${TOKEN}`]);

    const monday = screen.getByRole('region', { name: 'Monday, March 3' });
    const breakfastCard = within(monday).getByRole('article', { name: 'Breakfast 8:00 AM' });
    expect(breakfastCard).toHaveTextContent(PUBLIC_PAGE_MESSAGES.menuToCome);

    const lunchCard = within(monday).getByRole('article', { name: 'Lunch 12:30 PM' });
    expect(within(lunchCard).getByRole('heading', { name: 'Taste of India' })).toBeInTheDocument();
    expect(within(lunchCard).getByText(/Chicken tikka with basmati rice/)).toHaveStyle({
      whiteSpace: 'pre-line',
    });
    const allergens = within(lunchCard).getByRole('note', { name: 'Allergens' });
    expect(within(allergens).getByText('Milk')).toBeInTheDocument();
    expect(within(allergens).getByText('Wheat')).toBeInTheDocument();
    const dishes = within(lunchCard).getAllByRole('listitem');
    expect(dishes.map((dish) => dish.textContent)).toEqual([
      'Chicken TikkaContains: Milk',
      'Basmati Rice',
    ]);

    const tuesday = screen.getByRole('region', { name: 'Tuesday, March 4' });
    expect(within(tuesday).getByRole('heading', { name: 'Taco Tuesday' })).toBeInTheDocument();
    expect(tuesday).toHaveTextContent(PUBLIC_TEXT.noAllergens);
  });

  it('says when no meals are scheduled', async () => {
    openMenuPage({ data: { accountName: 'Acme Corp', days: [] } });
    expect(await screen.findByText(PUBLIC_PAGE_MESSAGES.noMenus)).toBeInTheDocument();
  });

  it('says a dead link is no longer valid, with no Retry that could never work', async () => {
    openMenuPage({ status: 404, error: { code: 'not_found', messages: ['x'] } });
    expect(
      await screen.findByRole('heading', { name: PUBLIC_TEXT.deadLink, level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText(PUBLIC_TEXT.deadLinkHint)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText(PUBLIC_TEXT.loadFailed)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Acme Corp' })).toBeNull();
  });

  it('takes a token no link could hold (a 400) for a dead link too', async () => {
    openMenuPage({ status: 400, error: { code: 'validation_failed', messages: ['token: x'] } });
    expect(await screen.findByText(PUBLIC_TEXT.deadLink)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Retry when the server fails, and shows the menus once it answers', async () => {
    let serverDown = true;
    openMenuPage(() =>
      serverDown
        ? { status: 500, error: { code: 'internal', messages: ['Boom'] } }
        : { data: page },
    );
    expect(await screen.findByText(PUBLIC_TEXT.loadFailed, {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByText(PUBLIC_TEXT.deadLink)).toBeNull();
    serverDown = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Acme Corp' })).toBeInTheDocument();
  });
});
