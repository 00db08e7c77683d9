import type { HostSurveyStatus, MarketScope } from '@catering/domain';
import { and, count, desc, eq, gte, isNotNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, hostSurveys, scheduledMenus, serviceLines } from '../../db/schema/index.js';
import { nameMatches, pageWindow } from '../../lib/list.js';
import { withinMarkets } from '../../lib/market-scope.js';

/** Queries of "My surveys": a user's surveys over a range of service dates. */

export interface MySurveysWhere {
  userId: string;
  from: string;
  to: string;
  status?: HostSurveyStatus;
  q?: string;
}

/** Opened or submitted by the user, or holding their server draft, in scope and range. */
function matching(where: MySurveysWhere, scope: MarketScope): SQL | undefined {
  return and(
    or(eq(hostSurveys.userId, where.userId), eq(hostSurveys.draftUserId, where.userId)),
    withinMarkets(hostSurveys.marketId, scope),
    gte(hostSurveys.date, where.from),
    lte(hostSurveys.date, where.to),
    where.status ? eq(hostSurveys.status, where.status) : undefined,
    nameMatches(accounts.name, where.q),
  );
}

/** One page, newest service date first, and how many match. */
export async function findMySurveysPage(
  db: Db,
  where: MySurveysWhere,
  scope: MarketScope,
  page: { page: number; perPage: number },
) {
  const filter = matching(where, scope);
  const { limit, offset } = pageWindow(page);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: hostSurveys.id,
        date: hostSurveys.date,
        accountId: hostSurveys.accountId,
        accountName: accounts.name,
        serviceLineId: hostSurveys.serviceLineId,
        serviceLineName: serviceLines.name,
        menuName: scheduledMenus.name,
        status: hostSurveys.status,
        submittedAt: hostSurveys.submittedAt,
        hasDraft: isNotNull(hostSurveys.draft).mapWith(Boolean),
        draftEditedAt: hostSurveys.draftEditedAt,
        updatedAt: hostSurveys.updatedAt,
      })
      .from(hostSurveys)
      .innerJoin(accounts, eq(accounts.id, hostSurveys.accountId))
      .innerJoin(serviceLines, eq(serviceLines.id, hostSurveys.serviceLineId))
      .innerJoin(scheduledMenus, eq(scheduledMenus.id, hostSurveys.scheduledMenuId))
      .where(filter)
      .orderBy(desc(hostSurveys.date), serviceLines.sortOrder, accounts.name, desc(hostSurveys.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ count: count() })
      .from(hostSurveys)
      .innerJoin(accounts, eq(accounts.id, hostSurveys.accountId))
      .where(filter),
  ]);
  return { rows, count: total?.count ?? 0 };
}
