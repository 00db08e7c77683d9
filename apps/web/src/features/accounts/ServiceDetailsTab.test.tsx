import {
  ACCOUNT_MESSAGES,
  type Account,
  type AccountNote,
  ROLE_NAMES,
  type UpdateAccountInput,
} from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PERMISSIONS,
  buildAccount,
  buildNote,
  openAccountEditor,
  pickOption,
  sifted1,
} from '../../test/account-fixtures';
import { buildUser } from '../../test/fixtures';
import type { MockAnswer, MockHandler, RecordedCall } from '../../test/mock-api';
import { ACCOUNT_TEXT } from './messages';

const account = buildAccount({
  kitchenArrivalTime: '07:30:00',
  leaveTime: null,
  serviceStartTime: '11:45',
  leftoverInstructions: 'Leave with the office manager.',
  deliveryInstructions: '',
  setupNotes: 'Tables by the window.',
});
const accountPath = `/v1/accounts/${account.id}`;
const notesPath = `${accountPath}/notes`;

const jane = buildUser({ firstName: 'Jane', lastName: 'doe', permissions: ACCOUNT_PERMISSIONS });
const omar = { id: '00000000-0000-4000-8000-0000000000b1', firstName: 'Omar', lastName: 'Ruiz' };
const older = buildNote(jane, {
  note: 'First visit went well.\nBring extra tongs.',
  createdAt: '2025-03-01T10:00:00.000Z',
});
const newer = buildNote(omar, {
  note: 'Dock code changed.',
  createdAt: '2025-03-03T10:00:00.000Z',
});

function openDetails(
  options: {
    account?: Account;
    notes?: AccountNote[];
    user?: ReturnType<typeof buildUser>;
    handlers?: Record<string, MockHandler | MockAnswer>;
  } = {},
) {
  const shown = options.account ?? account;
  return openAccountEditor(shown, {
    tab: 'details',
    user: options.user ?? jane,
    notes: options.notes ?? [older, newer],
    handlers: {
      [`PUT /v1/accounts/${shown.id}`]: ({ body }) => ({
        data: { ...shown, ...(body as object), address: shown.address },
      }),
      ...options.handlers,
    },
  });
}

const putBody = (calls: RecordedCall[]) =>
  calls.find((call) => call.method === 'PUT')?.body as UpdateAccountInput | undefined;
const commentList = () => screen.getByRole('list', { name: 'Account comments' });

describe('the Service Details tab', () => {
  it('shows the playbook with times as HH:MM, stepping by 5 minutes', async () => {
    openDetails();
    const arrival = await screen.findByLabelText('Kitchen Arrival Time');
    expect(arrival).toHaveValue('07:30');
    expect(arrival).toHaveAttribute('step', '300');
    expect(screen.getByLabelText('Departure Time')).toHaveValue('');
    expect(screen.getByLabelText('Service Start Time')).toHaveValue('11:45');
    expect(screen.getByRole('combobox', { name: /^Service Type/ })).toHaveTextContent('Sifted 2.0');
    expect(screen.getByRole('textbox', { name: 'Leftovers' })).toHaveValue(
      'Leave with the office manager.',
    );
    expect(screen.getByRole('textbox', { name: 'Setup' })).toHaveValue('Tables by the window.');
  });

  it('sends the whole account with the playbook over it on Update', async () => {
    const { calls, user } = openDetails();
    await user.type(await screen.findByLabelText('Departure Time'), '14:15');
    await pickOption(user, 'Service Type', 'Sifted 1.0');
    await user.type(screen.getByRole('textbox', { name: 'Parking/Arriving' }), 'Use gate B.');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.updated)).toBeInTheDocument();
    expect(putBody(calls)).toEqual({
      name: account.name,
      marketId: account.marketId,
      serviceTypeId: sifted1.id,
      totalEmployees: 120,
      serviceStartDate: '2025-01-06',
      showOptin: false,
      playbookLink: null,
      address: {
        addressOne: '100 Main St',
        addressTwo: 'Floor 2',
        city: 'Phoenix',
        state: 'AZ',
        zipCode: '85004',
      },
      kitchenArrivalTime: '07:30',
      leaveTime: '14:15',
      serviceStartTime: '11:45',
      leftoverInstructions: 'Leave with the office manager.',
      deliveryInstructions: 'Use gate B.',
      setupNotes: 'Tables by the window.',
      updatedAt: account.updatedAt,
    });
  });

  it('sends a cleared time as none', async () => {
    const { calls, user } = openDetails();
    await user.clear(await screen.findByLabelText('Service Start Time'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(putBody(calls)).toBeDefined());
    expect(putBody(calls)).toMatchObject({ serviceStartTime: null, kitchenArrivalTime: '07:30' });
  });

  it('says when the General tab holds values that cannot be saved', async () => {
    const noZip = buildAccount({ address: { ...account.address, zipCode: null } });
    const { calls, user } = openDetails({ account: noZip });
    await user.type(await screen.findByRole('textbox', { name: 'Setup' }), 'Bring cones.');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${ACCOUNT_TEXT.playbookGeneralProblem} ${ACCOUNT_MESSAGES.zipInvalid}`,
    );
    expect(putBody(calls)).toBeUndefined();
  });
});

describe('the account comments', () => {
  it('lists the comments newest first with author and date', async () => {
    openDetails();
    const items = within(
      await screen.findByRole('list', { name: 'Account comments' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Omar R.'),
      expect.stringContaining('Jane D.'),
    ]);
    expect(items[0]).toHaveTextContent('Dock code changed.');
    expect(items[1]).toHaveTextContent('Mar 1, 2025');
    // Line breaks of a comment stay.
    expect(within(items[1] as HTMLElement).getByText(/First visit went well/)).toHaveStyle({
      whiteSpace: 'pre-wrap',
    });
  });

  it("offers delete only on the signed-in author's comments, after confirming", async () => {
    const { calls, user } = openDetails({
      handlers: { [`DELETE ${notesPath}/${older.id}`]: { data: { id: older.id } } },
    });
    const items = within(
      await screen.findByRole('list', { name: 'Account comments' }),
    ).getAllByRole('listitem');
    expect(
      within(items[0] as HTMLElement).queryByRole('button', { name: 'Delete comment' }),
    ).toBeNull();
    await user.click(
      within(items[1] as HTMLElement).getByRole('button', { name: 'Delete comment' }),
    );

    const dialog = await screen.findByRole('dialog', { name: ACCOUNT_TEXT.confirmNoteDeleteTitle });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ACCOUNT_TEXT.noteDeleted)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `${notesPath}/${older.id}`,
    ]);
  });

  it('lets a Super Admin delete any comment', async () => {
    const admin = buildUser({ roleName: ROLE_NAMES.superAdmin, permissions: ACCOUNT_PERMISSIONS });
    openDetails({ user: admin });
    await screen.findByRole('list', { name: 'Account comments' });
    expect(within(commentList()).getAllByRole('button', { name: 'Delete comment' })).toHaveLength(
      2,
    );
  });

  it('posts a comment and ignores an empty one', async () => {
    let notes = [older];
    const { calls, user } = openDetails({
      notes,
      handlers: {
        [`GET ${notesPath}`]: () => ({ data: notes }),
        [`POST ${notesPath}`]: ({ body }) => {
          const posted = buildNote(jane, {
            note: (body as { note: string }).note,
            createdAt: '2025-03-04T10:00:00.000Z',
          });
          notes = [posted, ...notes];
          return { status: 201, data: posted };
        },
      },
    });
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(box);
    await user.type(box, 'Client asked for more salad.');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() =>
      expect(within(commentList()).getAllByRole('listitem')[0]).toHaveTextContent(
        'Client asked for more salad.',
      ),
    );
    expect(box).toHaveValue('');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      note: 'Client asked for more salad.',
      userId: jane.id,
    });
  });

  it('says when a comment could not be posted', async () => {
    const { user } = openDetails({
      handlers: {
        [`POST ${notesPath}`]: { status: 500, error: { code: 'internal', messages: ['Boom.'] } },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Add a comment' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.notePostFailed('Boom.'))).toBeInTheDocument();
  });

  it('says when the comments could not be read', async () => {
    openDetails({
      handlers: {
        [`GET ${notesPath}`]: { status: 500, error: { code: 'internal', messages: ['Down.'] } },
      },
    });
    expect(
      (await screen.findAllByText(ACCOUNT_MESSAGES.notesLoadFailed('Down.'))).length,
    ).toBeGreaterThan(0);
  });
});
