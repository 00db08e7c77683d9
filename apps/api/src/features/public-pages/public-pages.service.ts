import {
  addDays,
  type eaterFeedbackInputSchema,
  FEEDBACK_DAYS_BACK,
  PUBLIC_MENU_DAYS,
  PUBLIC_PAGE_MESSAGES,
  type PublicFeedbackInfo,
  type PublicMenuPage,
  todayIn,
} from '@catering/domain';
import { and, asc, between, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  accountQrTokens,
  accounts,
  eaterFeedbackResponses,
  markets,
  scheduledMenus,
  serviceEvents,
  serviceLines,
} from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { isForeignKeyViolation } from '../../lib/pg-errors.js';
import { hhmm } from '../accounts/accounts.read.js';
import { findScheduledMenu } from '../scheduled-menus/index.js';

type PublicMenu = NonNullable<PublicMenuPage['days'][number]['menu']>;

/** The market's scheduled menus of the services shown, by `date|serviceLineId`. */
async function publicMenusOf(
  db: Db,
  marketId: string,
  services: { date: string; serviceLineId: string }[],
) {
  const wanted = new Set(services.map((s) => `${s.date}|${s.serviceLineId}`));
  const dates = services.map((s) => s.date).sort();
  if (!dates.length) return new Map<string, PublicMenu>();
  const slots = await db
    .select({
      id: scheduledMenus.id,
      date: scheduledMenus.date,
      serviceLineId: scheduledMenus.serviceLineId,
    })
    .from(scheduledMenus)
    .where(
      and(
        eq(scheduledMenus.marketId, marketId),
        between(scheduledMenus.date, dates[0]!, dates.at(-1)!),
      ),
    );
  const found = new Map<string, PublicMenu>();
  for (const { id, date, serviceLineId } of slots) {
    if (!wanted.has(`${date}|${serviceLineId}`)) continue;
    const menu = await findScheduledMenu(db, id);
    if (!menu) continue;
    found.set(`${menu.date}|${menu.serviceLineId}`, {
      name: menu.name,
      description: menu.description,
      allergenNames: menu.allergenNames,
      elements: menu.scheduledElements.map((row) => ({
        name: row.labelName ?? row.name,
        allergenNames: row.allergenNames,
      })),
    });
  }
  return found;
}

/**
 * The public pages behind an account's QR codes. The token is the only key: an unknown,
 * revoked or archived account's token answers 404, and nothing but that account's own
 * services is ever read.
 */
async function accountOfToken(db: Db, token: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      marketId: accounts.marketId,
      timeZone: markets.timeZone,
    })
    .from(accountQrTokens)
    .innerJoin(accounts, eq(accounts.id, accountQrTokens.accountId))
    .innerJoin(markets, eq(markets.id, accounts.marketId))
    .where(
      and(
        eq(accountQrTokens.token, token),
        isNull(accountQrTokens.revokedAt),
        isNull(accounts.archivedAt),
      ),
    );
  if (!row) throw notFound(PUBLIC_PAGE_MESSAGES.unknownLink);
  return row;
}

export async function publicMenuPage(db: Db, token: string): Promise<PublicMenuPage> {
  const account = await accountOfToken(db, token);
  const today = todayIn(account.timeZone);
  const rows = await db
    .select({
      date: serviceEvents.date,
      serviceLineId: serviceEvents.serviceLineId,
      serviceLineName: serviceLines.name,
      serviceTime: serviceEvents.serviceTime,
    })
    .from(serviceEvents)
    .innerJoin(serviceLines, eq(serviceLines.id, serviceEvents.serviceLineId))
    .where(
      and(
        eq(serviceEvents.accountId, account.id),
        isNull(serviceEvents.deletedAt),
        between(serviceEvents.date, today, addDays(today, PUBLIC_MENU_DAYS - 1)),
      ),
    )
    .orderBy(asc(serviceEvents.date), asc(serviceLines.sortOrder), asc(serviceEvents.serviceTime));
  const menus = await publicMenusOf(db, account.marketId, rows);
  return {
    accountName: account.name,
    days: rows.map((row) => ({
      ...row,
      serviceTime: hhmm(row.serviceTime)!,
      menu: menus.get(`${row.date}|${row.serviceLineId}`) ?? null,
    })),
  };
}

export async function publicFeedbackInfo(db: Db, token: string): Promise<PublicFeedbackInfo> {
  const account = await accountOfToken(db, token);
  const lines = await db
    .select({ id: serviceLines.id, name: serviceLines.name })
    .from(serviceLines)
    .orderBy(asc(serviceLines.sortOrder));
  const today = todayIn(account.timeZone);
  return {
    accountName: account.name,
    today,
    earliestDate: addDays(today, -FEEDBACK_DAYS_BACK),
    serviceLines: lines,
  };
}

/** Feedback on a service from the last weeks; a future date is refused. */
export async function saveEaterFeedback(
  db: Db,
  token: string,
  input: z.output<typeof eaterFeedbackInputSchema>,
): Promise<void> {
  const account = await accountOfToken(db, token);
  const today = todayIn(account.timeZone);
  if (input.serviceDate > today || input.serviceDate < addDays(today, -FEEDBACK_DAYS_BACK))
    throw badRequest(`serviceDate: ${PUBLIC_PAGE_MESSAGES.dateOutOfRange}`);
  try {
    await db.insert(eaterFeedbackResponses).values({
      accountId: account.id,
      serviceDate: input.serviceDate,
      serviceLineId: input.serviceLineId ?? null,
      score: input.score,
      comment: input.comment,
    });
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw badRequest(`serviceLineId: ${PUBLIC_PAGE_MESSAGES.unknownServiceLine}`);
    throw error;
  }
}
