import { parseCalendarDate, todayIn } from '@catering/domain';
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../client.js';
import * as t from '../schema/index.js';
import { demoWeekdays } from './demo-span.js';

/**
 * Phoenix's lunches served on the last `lastDays` demo weekdays before today (in Phoenix),
 * each service by date then account name: what the demo's hosts and eaters report on.
 * Undefined when the demo has no Phoenix or Lunch, or the month no past weekday.
 */
export async function pastPhoenixLunches(db: Db, now: Date, lastDays: number) {
  const [phoenix] = await db.select().from(t.markets).where(eq(t.markets.name, 'Phoenix'));
  const [lunch] = await db.select().from(t.serviceLines).where(eq(t.serviceLines.name, 'Lunch'));
  if (!phoenix || !lunch) return undefined;
  const today = parseCalendarDate(todayIn(phoenix.timeZone, now))!;
  const days = demoWeekdays(now)
    .map(({ date }) => date)
    .filter((date) => date < today)
    .slice(-lastDays);
  if (!days.length) return undefined;
  const services = await db
    .select({
      id: t.serviceEvents.id,
      accountId: t.serviceEvents.accountId,
      accountName: t.accounts.name,
      date: t.serviceEvents.date,
      serviceTypeId: t.serviceEvents.serviceTypeId,
      serviceTypeName: t.serviceTypes.name,
      eaterCount: t.serviceEvents.eaterCount,
    })
    .from(t.serviceEvents)
    .innerJoin(t.accounts, eq(t.accounts.id, t.serviceEvents.accountId))
    .innerJoin(t.serviceTypes, eq(t.serviceTypes.id, t.serviceEvents.serviceTypeId))
    .where(
      and(
        eq(t.accounts.marketId, phoenix.id),
        eq(t.serviceEvents.serviceLineId, lunch.id),
        inArray(t.serviceEvents.date, days),
        isNull(t.serviceEvents.deletedAt),
        lt(t.serviceEvents.date, today),
      ),
    )
    .orderBy(asc(t.serviceEvents.date), asc(t.accounts.name));
  return { phoenixId: phoenix.id, lunchId: lunch.id, days, services };
}
