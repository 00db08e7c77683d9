import type { Account, AccountListItem, ListQuery, MarketScope } from '@catering/domain';
import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountAddresses, accounts, markets, serviceTypes, users } from '../../db/schema/index.js';
import { byName, iso, nameMatches, type Page } from '../../lib/list.js';
import { withinMarkets } from '../../lib/market-scope.js';
import { hhmm } from '../../lib/time-of-day.js';

/** Queries that read accounts: the lists and whole accounts. Archived ones only on request. */

/** The first address in this order is the account's main one: service events point at it. */
const mainAddressFirst = [asc(accountAddresses.sortOrder), asc(accountAddresses.createdAt)];

const contactName = sql<
  string | null
>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** The live accounts of the caller's markets, or with `archived` the archived ones. */
export async function findAccounts(
  db: Db,
  query: ListQuery & { marketId?: string | null; archived?: boolean },
  scope: MarketScope,
): Promise<Page<AccountListItem>> {
  const filters: (SQL | undefined)[] = [
    query.archived ? isNotNull(accounts.archivedAt) : isNull(accounts.archivedAt),
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
    .orderBy(...mainAddressFirst);
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

/** The id of the account's main address, if it has any. */
export async function findMainAddressId(db: Db, accountId: string): Promise<string | undefined> {
  const [main] = await db
    .select({ id: accountAddresses.id })
    .from(accountAddresses)
    .where(eq(accountAddresses.accountId, accountId))
    .orderBy(...mainAddressFirst)
    .limit(1);
  return main?.id;
}

/** The time zone of the account's market, where its services happen. */
export async function findAccountTimeZone(db: Db, accountId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ timeZone: markets.timeZone })
    .from(accounts)
    .innerJoin(markets, eq(markets.id, accounts.marketId))
    .where(eq(accounts.id, accountId));
  return row?.timeZone;
}
