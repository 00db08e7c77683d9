import type { HostSurvey, Permission } from '@catering/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { MockAnswer, MockHandler, RecordedCall } from '../../test/mock-api';
import { openPage, type TestUser } from '../../test/open-page';

/** The page the host came from: navigate(-1) lands here. */
export const PREVIOUS_PAGE = '/not-found';
/** The host signed in on the survey's page. */
export const HOST_USER_ID = '7d0b7d3e-5c1a-4a55-9f7e-3a1d2c4b5e6f';

/**
 * A host on the survey's page, reached from another page so "go back" has somewhere to go.
 * By default the PUT answers the survey completed.
 */
export async function openSurvey(
  survey: HostSurvey,
  options: {
    permissions?: Permission[];
    get?: MockAnswer;
    put?: MockHandler | MockAnswer;
    /** The draft save; by default the server keeps what it is sent. */
    putDraft?: MockHandler | MockAnswer;
  } = {},
) {
  const page = openPage(PREVIOUS_PAGE, {
    userId: HOST_USER_ID,
    permissions: options.permissions ?? ['viewScheduleMenu'],
    handlers: {
      [`GET /v1/host-surveys/${survey.id}`]: options.get ?? { data: survey },
      [`PUT /v1/host-surveys/${survey.id}`]: options.put ?? {
        data: { ...survey, status: 'complete' },
      },
      [`PUT /v1/host-surveys/${survey.id}/draft`]:
        options.putDraft ??
        (({ body }) => ({
          data: { ...(body as object), user: { id: survey.id, name: 'Pat Host' } },
        })),
      [`DELETE /v1/host-surveys/${survey.id}/draft`]: { data: { id: survey.id } },
    },
  });
  await act(() => page.router.navigate(`/hosts/survey/${survey.id}`));
  return page;
}

/** The submits sent (drafts apart). */
export const puts = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'PUT' && !call.path.endsWith('/draft'));
export const draftPuts = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'PUT' && call.path.endsWith('/draft'));

/** The Yes/No question labelled `question`, within `container` (the page by default). */
export async function answer(
  user: TestUser,
  question: string,
  choice: 'Yes' | 'No',
  container: HTMLElement = document.body,
) {
  const group = within(container).getByRole('group', { name: question });
  await user.click(within(group).getByRole('button', { name: choice }));
}

export async function chooseScore(user: TestUser, question: string, option: string) {
  const group = screen.getByRole('radiogroup', { name: question });
  await user.click(within(group).getByRole('radio', { name: option }));
}

export const elementCard = (name: string) => screen.getByRole('region', { name });

/** Replaces a field's text in one change: typing key by key is slow and tests nothing more. */
export function fillIn(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}

/** Every question a valid survey needs, answered; the elements are left to each test. */
export async function answerTheQuestions(user: TestUser) {
  fillIn(await screen.findByLabelText('Actual headcount'), '38');
  fillIn(screen.getByLabelText('First eater'), '11:30');
  fillIn(screen.getByLabelText('Kitchen leave time'), '10:45');
  fillIn(screen.getByLabelText('Last eater'), '13:15');
  fillIn(screen.getByLabelText('Start time'), '11:25');
  await chooseScore(user, "Eaters enjoyed today's menu", '4 — Agree');
  await chooseScore(user, 'Eaters understood the menu', '5 — Strongly agree');
  await answer(user, 'Did you have all of the proper equipment?', 'Yes');
  await answer(user, 'Menu Flow', 'Yes');
  await answer(user, 'Hotbox spill', 'No');
}

/** Brought and leftover of one element's card. */
export function countElement(name: string, brought: string, left: string) {
  const card = elementCard(name);
  fillIn(within(card).getByLabelText('Brought (containers)'), brought);
  fillIn(within(card).getByLabelText('Leftover (oz)'), left);
}

export const submitButton = () => screen.getByRole('button', { name: 'Submit' });
