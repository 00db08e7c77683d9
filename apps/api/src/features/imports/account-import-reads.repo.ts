import { asc, inArray, sql } from 'drizzle-orm';
import {
  accountAddresses,
  accounts,
  markets,
  serviceEvents,
  serviceTypes,
  users,
} from '../../db/schema/index.js';
import type { Tx } from '../../db/seed/demo-catalogue/index.js';

export interface StoredAddress {
  id: string;
  addressOne: string;
  addressTwo: string;
  city: string;
  state: string;
  zipCode: string | null;
}

/** An account as stored, in the shape the import compares a row with. */
export interface StoredAccount {
  id: string;
  name: string;
  marketId: string;
  serviceTypeId: string;
  totalEmployees: number | null;
  serviceStartDate: string | null;
  showOptin: boolean;
  playbookLink: string | null;
  kitchenArrivalTime: string | null;
  leaveTime: string | null;
  serviceStartTime: string | null;
  leftoverInstructions: string;
  deliveryInstructions: string;
  setupNotes: string;
  archived: boolean;
  updatedAt: Date;
  /** The main one first (sort order, then age: as the export lists them). */
  addresses: StoredAddress[];
  contact: { id: string; email: string; firstName: string; lastName: string } | null;
}

/** A user an e-mail of the file names, and the markets of the accounts they front. */
export interface StoredUser {
  id: string;
  email: string;
  userType: string;
  firstName: string;
  lastName: string;
  frontsMarketIds: string[];
}

const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);

/** Markets, service types, every account (archived too) and the users the file names. */
export async function readAccountCatalogue(tx: Tx, emails: string[]) {
  const [marketRows, typeRows, accountRows, addressRows, usedAddresses, userRows] =
    await Promise.all([
      tx.select({ id: markets.id, name: markets.name }).from(markets),
      tx.select({ id: serviceTypes.id, name: serviceTypes.name }).from(serviceTypes),
      tx.select().from(accounts),
      tx
        .select()
        .from(accountAddresses)
        .orderBy(asc(accountAddresses.sortOrder), asc(accountAddresses.createdAt)),
      tx.selectDistinct({ id: serviceEvents.addressId }).from(serviceEvents),
      emails.length
        ? tx
            .select({
              id: users.id,
              email: users.email,
              userType: users.userType,
              firstName: users.firstName,
              lastName: users.lastName,
            })
            .from(users)
            .where(inArray(sql`lower(${users.email})`, emails))
        : Promise.resolve([]),
    ]);
  const contacts = new Map<string, StoredUser>();
  for (const user of userRows) {
    contacts.set(user.email.toLowerCase(), {
      ...user,
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      frontsMarketIds: [],
    });
  }
  const usersById = new Map([...contacts.values()].map((user) => [user.id, user]));
  const contactIds = accountRows.flatMap((row) => row.pointOfContactUserId ?? []);
  const contactRows = contactIds.length
    ? await tx
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(users)
        .where(inArray(users.id, [...new Set(contactIds)]))
    : [];
  const contactById = new Map(contactRows.map((row) => [row.id, row]));
  const byId = new Map<string, StoredAccount>();
  for (const row of accountRows) {
    const contact = row.pointOfContactUserId ? contactById.get(row.pointOfContactUserId) : null;
    if (row.pointOfContactUserId)
      usersById.get(row.pointOfContactUserId)?.frontsMarketIds.push(row.marketId);
    byId.set(row.id, {
      id: row.id,
      name: row.name,
      marketId: row.marketId,
      serviceTypeId: row.serviceTypeId,
      totalEmployees: row.totalEmployees,
      serviceStartDate: row.serviceStartDate,
      showOptin: row.showOptin,
      playbookLink: row.playbookLink,
      kitchenArrivalTime: hhmm(row.kitchenArrivalTime),
      leaveTime: hhmm(row.leaveTime),
      serviceStartTime: hhmm(row.serviceStartTime),
      leftoverInstructions: row.leftoverInstructions,
      deliveryInstructions: row.deliveryInstructions,
      setupNotes: row.setupNotes,
      archived: row.archivedAt !== null,
      updatedAt: row.updatedAt,
      addresses: [],
      contact: contact
        ? {
            id: contact.id,
            email: contact.email,
            firstName: contact.firstName ?? '',
            lastName: contact.lastName ?? '',
          }
        : null,
    });
  }
  for (const address of addressRows) {
    const { id, addressOne, addressTwo, city, state, zipCode } = address;
    byId
      .get(address.accountId)
      ?.addresses.push({ id, addressOne, addressTwo, city, state, zipCode });
  }
  return {
    markets: marketRows,
    serviceTypes: typeRows,
    accounts: [...byId.values()],
    addressesInUse: new Set(usedAddresses.map((row) => row.id)),
    users: contacts,
  };
}
