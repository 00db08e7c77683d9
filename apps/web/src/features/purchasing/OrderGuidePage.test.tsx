import { type OrderLine, PURCHASING_MESSAGES, type PurchasingOrderGuide } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextId } from '../../test/fixtures';
import { heldAnswer } from '../../test/mock-api';
import { chooseOption, openPage } from '../../test/open-page';
import { lineNamed, phoenix, schedulingLines } from '../../test/scheduling-detail-fixtures';

/*
 * The worked example of docs/purchasing.md, moved to next week: Sysco's chicken and garam
 * masala to order on Saturday (late: today is the Monday after), its Thursday chicken on
 * Tuesday; US Foods' rice and lemons (no case cost: partial); naan no vendor sells by the
 * case; Raita's yogurt in cups against an ingredient kept in oz.
 */
const ids = { sysco: nextId(), usFoods: nextId(), chicken: nextId(), rice: nextId() };
const line = (overrides: Partial<OrderLine>): OrderLine => ({
  ingredientId: nextId(),
  ingredientName: 'Chicken Thigh',
  itemId: 'SY-1001',
  quantity: 800,
  unit: 'oz',
  unitsPerCase: 640,
  cases: 2,
  costPerCase: 89.6,
  lineCost: 179.2,
  deliveryDate: '2026-12-07',
  serviceDates: ['2026-12-07', '2026-12-08'],
  orderBy: '2026-12-05',
  late: false,
  ...overrides,
});
const guide: PurchasingOrderGuide = {
  from: '2026-12-07',
  to: '2026-12-13',
  today: '2026-12-07',
  vendors: [
    {
      vendorId: ids.sysco,
      vendorName: 'Sysco',
      days: [
        {
          orderBy: '2026-12-05',
          lines: [
            line({ ingredientId: ids.chicken, late: true }),
            line({
              ingredientName: 'Garam Masala',
              itemId: 'SY-2040',
              quantity: 16.932,
              unitsPerCase: 16,
              costPerCase: 12.5,
              lineCost: 25,
              late: true,
            }),
          ],
          total: { cost: 204.2, partial: false },
        },
        {
          orderBy: '2026-12-08',
          lines: [
            line({
              ingredientId: ids.chicken,
              quantity: 400,
              cases: 1,
              lineCost: 89.6,
              deliveryDate: '2026-12-10',
              serviceDates: ['2026-12-10'],
              orderBy: '2026-12-08',
            }),
          ],
          total: { cost: 89.6, partial: false },
        },
      ],
      total: { cost: 293.8, partial: false },
      csv: [],
    },
    {
      vendorId: ids.usFoods,
      vendorName: 'US Foods',
      days: [
        {
          orderBy: '2026-12-09',
          lines: [
            line({
              ingredientName: 'Lemon',
              itemId: 'US-500',
              quantity: 24,
              unit: 'ea',
              unitsPerCase: 115,
              cases: 1,
              costPerCase: null,
              lineCost: null,
              deliveryDate: '2026-12-12',
              serviceDates: ['2026-12-12'],
              orderBy: '2026-12-09',
            }),
          ],
          total: { cost: 0, partial: true },
        },
      ],
      total: { cost: 0, partial: true },
      csv: [],
    },
  ],
  days: [],
  total: { cost: 293.8, partial: true },
  notOrderable: [
    {
      ingredientId: nextId(),
      ingredientName: 'Naan',
      date: '2026-12-07',
      quantity: 100,
      unit: 'ea',
      reason: 'no vendor with units per case',
    },
  ],
  unplaced: [
    {
      date: '2026-12-07',
      source: 'Raita (Taste of India, Lunch)',
      ingredientId: nextId(),
      ingredientName: 'Yogurt',
      reason: 'unit mismatch (cup vs oz)',
    },
  ],
};

const handlers = { 'GET /v1/purchasing/order-guide': { data: guide } };
function openGuide(extra: Record<string, unknown> = {}) {
  return openPage('/purchasing/order-guide', {
    permissions: ['viewPurchasing'],
    reference: { '/v1/markets': [phoenix], '/v1/service-lines': schedulingLines },
    handlers: { ...handlers, ...(extra as typeof handlers) },
  });
}
const lastCall = (calls: { path: string; search: string }[], path: string) =>
  Object.fromEntries(
    new URLSearchParams(calls.filter((call) => call.path === path).at(-1)?.search),
  );
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
const inOrder = ['Breakfast', 'Lunch', 'Dinner', 'Snack', 'Happy Hour', 'Dessert', 'Special'];

beforeEach(() => {
  // Saturday 28 November 2026, local time: next week is 30 November to 6 December.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 28, 9, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the Order Guide', () => {
  it("asks for the person's market, next week and every line, and groups each vendor's lines by order-by date", async () => {
    const { calls } = openGuide();
    const sysco = await screen.findByRole('region', { name: 'Sysco' });
    expect(lastCall(calls, '/v1/purchasing/order-guide')).toEqual({
      marketId: phoenix.id,
      from: '2026-11-30',
      to: '2026-12-06',
      serviceLineIds: inOrder.map((name) => lineNamed(name).id).join(','),
    });
    expect(within(sysco).getByText('Total: $293.80')).toBeInTheDocument();
    const saturday = within(sysco).getByRole('table', { name: 'Sysco, Order by 12/05/2026' });
    expect(rowTexts(saturday)).toEqual([
      ['Chicken Thigh', 'SY-1001', '800 oz', '2 × 640 oz', '$89.60', '$179.20', '12/07/2026'],
      ['Garam Masala', 'SY-2040', '16.932 oz', '2 × 16 oz', '$12.50', '$25.00', '12/07/2026'],
    ]);
    const tuesday = within(sysco).getByRole('table', { name: 'Sysco, Order by 12/08/2026' });
    expect(rowTexts(tuesday)).toEqual([
      ['Chicken Thigh', 'SY-1001', '400 oz', '1 × 640 oz', '$89.60', '$89.60', '12/10/2026'],
    ]);
    expect(within(sysco).getByText('Day total: $204.20')).toBeInTheDocument();
    expect(within(sysco).getByText('Day total: $89.60')).toBeInTheDocument();
    // US Foods' lemons have no case cost: the totals say they are partial.
    const usFoods = screen.getByRole('region', { name: 'US Foods' });
    const lemons = within(usFoods).getByRole('table', { name: 'US Foods, Order by 12/09/2026' });
    expect(rowTexts(lemons)[0]).toEqual([
      'Lemon',
      'US-500',
      '24 ea',
      '1 × 115 ea',
      '—',
      '—',
      '12/12/2026',
    ]);
    expect(within(usFoods).getAllByText('partial')).toHaveLength(2);
    expect(within(sysco).queryByText('partial')).toBeNull();
    expect(screen.getByText('All vendors: $293.80 (partial)')).toBeInTheDocument();
  });

  it('marks the order-by dates already past as late, and only those', async () => {
    openGuide();
    const sysco = await screen.findByRole('region', { name: 'Sysco' });
    const late = within(sysco).getAllByText('Late');
    expect(late).toHaveLength(1);
    // The chip stands by Saturday's heading, not Tuesday's.
    expect(late[0]!.closest('div.MuiStack-root')).toHaveTextContent('Order by 12/05/2026');
    expect(within(screen.getByRole('region', { name: 'US Foods' })).queryByText('Late')).toBeNull();
  });

  it('lists what cannot be ordered and what is not counted apart, whatever vendor is shown', async () => {
    const { user } = openGuide();
    await screen.findByRole('region', { name: 'Sysco' });
    await chooseOption(user, 'Vendor', 'US Foods');
    expect(screen.queryByRole('region', { name: 'Sysco' })).toBeNull();
    expect(screen.getByRole('region', { name: 'US Foods' })).toBeInTheDocument();
    const notOrderable = screen.getByRole('table', { name: 'Cannot be ordered' });
    expect(rowTexts(notOrderable)).toEqual([
      ['Naan', '12/07/2026', '100 ea', 'no vendor with units per case'],
    ]);
    const unplaced = screen.getByRole('table', { name: 'Not counted' });
    expect(rowTexts(unplaced)).toEqual([
      ['12/07/2026', 'Raita (Taste of India, Lunch)', 'Yogurt', 'unit mismatch (cup vs oz)'],
    ]);
  });

  it('shows the lists apart even when no vendor has anything to order', async () => {
    openGuide({
      'GET /v1/purchasing/order-guide': {
        data: { ...guide, vendors: [], total: { cost: 0, partial: false } },
      },
    });
    expect(await screen.findByRole('table', { name: 'Cannot be ordered' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Not counted' })).toBeInTheDocument();
    expect(screen.queryByText('Nothing is scheduled for these dates and lines')).toBeNull();
  });

  it('says when nothing is scheduled', async () => {
    const empty = { ...guide, vendors: [], notOrderable: [], unplaced: [] };
    openGuide({ 'GET /v1/purchasing/order-guide': { data: empty } });
    expect(
      await screen.findByText('Nothing is scheduled for these dates and lines'),
    ).toBeInTheDocument();
  });

  it('says a range longer than 31 days is refused, without asking for it', async () => {
    const { calls, user } = openGuide();
    await screen.findByRole('region', { name: 'Sysco' });
    const asked = calls.length;
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2027-01-31');
    expect(
      await screen.findByText('Purchasing covers at most 31 days at once.'),
    ).toBeInTheDocument();
    expect(calls.slice(asked).some((call) => call.path === '/v1/purchasing/order-guide')).toBe(
      false,
    );
  });

  it('says when the guide could not be read', async () => {
    openGuide({
      'GET /v1/purchasing/order-guide': {
        status: 500,
        error: { code: 'internal', messages: ['The server failed.'] },
      },
    });
    expect(await screen.findByText('The server failed.')).toBeInTheDocument();
  });

  it("downloads a vendor's CSV for the dates and lines chosen", async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL() {} }),
    );
    const { calls, user } = openGuide({ 'GET /v1/purchasing/order-guide.csv': { data: null } });
    await screen.findByRole('region', { name: 'Sysco' });
    await chooseOption(user, 'Service lines', 'Breakfast');
    // A multiple choice stays open for the next pick until it is closed.
    await user.keyboard('{Escape}');
    const usFoods = await screen.findByRole('region', { name: 'US Foods' });
    await user.click(within(usFoods).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(lastCall(calls, '/v1/purchasing/order-guide.csv')).toEqual({
        marketId: phoenix.id,
        from: '2026-11-30',
        to: '2026-12-06',
        // Breakfast taken out of every line.
        serviceLineIds: inOrder
          .slice(1)
          .map((name) => lineNamed(name).id)
          .join(','),
        vendorId: ids.usFoods,
      }),
    );
  });

  it("downloads a vendor's PDF beside its CSV, its button waiting while the PDF is made", async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL() {} }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const pdf = heldAnswer({ data: null });
    const { calls, user } = openGuide({ 'GET /v1/purchasing/order-guide.pdf': pdf.handler });
    const usFoods = await screen.findByRole('region', { name: 'US Foods' });
    const button = within(usFoods).getByRole('button', { name: 'Download PDF' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(within(usFoods).getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(
      within(screen.getByRole('region', { name: 'Sysco' })).getByRole('button', {
        name: 'Download PDF',
      }),
    ).toBeEnabled();
    pdf.release();
    await waitFor(() => expect(button).toBeEnabled());
    expect(lastCall(calls, '/v1/purchasing/order-guide.pdf')).toEqual({
      marketId: phoenix.id,
      from: '2026-11-30',
      to: '2026-12-06',
      serviceLineIds: inOrder.map((name) => lineNamed(name).id).join(','),
      vendorId: ids.usFoods,
    });
    // The server names the file; without its header the page's own name is used.
    expect(saved).toEqual(['order-guide-US Foods.pdf']);
    expect(calls.some((call) => call.path === '/v1/purchasing/order-guide.csv')).toBe(false);
  });

  it("says why a vendor's PDF is refused", async () => {
    const { user } = openGuide({
      'GET /v1/purchasing/order-guide.pdf': {
        status: 404,
        error: { code: '1000', messages: [PURCHASING_MESSAGES.nothingToOrder] },
      },
    });
    const sysco = await screen.findByRole('region', { name: 'Sysco' });
    await user.click(within(sysco).getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText(PURCHASING_MESSAGES.nothingToOrder)).toBeInTheDocument();
  });

  it('is refused without viewPurchasing: no link, and the address says there is no permission', async () => {
    openPage('/purchasing/order-guide', { permissions: ['viewMenu'], handlers });
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order Guide' })).toBeNull();
  });

  it('is in the navigation of those who may read it', async () => {
    openGuide();
    expect(await screen.findByRole('link', { name: 'Order Guide' })).toHaveAttribute(
      'href',
      '/purchasing/order-guide',
    );
  });
});
