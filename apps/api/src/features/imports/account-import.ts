import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_IMPORT_MESSAGES,
  ACCOUNT_MESSAGES,
  createAccountSchema,
  describeChange,
  entityTypeOfRoute,
  IMPORT_KIND_PERMISSIONS,
  IMPORT_MESSAGES,
  type ImportRow,
  inMarketScope,
  MARKET_SCOPE_MESSAGES,
  type MarketScope,
  playbookFields,
  pointOfContactInputSchema,
  updateAccountSchema,
} from '@catering/domain';
import type { Tx } from '../../db/seed/demo-catalogue/index.js';
import { stale } from '../../lib/errors.js';
import { accountRecordFacts, findAccountDetails, readPointOfContact } from '../change-log/index.js';
import { type AccountColumns, type AccountWrite, writeAccounts } from './account-import.repo.js';
import { accountPayload, changesOf, withLabel } from './account-import-payload.js';
import { readAccountCatalogue } from './account-import-reads.repo.js';
import {
  ACCOUNT_EXAMPLE,
  ACCOUNT_FIELDS,
  addressText,
  contactNameOf,
  otherAddresses,
  splitContactName,
} from './account-import-sheet.js';
import type { ImportKindModule, MappedRow, PlannedRow } from './import-kind.js';
import { recordImportChanges } from './ingredient-import.repo.js';

const lower = (text: string) => text.trim().toLowerCase();
const createWithPlaybook = createAccountSchema.extend(playbookFields);
const contactSchema = pointOfContactInputSchema.omit({ accountId: true, roleId: true });

async function planAccounts(
  tx: Parameters<ImportKindModule<AccountWrite>['plan']>[0],
  rows: MappedRow[],
  context: { marketScope: MarketScope },
): Promise<PlannedRow<AccountWrite>[]> {
  const emails = [...new Set(rows.map((row) => lower(row.text('contactEmail'))).filter(Boolean))];
  const catalogue = await readAccountCatalogue(tx, emails);
  const find = (list: { id: string; name: string }[]) => {
    const ids = new Map(list.map((item) => [lower(item.name), item.id]));
    return (name: string) => ids.get(lower(name));
  };
  const names = new Map(
    [...catalogue.markets, ...catalogue.serviceTypes].map((item) => [item.id, item.name]),
  );
  const nameOf = (_: 'market' | 'type', id: string) => names.get(id) ?? id;
  const ids = { market: find(catalogue.markets), serviceType: find(catalogue.serviceTypes) };
  const live = new Map(
    catalogue.accounts.filter((a) => !a.archived).map((a) => [lower(a.name), a]),
  );
  const archived = new Map(
    catalogue.accounts.filter((a) => a.archived).map((a) => [lower(a.name), a]),
  );
  const linesOfNames = new Map<string, number>();
  const contactsInFile = new Map<string, { line: number; name: string }>();
  /** A contact new to the users, named on several rows: one user. */
  const newContactIds = new Map<string, string>();

  return rows.map((row) => {
    const reasons: string[] = [];
    const name = row.text('name');
    const stored = live.get(lower(name));
    if (!stored && archived.has(lower(name))) reasons.push(ACCOUNT_IMPORT_MESSAGES.archived(name));
    const earlier = linesOfNames.get(lower(name));
    if (name && earlier !== undefined) reasons.push(IMPORT_MESSAGES.duplicateName(name, earlier));
    else if (name) linesOfNames.set(lower(name), row.line);

    const payload = accountPayload(row, stored, ids, reasons);
    const others =
      row.mapped('otherAddresses') || !stored
        ? otherAddresses(row.text('otherAddresses'), reasons)
        : stored.addresses.slice(1);
    // The product's own rules: the editor's PUT for an update, its POST (with the Service Details tab) for a new one.
    const parsed = stored
      ? updateAccountSchema.safeParse({ ...payload, updatedAt: stored.updatedAt.toISOString() })
      : createWithPlaybook.safeParse(payload);
    if (!parsed.success)
      reasons.push(...parsed.error.issues.map((issue) => withLabel(issue.path, issue.message)));
    // A limited user writes only accounts of their markets, and moves none out of them.
    if (stored && !inMarketScope(context.marketScope, stored.marketId))
      reasons.push(MARKET_SCOPE_MESSAGES.outsideMarkets);
    else if (payload.marketId && !inMarketScope(context.marketScope, payload.marketId))
      reasons.push(MARKET_SCOPE_MESSAGES.outsideMarkets);

    let contact: AccountWrite['contact'];
    const contactName = row.text('contactName');
    const contactEmail = row.text('contactEmail');
    if (contactName || contactEmail) {
      const split = splitContactName(contactName);
      const checked = contactSchema.safeParse({ email: contactEmail, ...split });
      if (!checked.success) {
        const messages = new Set(checked.error.issues.map((issue) => issue.message));
        if (contactName && !split.lastName)
          messages.add(ACCOUNT_IMPORT_MESSAGES.contactName(contactName));
        reasons.push(...messages);
      } else {
        const { email, firstName, lastName } = checked.data;
        const known =
          stored?.contact && lower(stored.contact.email) === email ? stored.contact : undefined;
        // The stored split of a name that reads the same stays ("Mary Ann" / "Smith").
        const names =
          known && contactNameOf(known) === `${firstName} ${lastName}`
            ? known
            : { firstName, lastName };
        const user = catalogue.users.get(email);
        if (user && user.userType !== 'Point of Contact')
          reasons.push(ACCOUNT_MESSAGES.pocEmailUsed(email));
        const renames =
          user && (user.firstName !== names.firstName || user.lastName !== names.lastName);
        if (renames && user.frontsMarketIds.some((id) => !inMarketScope(context.marketScope, id)))
          reasons.push(MARKET_SCOPE_MESSAGES.outsideMarkets);
        const fullName = `${names.firstName} ${names.lastName}`;
        const other = contactsInFile.get(email);
        if (other && other.name !== fullName)
          reasons.push(ACCOUNT_IMPORT_MESSAGES.contactDiffers(email, other.line));
        if (!other) contactsInFile.set(email, { line: row.line, name: fullName });
        const same =
          known && known.firstName === names.firstName && known.lastName === names.lastName;
        if (!same) {
          const userId = user?.id ?? newContactIds.get(email) ?? randomUUID();
          if (!user) newContactIds.set(email, userId);
          contact = { userId, isNew: !user, email, ...names };
        }
      }
    }
    const removed = stored?.addresses.slice(1 + others.length) ?? [];
    for (const address of removed)
      if (catalogue.addressesInUse.has(address.id))
        reasons.push(ACCOUNT_IMPORT_MESSAGES.addressInUse(addressText(address)));

    const label = (parsed.success ? parsed.data.name : name) || '(no name)';
    const result = (outcome: ImportRow['outcome'], changes: string[] = []): ImportRow => ({
      line: row.line,
      outcome,
      label,
      changes,
      reasons: outcome === 'refused' ? reasons : [],
    });
    if (reasons.length || !parsed.success) return { row: result('refused') };
    const { address, ...values } = parsed.data;
    const account: AccountColumns = {
      name: values.name,
      marketId: values.marketId,
      serviceTypeId: values.serviceTypeId,
      totalEmployees: values.totalEmployees,
      serviceStartDate: values.serviceStartDate,
      showOptin: values.showOptin,
      playbookLink: values.playbookLink,
      kitchenArrivalTime: values.kitchenArrivalTime ?? null,
      leaveTime: values.leaveTime ?? null,
      serviceStartTime: values.serviceStartTime ?? null,
      leftoverInstructions: values.leftoverInstructions ?? '',
      deliveryInstructions: values.deliveryInstructions ?? '',
      setupNotes: values.setupNotes ?? '',
    };
    const write: AccountWrite = {
      id: stored?.id ?? randomUUID(),
      existing: stored && { updatedAt: stored.updatedAt },
      account,
      addresses: [address, ...others].map((a, index) => ({
        ...a,
        addressTwo: a.addressTwo,
        zipCode: a.zipCode,
        id: stored?.addresses[index]?.id,
      })),
      removedAddressIds: removed.map((a) => a.id),
      contact,
      payload: {
        ...parsed.data,
        otherAddresses: others.map((a) =>
          addressText({ ...a, addressTwo: a.addressTwo, zipCode: a.zipCode }),
        ),
      },
    };
    if (!stored) return { row: result('create'), write };
    const changes = changesOf(stored, write, nameOf);
    if (!changes.length) return { row: result('unchanged') };
    return { row: result('update', changes), write };
  });
}

/** Accounts with their addresses and point of contact (docs/spreadsheets.md, Imports). */
export const accountImport: ImportKindModule<AccountWrite> = {
  kind: 'accounts',
  fields: ACCOUNT_FIELDS,
  example: ACCOUNT_EXAMPLE,
  permissions: IMPORT_KIND_PERMISSIONS.accounts,
  permissionMessage: ACCOUNT_IMPORT_MESSAGES.needsPermissions,
  plan: planAccounts,
  async apply(tx, writes, actor) {
    const updates = writes.filter((write) => write.existing);
    const withContact = writes.filter((write) => write.contact);
    const before = await auditStates(tx, updates, withContact);
    // Someone saved one of these accounts after the plan read it: nothing is written.
    if ((await writeAccounts(tx, writes)) !== updates.length) throw stale();
    const after = await auditStates(tx, updates, withContact);
    const entry = (write: AccountWrite, method: 'PUT' | 'POST', route: string) => ({
      actorUserId: actor.userId,
      method,
      route,
      entityType: entityTypeOfRoute(route),
      accountId: write.id,
      marketId: write.account.marketId,
      summary: describeChange(method, route),
      status: route === '/v1/accounts' ? 201 : 200,
      requestId: actor.requestId,
    });
    await recordImportChanges(
      tx,
      writes.flatMap((write) => {
        // What the account's Audit Trail shows of the editor's save and the contact form.
        const details = write.existing && {
          kind: 'account-details',
          before: before.details.get(write.id),
          after: after.details.get(write.id),
        };
        const saved = {
          ...(write.existing
            ? entry(write, 'PUT', '/v1/accounts/:id')
            : entry(write, 'POST', '/v1/accounts')),
          entityId: write.id,
          change: write.payload,
          facts: details || null,
        };
        if (!write.contact) return [saved];
        const { userId, email, firstName, lastName } = write.contact;
        const contactFacts = accountRecordFacts(
          before.contacts.get(write.id),
          after.contacts.get(write.id),
        );
        return [
          saved,
          {
            ...entry(write, 'POST', '/v1/account-poc-users'),
            entityId: userId,
            change: { accountId: write.id, email, firstName, lastName },
            facts: contactFacts?.facts ?? null,
          },
        ];
      }),
    );
  },
};

/** The General Information and the point of contact as the Audit Trail compares them. */
async function auditStates(tx: Tx, updates: AccountWrite[], withContact: AccountWrite[]) {
  const [details, contacts] = await Promise.all([
    Promise.all(updates.map((write) => findAccountDetails(tx, write.id))),
    Promise.all(withContact.map((write) => readPointOfContact(tx, write.id))),
  ]);
  return {
    details: new Map(updates.map((write, index) => [write.id, details[index]])),
    contacts: new Map(withContact.map((write, index) => [write.id, contacts[index]])),
  };
}
