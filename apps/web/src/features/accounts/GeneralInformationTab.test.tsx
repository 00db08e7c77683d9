import {
  ACCOUNT_MESSAGES,
  type Account,
  type AccountQrCodes,
  type Permission,
  type PointOfContactInput,
  STALE_MESSAGE,
  type UpdateAccountInput,
} from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAccount, openAccountEditor, pickOption, tucson } from '../../test/account-fixtures';
import type { MockAnswer, MockHandler, RecordedCall } from '../../test/mock-api';
import { ACCOUNT_TEXT } from './messages';

const account = buildAccount({ name: 'Acme Corp', showOptin: true });
const accountPath = `/v1/accounts/${account.id}`;
const NEW_UPDATED_AT = '2025-03-02T09:00:00.000Z';

/** PUT answers the account as sent, with a new `updatedAt`. */
const savedAs = ({ body }: { body: unknown }): MockAnswer => {
  const sent = body as UpdateAccountInput & { address: Account['address'] };
  return {
    data: {
      ...account,
      ...sent,
      address: { ...account.address, ...sent.address },
      updatedAt: NEW_UPDATED_AT,
    },
  };
};

/** POST answers the contact saved under `id`: its name and e-mail, not the account it is on. */
const contactSavedAs =
  (id: string) =>
  ({ body }: { body: unknown }): MockAnswer => {
    const { email, firstName, lastName } = body as PointOfContactInput;
    return { data: { id, email, firstName, lastName } };
  };

function openGeneral(
  handlers: Record<string, MockHandler | MockAnswer> = {},
  permissions?: Permission[],
) {
  return openAccountEditor(account, {
    permissions,
    handlers: {
      [`PUT ${accountPath}`]: savedAs,
      'POST /v1/account-poc-users': contactSavedAs(account.pointOfContact?.id ?? ''),
      ...handlers,
    },
  });
}

const writes = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'PUT' || call.method === 'POST');
const textbox = (name: string) => screen.getByRole('textbox', { name });

describe('the General Information tab', () => {
  it('shows the account, its address and its point of contact', async () => {
    openGeneral();
    expect(await screen.findByRole('heading', { name: 'Acme Corp' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'General Information' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(textbox('Account Name')).toHaveValue('Acme Corp');
    expect(screen.getByRole('spinbutton', { name: 'Total Employees' })).toHaveValue(120);
    expect(screen.getByLabelText('Service Start Date')).toHaveValue('2025-01-06');
    expect(screen.getByRole('switch', { name: 'Enable Opt-in' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /^Market/ })).toHaveTextContent('Phoenix');
    expect(textbox('Address Two')).toHaveValue('Floor 2');
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveTextContent('AZ - Arizona');
    expect(textbox('Zip Code')).toHaveValue('85004');
    expect(textbox('First Name')).toHaveValue('Pat');
    expect(textbox('Last Name')).toHaveValue('Lee');
    expect(textbox('Email')).toHaveValue('pat@acme.example');
    // The service type is edited on Service Details only.
    expect(screen.queryByRole('combobox', { name: /^Service Type/ })).toBeNull();
  });

  it("says 'No changes to save!' and sends nothing when nothing changed", async () => {
    const { calls, user } = openGeneral();
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.noChanges)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('saves only the account when only the account changed', async () => {
    const { calls, user } = openGeneral();
    const city = await screen.findByRole('textbox', { name: 'City' });
    await user.clear(city);
    await user.type(city, 'Tucson');
    await pickOption(user, 'Market', 'Tucson');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.updated)).toBeInTheDocument();
    expect(writes(calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      `PUT ${accountPath}`,
    ]);
    expect(writes(calls)[0]?.body).toEqual({
      name: 'Acme Corp',
      marketId: tucson.id,
      serviceTypeId: account.serviceTypeId,
      totalEmployees: 120,
      serviceStartDate: '2025-01-06',
      showOptin: true,
      playbookLink: null,
      address: {
        addressOne: '100 Main St',
        addressTwo: 'Floor 2',
        city: 'Tucson',
        state: 'AZ',
        zipCode: '85004',
      },
      updatedAt: account.updatedAt,
    });

    // Saved: the same values are no change any more.
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.noChanges)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
  });

  it('saves only the point of contact when only it changed', async () => {
    const { calls, user } = openGeneral();
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'Sam@Acme.example');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.pocSaved)).toBeInTheDocument();
    expect(writes(calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v1/account-poc-users',
    ]);
    expect(writes(calls)[0]?.body).toEqual({
      accountId: account.id,
      email: 'sam@acme.example',
      firstName: 'Pat',
      lastName: 'Lee',
    });
  });

  it('saves both when both changed, the account first', async () => {
    const { calls, user } = openGeneral();
    await user.type(await screen.findByRole('textbox', { name: 'Address Two' }), ', Door 3');
    await user.clear(textbox('First Name'));
    await user.type(textbox('First Name'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.updated)).toBeInTheDocument();
    expect(writes(calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      `PUT ${accountPath}`,
      'POST /v1/account-poc-users',
    ]);
  });

  it('tells someone else saved first, and keeps the edits', async () => {
    const { user } = openGeneral({
      [`PUT ${accountPath}`]: {
        status: 409,
        error: { code: 'stale', messages: [STALE_MESSAGE] },
      },
    });
    const name = await screen.findByRole('textbox', { name: 'Account Name' });
    await user.type(name, ' West');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE_MESSAGE);
    expect(textbox('Account Name')).toHaveValue('Acme Corp West');
  });

  it('shows a taken name under the name', async () => {
    const { user } = openGeneral({
      [`PUT ${accountPath}`]: { status: 409, error: { code: 'conflict', messages: ['taken'] } },
    });
    const name = await screen.findByRole('textbox', { name: 'Account Name' });
    await user.clear(name);
    await user.type(name, 'Globex');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(textbox('Account Name')).toHaveAccessibleDescription(
        ACCOUNT_MESSAGES.conflict('Globex'),
      ),
    );
  });

  it('requires the zip code on the editor', async () => {
    const { calls, user } = openGeneral();
    await user.clear(await screen.findByRole('textbox', { name: 'Zip Code' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(textbox('Zip Code')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.zipInvalid),
    );
    expect(writes(calls)).toEqual([]);
  });

  it('saves a new contact even when the unchanged account has no zip code', async () => {
    const noZip = buildAccount({
      pointOfContact: null,
      address: { ...account.address, zipCode: null },
    });
    const { calls, user } = openAccountEditor(noZip, {
      handlers: {
        'POST /v1/account-poc-users': contactSavedAs(noZip.id),
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'First Name' }), 'Jo');
    await user.type(textbox('Last Name'), 'Park');
    await user.type(textbox('Email'), 'jo@example.com');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.pocSaved)).toBeInTheDocument();
    expect(writes(calls).map((call) => call.path)).toEqual(['/v1/account-poc-users']);
  });

  it('shows an e-mail of a staff user under the e-mail', async () => {
    const { user } = openGeneral({
      'POST /v1/account-poc-users': {
        status: 409,
        error: { code: 'conflict', messages: ['used'] },
      },
    });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'chef@example.com');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(textbox('Email')).toHaveAccessibleDescription(
        ACCOUNT_MESSAGES.pocEmailUsed('chef@example.com'),
      ),
    );
  });

  it('needs editElement for the fields and editMenu for Update', async () => {
    openGeneral({}, ['viewScheduleMenu', 'editMenu']);
    expect(await screen.findByRole('textbox', { name: 'Account Name' })).toBeDisabled();
    expect(textbox('Email')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull();
  });

  it('has no Update without editMenu', async () => {
    openGeneral({}, ['viewScheduleMenu', 'editElement']);
    expect(await screen.findByRole('textbox', { name: 'Account Name' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
  });
});

describe('the QR codes', () => {
  const codes: AccountQrCodes = {
    menuQRCode: 'data:image/png;base64,bWVudQ==',
    menuLink: 'https://console.example.com/public/menu/abcdefghijklmnopqrstu',
    surveyQRCode: 'data:image/png;base64,c3VydmV5',
    surveyLink: 'https://console.example.com/public/feedback/abcdefghijklmnopqrstu',
  };

  it('load into a dialog with both images, their links and copy buttons', async () => {
    const { calls, user } = openGeneral({ 'GET /v1/accounts/qr-codes': { data: codes } });
    await user.click(await screen.findByRole('button', { name: ACCOUNT_TEXT.showQrCodes }));
    const dialog = await screen.findByRole('dialog', { name: /QR Codes/ });

    expect(await within(dialog).findByRole('img', { name: 'Menu QR code' })).toHaveAttribute(
      'src',
      codes.menuQRCode,
    );
    expect(within(dialog).getByRole('img', { name: 'Feedback QR code' })).toHaveAttribute(
      'src',
      codes.surveyQRCode,
    );
    const menuLink = within(dialog).getByRole('link', { name: codes.menuLink });
    expect(menuLink).toHaveAttribute('href', codes.menuLink);
    expect(menuLink).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('link', { name: codes.surveyLink })).toHaveAttribute(
      'href',
      codes.surveyLink,
    );
    const query = new URLSearchParams(
      calls.find((call) => call.path === '/v1/accounts/qr-codes')?.search,
    );
    expect([query.get('accountId'), query.get('marketId')]).toEqual([account.id, account.marketId]);

    await user.click(within(dialog).getByRole('button', { name: 'Copy feedback link' }));
    expect(await screen.findByText(ACCOUNT_TEXT.linkCopied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(codes.surveyLink);
  });

  it('say when the link could not be copied', async () => {
    const { user } = openGeneral({ 'GET /v1/accounts/qr-codes': { data: codes } });
    await user.click(await screen.findByRole('button', { name: ACCOUNT_TEXT.showQrCodes }));
    const dialog = await screen.findByRole('dialog', { name: /QR Codes/ });
    const copy = await within(dialog).findByRole('button', { name: 'Copy menu link' });
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
    await user.click(copy);
    expect(await screen.findByText(ACCOUNT_TEXT.linkCopyFailed)).toBeInTheDocument();
  });
});
