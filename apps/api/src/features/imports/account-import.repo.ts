import type { CreateAccountValues } from '@catering/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { accountAddresses, accounts, roles, users } from '../../db/schema/index.js';
import { insertMany, type Tx } from '../../db/seed/demo-catalogue/index.js';
import { nextUpdatedAt } from '../../lib/next-updated-at.js';
import type { StoredAddress } from './account-import-reads.repo.js';

export type AccountColumns = Omit<CreateAccountValues, 'address'> & {
  kitchenArrivalTime: string | null;
  leaveTime: string | null;
  serviceStartTime: string | null;
  leftoverInstructions: string;
  deliveryInstructions: string;
  setupNotes: string;
};
type AddressColumns = Omit<StoredAddress, 'id'>;

export interface AccountWrite {
  id: string;
  /** Absent: a new account. */
  existing?: { updatedAt: Date };
  account: AccountColumns;
  /** Every address in order, the main one first; an id: edited in place. */
  addresses: (AddressColumns & { id?: string })[];
  /** Stored addresses the file no longer lists (none of them has services). */
  removedAddressIds: string[];
  /** The point of contact to set; absent: the stored one stays. */
  contact?: { userId: string; isNew: boolean; email: string; firstName: string; lastName: string };
  /** The editor's payload, for the change log. */
  payload: Record<string, unknown>;
}

const POINT_OF_CONTACT_ROLE = 'Point of Contact';

const snake = (account: AccountColumns) => ({
  name: account.name,
  market_id: account.marketId,
  service_type_id: account.serviceTypeId,
  total_employees: account.totalEmployees,
  service_start_date: account.serviceStartDate,
  show_optin: account.showOptin,
  playbook_link: account.playbookLink,
  kitchen_arrival_time: account.kitchenArrivalTime,
  leave_time: account.leaveTime,
  service_start_time: account.serviceStartTime,
  leftover_instructions: account.leftoverInstructions,
  delivery_instructions: account.deliveryInstructions,
  setup_notes: account.setupNotes,
});

/**
 * The points of contact of the writes: a new user (type Point of Contact) per new e-mail,
 * the names of a known one brought to the file's; answers each write's contact's user id.
 */
async function writeContacts(tx: Tx, writes: AccountWrite[]): Promise<void> {
  const done = new Set<string>();
  const created: (typeof users.$inferInsert)[] = [];
  const renamed: { id: string; first_name: string; last_name: string; name: string }[] = [];
  const withContact = writes.flatMap((write) => (write.contact ? [write.contact] : []));
  if (!withContact.length) return;
  const [role] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.name, POINT_OF_CONTACT_ROLE));
  if (!role) throw new Error('The Point of Contact role is missing from the seed');
  for (const contact of withContact) {
    if (done.has(contact.email)) continue;
    done.add(contact.email);
    const names = {
      firstName: contact.firstName,
      lastName: contact.lastName,
      name: `${contact.firstName} ${contact.lastName}`,
    };
    const id = contact.userId;
    if (!contact.isNew)
      renamed.push({
        id,
        first_name: names.firstName,
        last_name: names.lastName,
        name: names.name,
      });
    else
      created.push({
        id,
        ...names,
        email: contact.email,
        roleId: role.id,
        userType: 'Point of Contact',
      });
  }
  await insertMany(tx, users, created);
  if (renamed.length) {
    await tx.execute(sql`
      update ${users} set first_name = r.first_name, last_name = r.last_name, name = r.name,
        updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(renamed)}::jsonb)
        as r(id uuid, first_name text, last_name text, name text)
      where ${users.id} = r.id and (${users.firstName}, ${users.lastName}) is distinct from (r.first_name, r.last_name)`);
  }
}

/**
 * Creates and updates many accounts, their addresses and contacts in a few statements. An
 * update applies only while the account is live at the `updatedAt` the plan read; answers
 * how many updates applied.
 */
export async function writeAccounts(tx: Tx, writes: AccountWrite[]): Promise<number> {
  await writeContacts(tx, writes);
  const contactOf = (write: AccountWrite) => write.contact?.userId;
  const created = writes.filter((write) => !write.existing);
  const updated = writes.filter((write) => write.existing);
  await insertMany(
    tx,
    accounts,
    created.map((write) => ({
      id: write.id,
      ...write.account,
      pointOfContactUserId: contactOf(write) ?? null,
    })),
  );
  let applied = 0;
  if (updated.length) {
    const rows = updated.map((write) => ({
      id: write.id,
      updated_at: write.existing?.updatedAt.toISOString(),
      contact_id: contactOf(write) ?? null,
      ...snake(write.account),
    }));
    const result = await tx.execute(sql`
      update ${accounts} set name = r.name, market_id = r.market_id,
        service_type_id = r.service_type_id, total_employees = r.total_employees,
        service_start_date = r.service_start_date, show_optin = r.show_optin,
        playbook_link = r.playbook_link, kitchen_arrival_time = r.kitchen_arrival_time,
        leave_time = r.leave_time, service_start_time = r.service_start_time,
        leftover_instructions = r.leftover_instructions,
        delivery_instructions = r.delivery_instructions, setup_notes = r.setup_notes,
        point_of_contact_user_id = coalesce(r.contact_id, ${accounts.pointOfContactUserId}),
        updated_at = ${nextUpdatedAt(accounts.updatedAt)}
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id uuid,
        updated_at timestamptz, contact_id uuid, name text, market_id uuid, service_type_id uuid,
        total_employees integer, service_start_date date, show_optin boolean, playbook_link text,
        kitchen_arrival_time time, leave_time time, service_start_time time,
        leftover_instructions text, delivery_instructions text, setup_notes text)
      where ${accounts.id} = r.id and ${accounts.updatedAt} = r.updated_at
        and ${accounts.archivedAt} is null
      returning ${accounts.id}`);
    applied = (result as unknown as { rows: unknown[] }).rows.length;
  }
  await writeAddresses(tx, writes);
  return applied;
}

/** Addresses edited in place (service events point at them), new ones added, gone ones removed. */
async function writeAddresses(tx: Tx, writes: AccountWrite[]) {
  const removed = writes.flatMap((write) => write.removedAddressIds);
  if (removed.length)
    await tx.delete(accountAddresses).where(inArray(accountAddresses.id, removed));
  const kept = writes.flatMap((write) =>
    write.addresses.flatMap((address, index) =>
      address.id
        ? [
            {
              id: address.id,
              sort_order: index,
              address_one: address.addressOne,
              address_two: address.addressTwo,
              city: address.city,
              state: address.state,
              zip_code: address.zipCode,
            },
          ]
        : [],
    ),
  );
  if (kept.length) {
    await tx.execute(sql`
      update ${accountAddresses} set sort_order = r.sort_order, address_one = r.address_one,
        address_two = r.address_two, city = r.city, state = r.state, zip_code = r.zip_code,
        updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(kept)}::jsonb) as r(id uuid, sort_order integer,
        address_one text, address_two text, city text, state text, zip_code text)
      where ${accountAddresses.id} = r.id`);
  }
  await insertMany(
    tx,
    accountAddresses,
    writes.flatMap((write) =>
      write.addresses.flatMap(({ id, ...address }, index) =>
        id ? [] : [{ accountId: write.id, sortOrder: index, ...address }],
      ),
    ),
  );
}
