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
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { answeringConstraintErrors, missingReference } from '../../lib/constraint-errors.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { hhmm } from '../../lib/time-of-day.js';
import { findScheduledMenu } from '../scheduled-menus/index.js';
import {
  findAccountOfToken,
  findAccountServices,
  findScheduledMenuSlots,
  findServiceLines,
  insertEaterFeedback,
} from './public-pages.repo.js';

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
  const slots = await findScheduledMenuSlots(db, marketId, dates[0]!, dates.at(-1)!);
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
 * revoked or archived account's token answers the same 404 with the same body, so a link
 * never tells whether its account exists; nothing but that account's own services is read.
 */
async function accountOfToken(db: Db, token: string) {
  const row = await findAccountOfToken(db, token);
  if (!row) throw notFound(PUBLIC_PAGE_MESSAGES.unknownLink);
  return row;
}

export async function publicMenuPage(db: Db, token: string): Promise<PublicMenuPage> {
  const account = await accountOfToken(db, token);
  const today = todayIn(account.timeZone);
  const rows = await findAccountServices(
    db,
    account.id,
    today,
    addDays(today, PUBLIC_MENU_DAYS - 1),
  );
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
  const lines = await findServiceLines(db);
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
  await answeringConstraintErrors(
    {
      foreignKey: (constraint) =>
        missingReference(
          constraint,
          [],
          `serviceLineId: ${PUBLIC_PAGE_MESSAGES.unknownServiceLine}`,
        ),
    },
    () =>
      insertEaterFeedback(db, {
        accountId: account.id,
        serviceDate: input.serviceDate,
        serviceLineId: input.serviceLineId ?? null,
        score: input.score,
        comment: input.comment,
      }),
  );
}
