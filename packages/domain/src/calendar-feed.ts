import { z } from 'zod';
import { isoDateTime, uuid } from './ids.js';

/**
 * Calendar feeds (docs/calendar-feeds.md): a person's secret iCal address of one account's
 * services, or of one market and service line's scheduled menus. The address holds a
 * secret the server keeps only a digest of, so it is shown once, when created.
 */

/** Days before today, and after, that a feed holds (in the market's time zone). */
export const CALENDAR_FEED_DAYS_BACK = 30;
export const CALENDAR_FEED_DAYS_AHEAD = 180;
/** A service event has a time but no length: the feed gives each one an hour. */
export const CALENDAR_FEED_SERVICE_MINUTES = 60;

export const CALENDAR_FEED_MESSAGES = {
  oneTarget: 'Choose either an account, or a market and a service line.',
  unknownAccount: 'accountId: The chosen account does not exist.',
  unknownMarket: 'marketId: The chosen market does not exist.',
  unknownServiceLine: 'serviceLineId: The chosen service line does not exist.',
  notFound: 'Calendar feed not found.',
  shownOnce: 'Copy this address now; it is not shown again. Create a new one to replace it.',
  noMenu: 'No menu scheduled',
} as const;

/** POST /v1/calendar-feeds: `{ accountId }` or `{ marketId, serviceLineId }`, nothing else. */
export const calendarFeedInputSchema = z
  .object({
    accountId: uuid.optional(),
    marketId: uuid.optional(),
    serviceLineId: uuid.optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    const account = input.accountId !== undefined;
    const marketLine = input.marketId !== undefined && input.serviceLineId !== undefined;
    const partLine = input.marketId !== undefined || input.serviceLineId !== undefined;
    if (account === partLine || (partLine && !marketLine)) {
      ctx.addIssue({ code: 'custom', message: CALENDAR_FEED_MESSAGES.oneTarget });
    }
  });
export type CalendarFeedInput = z.infer<typeof calendarFeedInputSchema>;

/** One of the caller's feeds, with its target's names (GET /v1/calendar-feeds). */
export const calendarFeedSchema = z.object({
  id: uuid,
  account: z.object({ id: uuid, name: z.string() }).nullable(),
  market: z.object({ id: uuid, name: z.string() }).nullable(),
  serviceLine: z.object({ id: uuid, name: z.string() }).nullable(),
  /** "Acme Labs", or "Phoenix Lunch": the calendar's name without the "Catering: " prefix. */
  name: z.string(),
  createdAt: isoDateTime,
  lastFetchedAt: isoDateTime.nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The answer to a create: the feed and its address, which is never shown again. */
export const createdCalendarFeedSchema = calendarFeedSchema.extend({ url: z.string() });
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeedSchema>;

/** `GET /calendar/:secret.ics`; a secret is 32 random bytes in base64url (43 characters). */
export const calendarFeedSecretParamsSchema = z.object({ secret: z.string().max(200) });
export const CALENDAR_FEED_SECRET = /^[A-Za-z0-9_-]{43}$/;

/** The calendar's name as the feed and the dialog show it. */
export const calendarFeedName = (target: {
  account: { name: string } | null;
  market: { name: string } | null;
  serviceLine: { name: string } | null;
}): string =>
  target.account
    ? target.account.name
    : `${target.market?.name ?? ''} ${target.serviceLine?.name ?? ''}`.trim();

/** Whether a feed is the one of this account, or of this market and line. */
export function isFeedOf(
  feed: CalendarFeed,
  target: { accountId: string } | { marketId: string; serviceLineId: string },
): boolean {
  if ('accountId' in target) return feed.account?.id === target.accountId;
  return feed.market?.id === target.marketId && feed.serviceLine?.id === target.serviceLineId;
}
