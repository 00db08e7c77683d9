import { HOST_SURVEY_MESSAGES } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TEXTS } from '../../../components/documents/document-texts';
import { nextId } from '../../../test/fixtures';
import { buildHostDaily, buildHostService, openAsHost } from '../../../test/host-fixtures';
import { buildHostSurvey } from '../../../test/host-survey-fixtures';
import type { MockAnswer } from '../../../test/mock-api';
import { lineNamed, phoenix } from '../../../test/scheduling-detail-fixtures';
import { HOSTS_TEXTS } from '../messages';

const lunch = lineNamed('Lunch');
const DAY_PATH = `/hosts/daily/market/${phoenix.id}/serviceLine/${lunch.id}/date/03-14-25`;
const PICKER_HREF = `/hosts?marketId=${phoenix.id}&date=2025-03-14`;
const SURVEY_ID = '00000000-0000-4000-8000-00000000beef';

function openDay(daily: MockAnswer, handlers: Record<string, MockAnswer> = {}) {
  return openAsHost(DAY_PATH, { handlers: { 'GET /v1/hosts/daily': daily, ...handlers } });
}

const dailyAsked = (calls: { path: string; search: string }[]) =>
  calls
    .filter((call) => call.path === '/v1/hosts/daily')
    .map((call) => Object.fromEntries(new URLSearchParams(call.search)));

describe('the Host daily view', { timeout: 20_000 }, () => {
  it('asks for the day in the address and shows the menu and its host flow in order', async () => {
    const { calls, user } = openDay({
      data: buildHostDaily({
        scheduledMenu: { butcherPaperNotes: 'Write the specials.', talkingPoints: '' },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Lunch' })).toBeInTheDocument();
    expect(dailyAsked(calls)).toEqual([
      { marketId: phoenix.id, serviceLineId: lunch.id, date: '2025-03-14' },
    ]);
    expect(screen.getByText('Friday, March 14, 2025 · Phoenix')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: HOSTS_TEXTS.backToPicker })).toHaveAttribute(
      'href',
      PICKER_HREF,
    );

    const menu = screen.getByRole('region', { name: 'Menu' });
    expect(within(menu).getByRole('heading', { name: 'Taste of India' })).toBeInTheDocument();
    expect(within(menu).getByText('Indian')).toBeInTheDocument();
    expect(within(menu).getByText('Warm spices and fresh naan.')).toBeInTheDocument();
    const menuAllergens = within(menu).getByRole('list', { name: 'Allergens of Taste of India' });
    expect(
      within(menuAllergens)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dairy', 'Gluten']);

    const hostFlow = screen.getByRole('region', { name: 'Host Flow' });
    const rows = within(hostFlow).getAllByRole('listitem', { name: /^[A-Z]/ });
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Basmati Rice',
      'Chicken Tikka',
      'Mango Salad',
    ]);
    const chicken = rows[1] as HTMLElement;
    expect(chicken).toHaveTextContent('2. Chicken Tikka');
    expect(chicken).toHaveTextContent('Utensil: Tongs · Vessel: Hotel Pan');
    expect(chicken).toHaveTextContent('Directionals: Keep covered until service.');
    expect(within(chicken).getByLabelText('Temp: Hot')).toBeInTheDocument();
    expect(
      within(chicken).getByRole('list', { name: 'Allergens of Chicken Tikka' }),
    ).toHaveTextContent('Dairy');
    expect(within(rows[2] as HTMLElement).getByLabelText('Temp: Cold')).toBeInTheDocument();
    // Only the notes the day has.
    expect(within(hostFlow).getByText('Butcher Paper Notes')).toBeInTheDocument();
    expect(within(hostFlow).getByText('Write the specials.')).toBeInTheDocument();
    expect(within(hostFlow).queryByText('Talking Points')).not.toBeInTheDocument();
    expect(within(hostFlow).queryByText('Client Notes')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Menu actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Download host flow' })).toBeVisible();
  });

  it("downloads the day's temperature checklist and packout, saying when one fails", async () => {
    const daily = buildHostDaily();
    const refused: MockAnswer = { status: 500, error: { code: 'internal', messages: ['x'] } };
    const { calls, user } = openDay(
      { data: daily },
      { 'POST /v1/pdf/temperature': refused, 'POST /v1/pdf/packout': refused },
    );
    const actions = await screen.findByRole('button', { name: HOSTS_TEXTS.menuActions });
    await user.click(actions);
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      HOSTS_TEXTS.downloadHostFlow,
      HOSTS_TEXTS.downloadTemperature,
      HOSTS_TEXTS.downloadPackout,
    ]);
    await user.click(screen.getByRole('menuitem', { name: HOSTS_TEXTS.downloadTemperature }));
    expect(await screen.findByText(DOCUMENT_TEXTS.pdfFailed)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/v1/pdf/temperature')?.body).toEqual({
      scheduledMenuId: daily.scheduledMenu.id,
    });

    await user.click(actions);
    await user.click(await screen.findByRole('menuitem', { name: HOSTS_TEXTS.downloadPackout }));
    expect(await screen.findByText(DOCUMENT_TEXTS.packoutFailed)).toBeInTheDocument();
    // The services this view lists: its market, line and day.
    expect(calls.find((call) => call.path === '/v1/pdf/packout')?.body).toEqual({
      marketId: phoenix.id,
      serviceLineId: lunch.id,
      mealDate: '03/14/2025',
    });
  });

  it('shows each service: time, place, counts, requests and the containers to expect', async () => {
    openDay({
      data: buildHostDaily({
        services: [
          buildHostService({ specialRequest: true, notes: 'Use the side door.' }),
          buildHostService({
            account: { id: nextId(), name: 'Globex' },
            serviceTime: '13:05',
            containers: [],
          }),
        ],
      }),
    });
    const acme = await screen.findByRole('article', { name: 'Acme Corp' });
    expect(acme).toHaveTextContent('11:30 AM');
    expect(acme).toHaveTextContent('100 Main St, Phoenix');
    expect(acme).toHaveTextContent('Headcount40Dietary3Allergen2');
    expect(within(acme).getByText('Special request')).toBeInTheDocument();
    expect(acme).toHaveTextContent('Notes: Use the side door.');
    const containers = within(acme).getByRole('list', {
      name: 'Containers to expect for Acme Corp',
    });
    expect(
      within(containers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Chicken Tikka — 2 full, 1 half · Full Pan', 'Basmati Rice — 1 half · Half Pan']);

    const globex = screen.getByRole('article', { name: 'Globex' });
    expect(globex).toHaveTextContent('1:05 PM');
    expect(globex).toHaveTextContent(HOSTS_TEXTS.noContainers);
    expect(within(globex).queryByText('Special request')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Services (2)' })).toBeInTheDocument();
  });

  it('starts a survey: sends the service and opens the survey it answers', async () => {
    const service = buildHostService();
    const { calls, router, user } = openDay(
      { data: buildHostDaily({ services: [service] }) },
      { 'POST /v1/host-surveys': { status: 201, data: buildHostSurvey({ id: SURVEY_ID }) } },
    );
    await user.click(await screen.findByRole('button', { name: 'Start Survey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/hosts/survey/${SURVEY_ID}`));
    const posts = calls.filter((call) => call.path === '/v1/host-surveys');
    expect(posts.map((call) => [call.method, call.body])).toEqual([
      ['POST', { serviceEventId: service.serviceEventId }],
    ]);
  });

  it('continues a survey begun, and says when it cannot be opened', async () => {
    const { calls, router, user } = openDay(
      {
        data: buildHostDaily({
          services: [buildHostService({ survey: { id: SURVEY_ID, status: 'incomplete' } })],
        }),
      },
      { 'POST /v1/host-surveys': { status: 500, error: { code: 'internal', messages: ['x'] } } },
    );
    await user.click(await screen.findByRole('button', { name: 'Continue Survey' }));
    expect(await screen.findByText(HOST_SURVEY_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/v1/host-surveys')).toBe(
      true,
    );
    expect(router.state.location.pathname).toBe(DAY_PATH);
  });

  it('reads Survey Completed for a submitted survey, with a way to view it', async () => {
    openDay({
      data: buildHostDaily({
        services: [buildHostService({ survey: { id: SURVEY_ID, status: 'complete' } })],
      }),
    });
    const card = await screen.findByRole('article', { name: 'Acme Corp' });
    expect(within(card).getByText(HOST_SURVEY_MESSAGES.completed)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Survey' })).toHaveAttribute(
      'href',
      `/hosts/survey/${SURVEY_ID}`,
    );
    expect(within(card).queryByRole('button', { name: /Survey$/ })).not.toBeInTheDocument();
  });

  it("says in the server's words when the line has no host flow that day", async () => {
    const unavailable = 'Host Flow Data for Lunch is Currently Unavailable';
    openDay({ status: 404, error: { code: 'not_found', messages: [unavailable] } });
    expect(await screen.findByText(unavailable)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: HOSTS_TEXTS.backToPicker })).toHaveAttribute(
      'href',
      PICKER_HREF,
    );
  });

  it('says when a line has no services that day', async () => {
    openDay({ data: buildHostDaily({ services: [] }) });
    expect(await screen.findByText(HOSTS_TEXTS.noServicesToday)).toBeInTheDocument();
  });

  it('refuses an address whose date is not MM-DD-YY, and asks nothing', async () => {
    const { calls } = openAsHost(
      `/hosts/daily/market/${phoenix.id}/serviceLine/${lunch.id}/date/2025-03-14`,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(HOSTS_TEXTS.invalidDate);
    expect(dailyAsked(calls)).toEqual([]);
  });
});
