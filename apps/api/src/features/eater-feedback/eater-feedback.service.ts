import {
  addDays,
  countElementMentions,
  daysBetween,
  EATER_FEEDBACK_MESSAGES,
  type EaterFeedbackFilter,
  type EaterFeedbackListQuery,
  type EaterFeedbackRow,
  type EaterFeedbackSummary,
  type EaterScores,
  FEEDBACK_CSV_MAX_ROWS,
  FEEDBACK_DEFAULT_DAYS,
  MAX_FEEDBACK_RANGE_DAYS,
  type MarketScope,
  type MentionableElement,
  summarizeEaterScores,
  todayIn,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { csvText } from '../../lib/csv.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { Page } from '../../lib/list.js';
import { requireMarketInScope } from '../../lib/market-scope.js';
import { findMarketTimeZone } from '../../lib/market-time-zone.repo.js';
import {
  type FeedbackWhere,
  findFeedbackMenus,
  findFeedbackPage,
  findFeedbackScores,
  findMenuElementNames,
  findScoresOfScheduledMenu,
} from './eater-feedback.repo.js';

/**
 * The market's feedback over the dates asked for, or the last 30 days up to today in the
 * market's zone. A market outside the caller's answers 403, an unknown one 404.
 */
async function settled(
  db: Db,
  scope: MarketScope,
  filter: EaterFeedbackFilter & { q?: string },
): Promise<FeedbackWhere> {
  requireMarketInScope(scope, filter.marketId);
  const timeZone = await findMarketTimeZone(db, filter.marketId);
  if (!timeZone) throw notFound(EATER_FEEDBACK_MESSAGES.unknownMarket);
  const to = filter.to ?? todayIn(timeZone);
  const from = filter.from ?? addDays(to, -(FEEDBACK_DEFAULT_DAYS - 1));
  // A start alone may lie after today or more than a year back: the range rule still holds.
  const span = daysBetween(from, to);
  if (span < 0) throw badRequest(EATER_FEEDBACK_MESSAGES.toBeforeFrom);
  if (span >= MAX_FEEDBACK_RANGE_DAYS) throw badRequest(EATER_FEEDBACK_MESSAGES.rangeTooLong);
  return { ...filter, from, to };
}

type FoundRow = Awaited<ReturnType<typeof findFeedbackPage>>['rows'][number];

const presented = (row: FoundRow): EaterFeedbackRow => ({
  id: row.id,
  serviceDate: row.serviceDate,
  account: { id: row.accountId, name: row.accountName },
  serviceLine:
    row.serviceLineId && row.serviceLineName
      ? { id: row.serviceLineId, name: row.serviceLineName }
      : null,
  menu: row.menuId && row.menuName ? { id: row.menuId, name: row.menuName } : null,
  score: row.score,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
});

/** GET /v1/eater-feedback: a page of the rows. */
export async function listEaterFeedback(
  db: Db,
  scope: MarketScope,
  query: EaterFeedbackListQuery,
): Promise<Page<EaterFeedbackRow>> {
  const { page, perPage, ...filter } = query;
  const where = await settled(db, scope, filter);
  const found = await findFeedbackPage(db, where, scope, { page, perPage });
  return { count: found.count, rows: found.rows.map(presented) };
}

/** The elements of each scheduled menu, named as the public menu page names them. */
async function elementsOfMenus(db: Db, scheduledMenuIds: string[]) {
  const byMenu = new Map<string, MentionableElement[]>();
  if (!scheduledMenuIds.length) return byMenu;
  for (const row of await findMenuElementNames(db, scheduledMenuIds)) {
    if (!row.scheduledMenuId) continue;
    const list = byMenu.get(row.scheduledMenuId) ?? [];
    list.push({ name: row.labelName || row.name, otherName: row.labelName ? row.name : null });
    byMenu.set(row.scheduledMenuId, list);
  }
  return byMenu;
}

/** GET /v1/eater-feedback/summary: scores, elements mentioned and the menus served. */
export async function summarizeEaterFeedback(
  db: Db,
  scope: MarketScope,
  filter: EaterFeedbackFilter,
): Promise<EaterFeedbackSummary> {
  const where = await settled(db, scope, filter);
  const [rows, menus] = await Promise.all([
    findFeedbackScores(db, where, scope),
    findFeedbackMenus(db, where, scope),
  ]);
  const commented = rows.filter((row) => row.comment.trim() && row.scheduledMenuId);
  const elements = await elementsOfMenus(db, [
    ...new Set(commented.map((row) => row.scheduledMenuId as string)),
  ]);
  return {
    from: where.from,
    to: where.to,
    ...summarizeEaterScores(rows.map((row) => row.score)),
    elementsMentioned: countElementMentions(
      commented.map((row) => ({
        comment: row.comment,
        elements: elements.get(row.scheduledMenuId as string) ?? [],
      })),
    ),
    menus,
  };
}

export const FEEDBACK_CSV_HEADER = ['Date', 'Account', 'Service line', 'Menu', 'Score', 'Comment'];

/** The rows as filtered, newest first, as CSV text (formula-safe, lib/csv.ts). */
export async function eaterFeedbackCsv(
  db: Db,
  scope: MarketScope,
  filter: EaterFeedbackFilter,
): Promise<string> {
  const page = await listEaterFeedback(db, scope, {
    ...filter,
    page: 1,
    perPage: FEEDBACK_CSV_MAX_ROWS,
  });
  return csvText(
    FEEDBACK_CSV_HEADER,
    page.rows.map((row) => [
      row.serviceDate,
      row.account.name,
      row.serviceLine?.name ?? '',
      row.menu?.name ?? '',
      String(row.score),
      row.comment,
    ]),
  );
}

/**
 * The eaters' scores of one scheduled menu's services (Menu Statistics): the feedback of
 * its market's accounts for its line and date. The caller has already read the menu, so
 * its market is in their scope.
 */
export async function eaterScoresOfScheduledMenu(
  db: Db,
  menu: { marketId: string; serviceLineId: string; date: string },
): Promise<EaterScores> {
  const rows = await findScoresOfScheduledMenu(db, menu);
  return summarizeEaterScores(rows.map((row) => row.score));
}
