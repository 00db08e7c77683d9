import type { Account, AccountListItem, ListQuery, MarketScope } from '@catering/domain';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountAddresses, accounts, markets, serviceTypes, users } from '../../db/schema/index.js';
import { byName, iso, nameMatches, type Page } from '../../lib/list.js';
import { requireMarketInScope, withinMarkets } from '../../lib/market-scope.js';

/** Queries that read accounts: the list and whole accounts. Archived ones are not there. */

/** Times leave the API as HH:MM (PostgreSQL answers HH:MM:SS). */
export const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);

const contactName = sql<
  string | null
>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** The live accounts of the caller's markets; a market filter outside them is a 403. */
export async function findAccounts(
  db: Db,
  query: ListQuery & { marketId?: string | null },
  scope: MarketScope,
): Promise<Page<AccountListItem>> {
  if (query.marketId) requireMarketInScope(scope, query.marketId);
  const filters: (SQL | undefined)[] = [
    isNull(accounts.archivedAt),
    nameMatches(accounts.name, query.q),
    withinMarkets(accounts.marketId, scope),
  ];
  if (query.marketId) filters.push(eq(accounts.marketId, query.marketId));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: accounts.id,
        name: accounts.name,
        marketId: accounts.marketId,
        marketName: markets.name,
        serviceTypeName: serviceTypes.name,
        pointOfContactName: contactName,
        updatedAt: accounts.updatedAt,
      })
      .from(accounts)
      .innerJoin(markets, eq(markets.id, accounts.marketId))
      .innerJoin(serviceTypes, eq(serviceTypes.id, accounts.serviceTypeId))
      .leftJoin(users, eq(users.id, accounts.pointOfContactUserId))
      .where(where)
      .orderBy(byName(accounts.name))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ count: sql<number>`count(*)::int` }).from(accounts).where(where),
  ]);
  const places = rows.length
    ? await db
        .select({
          accountId: accountAddresses.accountId,
          city: accountAddresses.city,
          state: accountAddresses.state,
        })
        .from(accountAddresses)
        .where(
          and(
            inArray(
              accountAddresses.accountId,
              rows.map((row) => row.id),
            ),
            eq(accountAddresses.sortOrder, 0),
          ),
        )
    : [];
  return {
    count: total?.count ?? 0,
    rows: rows.map((row) => {
      const place = places.find((p) => p.accountId === row.id);
      return {
        ...row,
        city: place?.city ?? '',
        state: place?.state ?? '',
        updatedAt: iso(row.updatedAt),
      };
    }),
  };
}

/** A live account of the caller's markets (another market's answers as absent). */
export async function findAccount(
  db: Db,
  id: string,
  scope: MarketScope,
): Promise<Account | undefined> {
  const [row] = await db
    .select({
      account: accounts,
      marketName: markets.name,
      serviceTypeName: serviceTypes.name,
      contact: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      },
    })
    .from(accounts)
    .innerJoin(markets, eq(markets.id, accounts.marketId))
    .innerJoin(serviceTypes, eq(serviceTypes.id, accounts.serviceTypeId))
    .leftJoin(users, eq(users.id, accounts.pointOfContactUserId))
    .where(
      and(
        eq(accounts.id, id),
        isNull(accounts.archivedAt),
        withinMarkets(accounts.marketId, scope),
      ),
    );
  if (!row) return undefined;
  const addressRows = await db
    .select()
    .from(accountAddresses)
    .where(eq(accountAddresses.accountId, id))
    .orderBy(asc(accountAddresses.sortOrder), asc(accountAddresses.createdAt));
  const addresses = addressRows.map((a) => ({
    id: a.id,
    addressOne: a.addressOne,
    addressTwo: a.addressTwo,
    city: a.city,
    state: a.state,
    zipCode: a.zipCode,
  }));
  const { account } = row;
  return {
    id: account.id,
    name: account.name,
    marketId: account.marketId,
    marketName: row.marketName,
    serviceTypeId: account.serviceTypeId,
    serviceTypeName: row.serviceTypeName,
    totalEmployees: account.totalEmployees,
    serviceStartDate: account.serviceStartDate,
    showOptin: account.showOptin,
    playbookLink: account.playbookLink,
    address: addresses[0]!,
    addresses,
    pointOfContact: row.contact?.id ? row.contact : null,
    kitchenArrivalTime: hhmm(account.kitchenArrivalTime),
    leaveTime: hhmm(account.leaveTime),
    serviceStartTime: hhmm(account.serviceStartTime),
    leftoverInstructions: account.leftoverInstructions,
    deliveryInstructions: account.deliveryInstructions,
    setupNotes: account.setupNotes,
    updatedAt: iso(account.updatedAt),
  };
}
