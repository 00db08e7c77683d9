import type { MarketScope } from '@catering/domain';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountAddresses, accounts, markets, serviceTypes, users } from '../../db/schema/index.js';
import { byName, nameMatches } from '../../lib/list.js';
import { withinMarkets } from '../../lib/market-scope.js';

export interface AccountExportFilters {
  q?: string;
  marketId?: string | null;
  archived?: boolean;
}

export interface ExportedAddress {
  addressOne: string;
  addressTwo: string;
  city: string;
  state: string;
  zipCode: string | null;
}

/**
 * Every account the list's filters match within the caller's markets, in name order, with
 * its addresses (main one first) and its point of contact.
 */
export function findAccountsToExport(db: Db, query: AccountExportFilters, scope: MarketScope) {
  const filters: (SQL | undefined)[] = [
    query.archived ? isNotNull(accounts.archivedAt) : isNull(accounts.archivedAt),
    nameMatches(accounts.name, query.q),
    withinMarkets(accounts.marketId, scope),
  ];
  if (query.marketId) filters.push(eq(accounts.marketId, query.marketId));
  return db
    .select({
      name: accounts.name,
      market: markets.name,
      serviceType: serviceTypes.name,
      // The first address is the account's main one (service events point at it).
      addresses: sql<ExportedAddress[]>`(
        select coalesce(json_agg(json_build_object(
          'addressOne', ${accountAddresses.addressOne}, 'addressTwo', ${accountAddresses.addressTwo},
          'city', ${accountAddresses.city}, 'state', ${accountAddresses.state},
          'zipCode', ${accountAddresses.zipCode})
          order by ${accountAddresses.sortOrder}, ${accountAddresses.createdAt}), '[]'::json)
        from ${accountAddresses} where ${accountAddresses.accountId} = ${accounts.id})`,
      contactFirstName: users.firstName,
      contactLastName: users.lastName,
      contactEmail: users.email,
      totalEmployees: accounts.totalEmployees,
      serviceStartDate: accounts.serviceStartDate,
      kitchenArrivalTime: accounts.kitchenArrivalTime,
      leaveTime: accounts.leaveTime,
      serviceStartTime: accounts.serviceStartTime,
      showOptin: accounts.showOptin,
      playbookLink: accounts.playbookLink,
      deliveryInstructions: accounts.deliveryInstructions,
      leftoverInstructions: accounts.leftoverInstructions,
      setupNotes: accounts.setupNotes,
    })
    .from(accounts)
    .innerJoin(markets, eq(markets.id, accounts.marketId))
    .innerJoin(serviceTypes, eq(serviceTypes.id, accounts.serviceTypeId))
    .leftJoin(users, eq(users.id, accounts.pointOfContactUserId))
    .where(and(...filters))
    .orderBy(byName(accounts.name));
}

export type ExportedAccount = Awaited<ReturnType<typeof findAccountsToExport>>[number];
