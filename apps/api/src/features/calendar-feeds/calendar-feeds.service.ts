import { randomBytes } from 'node:crypto';
import {
  addDays,
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  CALENDAR_FEED_MESSAGES,
  CALENDAR_FEED_SECRET,
  type CalendarFeed,
  type CalendarFeedInput,
  type CreatedCalendarFeed,
  calendarFeedName,
  hasPermission,
  inMarketScope,
  type MarketScope,
  marketScopeOf,
  STAFF_USER_TYPE,
  todayIn,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { iso } from '../../lib/list.js';
import { requireMarketInScope } from '../../lib/market-scope.js';
import { tokenDigest } from '../../lib/token-digest.js';
import { accountCalendar, lineCalendar } from './calendar-document.js';
import {
  deleteFeed,
  type FeedRow,
  type FeedTarget,
  findAccountInScope,
  findAccountServices,
  findFeedByDigest,
  findFeedsOfUser,
  findLineMenus,
  marketExists,
  markFetched,
  serviceLineExists,
  upsertFeed,
} from './calendar-feeds.repo.js';

/**
 * Calendar feeds (docs/calendar-feeds.md): each person's secret iCal addresses of an
 * account's services or of a market and line's scheduled menus. The secret is shown once;
 * only its digest is kept. Every fetch checks the owner again, as a request would be.
 */

/** The address of a feed's secret, under the console's public address. */
export const feedUrl = (publicUrl: string, secret: string) => `${publicUrl}/calendar/${secret}.ics`;

const named = (id: string | null, name: string | null) =>
  id !== null && name !== null ? { id, name } : null;

function feedOf(row: FeedRow): CalendarFeed {
  const target = {
    account: named(row.accountId, row.accountName),
    market: named(row.marketId, row.marketName),
    serviceLine: named(row.serviceLineId, row.serviceLineName),
  };
  return {
    id: row.id,
    ...target,
    name: calendarFeedName(target),
    createdAt: iso(row.createdAt),
    lastFetchedAt: row.lastFetchedAt ? iso(row.lastFetchedAt) : null,
  };
}

export async function listCalendarFeeds(db: Db, userId: string, scope: MarketScope) {
  return (await findFeedsOfUser(db, userId, scope)).map(feedOf);
}

/** The target a valid input names, once it is known to exist in the caller's markets. */
async function targetOf(db: Db, input: CalendarFeedInput, scope: MarketScope): Promise<FeedTarget> {
  if (input.accountId !== undefined) {
    // Another market's account answers as an unknown one (docs/permissions.md 8).
    if (!(await findAccountInScope(db, input.accountId, scope))) {
      throw badRequest(CALENDAR_FEED_MESSAGES.unknownAccount);
    }
    return { accountId: input.accountId };
  }
  const { marketId, serviceLineId } = input;
  if (marketId === undefined || serviceLineId === undefined) {
    throw badRequest(CALENDAR_FEED_MESSAGES.oneTarget);
  }
  const problems = [
    ...((await marketExists(db, marketId)) ? [] : [CALENDAR_FEED_MESSAGES.unknownMarket]),
    ...((await serviceLineExists(db, serviceLineId))
      ? []
      : [CALENDAR_FEED_MESSAGES.unknownServiceLine]),
  ];
  if (problems.length > 0) throw badRequest(...problems);
  requireMarketInScope(scope, marketId);
  return { marketId, serviceLineId };
}

/**
 * Creates the caller's feed of a target, or replaces the secret of the one they have:
 * the old address stops working. The answer holds the address, never shown again.
 */
export async function createCalendarFeed(
  db: Db,
  userId: string,
  scope: MarketScope,
  input: CalendarFeedInput,
  publicUrl: string,
): Promise<CreatedCalendarFeed> {
  const target = await targetOf(db, input, scope);
  const secret = randomBytes(32).toString('base64url');
  const id = await upsertFeed(db, userId, target, tokenDigest(secret));
  const [row] = await findFeedsOfUser(db, userId, scope, id);
  if (!row) throw notFound(CALENDAR_FEED_MESSAGES.notFound);
  return { ...feedOf(row), url: feedUrl(publicUrl, secret) };
}

/** Revokes one of the caller's feeds; anyone else's, or an unknown id, is 404. */
export async function revokeCalendarFeed(db: Db, userId: string, scope: MarketScope, id: string) {
  const [row] = await findFeedsOfUser(db, userId, scope, id);
  if (!row || !(await deleteFeed(db, userId, id))) throw notFound(CALENDAR_FEED_MESSAGES.notFound);
  return { id };
}

/**
 * The iCal text behind a secret, or 404 as for an unknown one when the secret is not a
 * feed's, or its owner is removed, no longer staff, no longer holds `viewScheduleMenu`,
 * no longer sees the market, or the account is archived.
 */
export async function calendarFeedText(db: Db, secret: string, now = new Date()): Promise<string> {
  const feed = CALENDAR_FEED_SECRET.test(secret)
    ? await findFeedByDigest(db, tokenDigest(secret))
    : undefined;
  const allowed =
    feed !== undefined &&
    feed.userType === STAFF_USER_TYPE &&
    hasPermission(feed.permissions, 'viewScheduleMenu') &&
    inMarketScope(marketScopeOf(feed.limitedToMarketIds), feed.marketId) &&
    feed.accountArchivedAt === null;
  if (!allowed) throw notFound(CALENDAR_FEED_MESSAGES.notFound);

  const today = todayIn(feed.timeZone, now);
  const from = addDays(today, -CALENDAR_FEED_DAYS_BACK);
  const to = addDays(today, CALENDAR_FEED_DAYS_AHEAD);
  const calendar = { timeZone: feed.timeZone, from, to, now };
  await markFetched(db, feed.id);
  if (feed.accountId !== null) {
    const services = await findAccountServices(db, feed.accountId, from, to);
    return accountCalendar({ ...calendar, name: `Catering: ${feed.accountName}` }, services);
  }
  if (feed.serviceLineId === null) throw notFound(CALENDAR_FEED_MESSAGES.notFound);
  const menus = await findLineMenus(db, feed.marketId, feed.serviceLineId, from, to);
  const name = `Catering: ${feed.marketName} ${feed.serviceLineName}`;
  return lineCalendar({ ...calendar, name }, menus);
}
