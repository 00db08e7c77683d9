import { z } from 'zod';
import { formatUsDate } from './calendar.js';
import { isoDateTime } from './ids.js';

/** How many of an account's first upcoming services a person is shown before archiving. */
export const FIRST_FUTURE_DATES_SHOWN = 3;

/** Services after today (the market's) that stand in the way of archiving the account. */
export const futureServicesSchema = z.object({
  count: z.number().int(),
  /** The first dates served, oldest first, at most FIRST_FUTURE_DATES_SHOWN. */
  firstDates: z.array(z.string()),
  /** Serving schedules still running after today, which archiving with removal ends. */
  runningScheduleCount: z.number().int(),
});
export type FutureServices = z.infer<typeof futureServicesSchema>;

const queryFlag = z
  .enum(['true', 'false'], { error: 'removeFutureServices must be true or false' })
  .optional()
  .transform((value) => value === 'true');

/**
 * `DELETE /v1/accounts/:id`. With `removeFutureServices=true` the account's schedules are
 * ended and its future services removed before it is archived, in one transaction;
 * `updatedAt` (the account as read) makes a stale screen remove nothing.
 */
export const archiveAccountQuerySchema = z.object({
  removeFutureServices: queryFlag,
  /** How many upcoming services the person was shown: more or fewer now removes nothing. */
  expectedFutureServices: z.coerce
    .number({ error: 'expectedFutureServices must be a whole number' })
    .int('expectedFutureServices must be a whole number')
    .min(0, 'expectedFutureServices must be a whole number')
    .optional(),
  updatedAt: isoDateTime.optional(),
});
export type ArchiveAccountOptions = z.output<typeof archiveAccountQuerySchema>;

/** `GET /v1/accounts?archived=true` lists the archived accounts, to restore one. */
export const archivedListFlag = z
  .enum(['true', 'false'], { error: 'archived must be true or false' })
  .optional()
  .transform((value) => value === 'true');

/** "12/01/2026, 12/02/2026, 12/03/2026", then ", …" when more follow. */
export function describeFirstDates({ count, firstDates }: FutureServices): string {
  const listed = firstDates.map(formatUsDate).join(', ');
  return count > firstDates.length ? `${listed}, …` : listed;
}

export const ACCOUNT_ARCHIVE_MESSAGES = {
  hasFutureEvents: (future: FutureServices) =>
    `This account still has ${future.count} upcoming service event(s) (${describeFirstDates(future)}). Remove them, or archive with its future services removed.`,
  futureServicesChanged: (future: FutureServices) =>
    `The upcoming services changed meanwhile: this account now has ${future.count} (${describeFirstDates(future)}). Nothing was removed; please check and confirm again.`,
  restored: 'Account has been restored.',
  notArchivedFound: 'Archived account not found.',
};
