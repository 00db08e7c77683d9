import { type EaterFeedbackFilter, type MarketScope, pageOffset } from '@catering/domain';
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accounts,
  eaterFeedbackResponses as feedback,
  menus,
  scheduledElements,
  scheduledMenus,
  serviceLines,
} from '../../db/schema/index.js';
import { containsPattern } from '../../lib/list.js';
import { withinMarkets } from '../../lib/market-scope.js';

/** Queries of eater feedback: the rows a filter matches, with their account, line and menu. */

/** The filters with the dates settled (the defaults filled in by the service). */
export type FeedbackWhere = Omit<EaterFeedbackFilter, 'from' | 'to'> & {
  from: string;
  to: string;
  q?: string;
};

/** Each row joins its account, its service line and the menu scheduled for its service. */

/** The menu scheduled for the feedback's market, line and date: the one the eater ate. */
const scheduledForService = and(
  eq(scheduledMenus.marketId, accounts.marketId),
  eq(scheduledMenus.date, feedback.serviceDate),
  eq(scheduledMenus.serviceLineId, feedback.serviceLineId),
);

function matching(where: FeedbackWhere, scope: MarketScope, withMenu = true): SQL | undefined {
  return and(
    eq(accounts.marketId, where.marketId),
    withinMarkets(accounts.marketId, scope),
    where.accountId ? eq(feedback.accountId, where.accountId) : undefined,
    gte(feedback.serviceDate, where.from),
    lte(feedback.serviceDate, where.to),
    withMenu && where.menuId ? eq(scheduledMenus.originalMenuId, where.menuId) : undefined,
    where.q ? ilike(feedback.comment, containsPattern(where.q)) : undefined,
  );
}

/** One page of the rows, newest service first, and how many match. */
export async function findFeedbackPage(
  db: Db,
  where: FeedbackWhere,
  scope: MarketScope,
  page: { page: number; perPage: number },
) {
  const filter = matching(where, scope);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: feedback.id,
        serviceDate: feedback.serviceDate,
        accountId: accounts.id,
        accountName: accounts.name,
        serviceLineId: serviceLines.id,
        serviceLineName: serviceLines.name,
        menuId: scheduledMenus.id,
        menuName: scheduledMenus.name,
        score: feedback.score,
        comment: feedback.comment,
        createdAt: feedback.createdAt,
      })
      .from(feedback)
      .innerJoin(accounts, eq(accounts.id, feedback.accountId))
      .leftJoin(serviceLines, eq(serviceLines.id, feedback.serviceLineId))
      .leftJoin(scheduledMenus, scheduledForService)
      .where(filter)
      .orderBy(desc(feedback.serviceDate), desc(feedback.createdAt), desc(feedback.id))
      .limit(page.perPage)
      .offset(pageOffset(page)),
    db
      .select({ count: count() })
      .from(feedback)
      .innerJoin(accounts, eq(accounts.id, feedback.accountId))
      .leftJoin(serviceLines, eq(serviceLines.id, feedback.serviceLineId))
      .leftJoin(scheduledMenus, scheduledForService)
      .where(filter),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** Every matching row's score and comment, with its scheduled menu: what a summary reads. */
export function findFeedbackScores(db: Db, where: FeedbackWhere, scope: MarketScope) {
  return db
    .select({
      score: feedback.score,
      comment: feedback.comment,
      scheduledMenuId: scheduledMenus.id,
    })
    .from(feedback)
    .innerJoin(accounts, eq(accounts.id, feedback.accountId))
    .leftJoin(serviceLines, eq(serviceLines.id, feedback.serviceLineId))
    .leftJoin(scheduledMenus, scheduledForService)
    .where(matching(where, scope));
}

/** The master menus of the matching rows' services, the menu filter aside, by name. */
export function findFeedbackMenus(db: Db, where: FeedbackWhere, scope: MarketScope) {
  return db
    .select({ id: menus.id, name: menus.name, count: count() })
    .from(feedback)
    .innerJoin(accounts, eq(accounts.id, feedback.accountId))
    .leftJoin(serviceLines, eq(serviceLines.id, feedback.serviceLineId))
    .leftJoin(scheduledMenus, scheduledForService)
    .innerJoin(menus, eq(menus.id, scheduledMenus.originalMenuId))
    .where(and(matching(where, scope, false), isNotNull(scheduledMenus.originalMenuId)))
    .groupBy(menus.id, menus.name)
    .orderBy(menus.name);
}

/** The elements of scheduled menus (not of add-ons), with both their names. */
export function findMenuElementNames(db: Db, scheduledMenuIds: string[]) {
  return db
    .select({
      scheduledMenuId: scheduledElements.scheduledMenuId,
      name: scheduledElements.name,
      labelName: scheduledElements.labelName,
    })
    .from(scheduledElements)
    .where(inArray(scheduledElements.scheduledMenuId, scheduledMenuIds));
}

/** The scores eaters gave the services of one scheduled menu: its market, line and date. */
export function findScoresOfScheduledMenu(
  db: Db,
  menu: { marketId: string; serviceLineId: string; date: string },
) {
  return db
    .select({ score: feedback.score })
    .from(feedback)
    .innerJoin(accounts, eq(accounts.id, feedback.accountId))
    .where(
      and(
        eq(accounts.marketId, menu.marketId),
        eq(feedback.serviceDate, menu.date),
        eq(feedback.serviceLineId, menu.serviceLineId),
      ),
    );
}
