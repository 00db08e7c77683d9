import { type EaterFeedbackInput, PUBLIC_PAGE_MESSAGES } from '@catering/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { nextId } from '../../test/fixtures';
import { type MockAnswer, mockApi, type RecordedCall } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { setViewportWidth } from '../../test/viewport';
import { PUBLIC_TEXT } from './messages';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const feedbackPath = `/v1/public/feedback/${TOKEN}`;
const lunch = { id: nextId(), name: 'Lunch' };
const dinner = { id: nextId(), name: 'Dinner' };

function openFeedback(post: MockAnswer = { status: 201, data: { received: true } }) {
  setViewportWidth(390);
  const mock = mockApi({
    [`GET ${feedbackPath}`]: {
      data: {
        accountName: 'Acme Corp',
        today: '2026-11-23',
        earliestDate: '2026-10-24',
        serviceLines: [lunch, dinner],
      },
    },
    [`POST ${feedbackPath}`]: post,
  });
  renderApp(`/public/feedback/${TOKEN}`);
  return { ...mock, user: userEvent.setup({ delay: null }) };
}

const sent = (calls: RecordedCall[]) =>
  calls.find((call) => call.method === 'POST')?.body as EaterFeedbackInput | undefined;

describe('the public feedback page', () => {
  it('sends the score, the meal and the comment, then thanks', async () => {
    const { calls, user } = openFeedback();
    expect(await screen.findByRole('heading', { name: 'Acme Corp' })).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-23');
    const buttons = screen.getAllByRole('button', { pressed: false });
    expect(buttons.map((button) => button.textContent)).toEqual([
      '1 Very poor',
      '2 Poor',
      '3 Okay',
      '4 Good',
      '5 Excellent',
    ]);

    await user.click(screen.getByRole('combobox', { name: 'Meal' }));
    await user.click(await screen.findByRole('option', { name: 'Dinner' }));
    await user.click(screen.getByRole('button', { name: '4 Good' }));
    expect(screen.getByRole('button', { name: '4 Good' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByLabelText('Comment (optional)'), ' Loved the curry. ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(PUBLIC_PAGE_MESSAGES.thanks)).toBeInTheDocument();
    expect(sent(calls)).toEqual({
      serviceDate: '2026-11-23',
      serviceLineId: dinner.id,
      score: 4,
      comment: 'Loved the curry.',
    });
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('asks for a score before sending', async () => {
    const { calls, user } = openFeedback();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText(PUBLIC_PAGE_MESSAGES.scoreRequired)).toBeInTheDocument();
    expect(sent(calls)).toBeUndefined();
  });

  it('says when this device sent too many responses', async () => {
    const { user } = openFeedback({
      status: 429,
      error: { code: 'rate_limited', messages: ['Too many requests'] },
    });
    await user.click(await screen.findByRole('button', { name: '1 Very poor' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(PUBLIC_TEXT.rateLimited)).toBeInTheDocument();
    expect(screen.queryByText(PUBLIC_PAGE_MESSAGES.thanks)).toBeNull();
  });

  it('says when sending failed otherwise, and sends no meal when none was chosen', async () => {
    const { calls, user } = openFeedback({
      status: 500,
      error: { code: 'internal', messages: ['Boom'] },
    });
    await user.click(await screen.findByRole('button', { name: '5 Excellent' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(PUBLIC_PAGE_MESSAGES.sendFailed)).toBeInTheDocument();
    await waitFor(() => expect(sent(calls)).toBeDefined());
    expect(sent(calls)).toEqual({ serviceDate: '2026-11-23', score: 5, comment: '' });
  });

  it("gives the server's reason for a refused answer, without field names", async () => {
    const { user } = openFeedback({
      status: 400,
      error: {
        code: 'validation_failed',
        messages: ['serviceDate: Feedback is for a service of the last 30 days.'],
      },
    });
    await user.click(await screen.findByRole('button', { name: '3 Okay' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        `${PUBLIC_PAGE_MESSAGES.sendFailed} Feedback is for a service of the last 30 days.`,
      ),
    ).toBeInTheDocument();
  });

  it('says a dead link is no longer valid, with no Retry', async () => {
    setViewportWidth(390);
    mockApi({
      [`GET ${feedbackPath}`]: { status: 404, error: { code: 'not_found', messages: ['x'] } },
    });
    renderApp(`/public/feedback/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: PUBLIC_TEXT.deadLink, level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText(PUBLIC_TEXT.loadFailed)).toBeNull();
  });

  it('says the link is no longer valid when it died while the form was open', async () => {
    const { user } = openFeedback({
      status: 404,
      error: { code: 'not_found', messages: ['This link is no longer valid.'] },
    });
    await user.click(await screen.findByRole('button', { name: '4 Good' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByRole('heading', { name: PUBLIC_TEXT.deadLink, level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByText(PUBLIC_PAGE_MESSAGES.sendFailed)).toBeNull();
  });
});
