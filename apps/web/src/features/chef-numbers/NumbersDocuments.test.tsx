import { CALCULATION_MESSAGES } from '@catering/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_TEXTS } from '../../components/documents/document-texts';
import { buildContainerCalculation } from '../../test/chef-numbers-fixtures';
import { heldAnswer, type MockAnswer, type MockHandler } from '../../test/mock-api';
import { openPage } from '../../test/open-page';
import { lineNamed, phoenix, schedulingLines } from '../../test/scheduling-detail-fixtures';
import { CHEF_TEXTS } from './messages';

const lunch = lineNamed('Lunch');
const DAY = `?marketId=${phoenix.id}&serviceLineId=${lunch.id}&date=2025-03-14`;
const numbers = buildContainerCalculation();
const DAY_BODY = { marketId: phoenix.id, serviceLineId: lunch.id, mealDate: '03/14/2025' };

function openNumbers(handlers: Record<string, MockAnswer | MockHandler>, containers?: MockAnswer) {
  return openPage(`/numbers/daily/chef${DAY}`, {
    permissions: ['viewScheduleMenu'],
    reference: { '/v1/markets': [phoenix], '/v1/service-lines': schedulingLines },
    handlers: {
      'POST /v2/calculations/containers': containers ?? { data: numbers },
      'POST /v1/calculations/add-ons': { data: { addOns: [], summaries: [] } },
      ...handlers,
    },
  });
}

const failed: MockAnswer = { status: 500, error: { code: 'internal', messages: ['Boom'] } };

afterEach(() => vi.unstubAllGlobals());

describe('the Chef Daily Numbers documents', { timeout: 30_000 }, () => {
  it("offers every document of the day beside Download PDF, each asking for the day's own", async () => {
    const { calls, user } = openNumbers({
      'POST /v1/pdf/prep': failed,
      'POST /v1/pdf/packout': failed,
      'POST /v1/pdf/temperature': failed,
    });
    await screen.findByRole('heading', { name: numbers.scheduledMenu.name });
    const documents = screen.getByRole('button', { name: CHEF_TEXTS.documents });
    await user.click(documents);
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Download Prep Sheet',
      'Download Labels',
      'Download Packout Sheet',
      'Download Temperature Checklist',
      'Download Dish Cards',
      'Download Host Flow',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Download Packout Sheet' }));
    expect(await screen.findByText(DOCUMENT_TEXTS.packoutFailed)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/v1/pdf/packout')?.body).toEqual(DAY_BODY);

    // The keyboard reaches it as the other menus: Enter opens, the arrows move, Enter chooses.
    documents.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Download Prep Sheet' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByText(DOCUMENT_TEXTS.pdfFailed)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/v1/pdf/temperature')?.body).toEqual({
      scheduledMenuId: numbers.scheduledMenu.id,
    });
    expect(calls.filter((call) => call.path === '/v1/pdf/prep')).toHaveLength(0);
  });

  it('makes a document once while it is being made', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL() {} }),
    );
    const packout = heldAnswer({ data: null });
    const { calls, user } = openNumbers({ 'POST /v1/pdf/packout': packout.handler });
    await screen.findByRole('heading', { name: numbers.scheduledMenu.name });
    const documents = screen.getByRole('button', { name: CHEF_TEXTS.documents });
    await user.click(documents);
    await user.click(await screen.findByRole('menuitem', { name: 'Download Packout Sheet' }));
    await user.click(documents);
    const item = await screen.findByRole('menuitem', { name: 'Download Packout Sheet' });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    packout.release();
    await waitFor(() => expect(item).not.toHaveAttribute('aria-disabled'));
    expect(calls.filter((call) => call.path === '/v1/pdf/packout')).toHaveLength(1);
    expect(screen.queryByText(DOCUMENT_TEXTS.packoutFailed)).toBeNull();
  });

  it('has no documents to offer while no menu is scheduled', async () => {
    openNumbers(
      {},
      { status: 404, error: { code: '1000', messages: [CALCULATION_MESSAGES.noData] } },
    );
    expect(await screen.findByText(CHEF_TEXTS.noData)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CHEF_TEXTS.documents })).toBeDisabled();
    expect(screen.getByRole('button', { name: CHEF_TEXTS.downloadPdf })).toBeDisabled();
  });
});
