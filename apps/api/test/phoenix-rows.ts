import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import * as s from '../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

/**
 * One demo row of every market-bound kind, all of one market: what a user limited to
 * another market must never read or change (docs/permissions.md 8).
 */
export interface MarketRows {
  marketId: string;
  account: { id: string; name: string };
  contact: { id: string; email: string };
  noteId: string;
  scheduledMenuId: string;
  scheduledElementId: string;
  scheduledAddOnId: string;
  hostSurveyId: string;
  serviceEventId: string;
  serviceEventAddOnId: string;
  recurringAddOnId: string;
}

function first<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`the demo data has no ${what}`);
  return row;
}

export async function rowsOfMarket(t: TestApp, marketName: string): Promise<MarketRows> {
  const db = t.database.db;
  const market = first(
    await db.select().from(s.markets).where(eq(s.markets.name, marketName)),
    marketName,
  );
  const inMarket = eq(s.accounts.marketId, market.id);
  const account = first(
    await db
      .select({
        id: s.accounts.id,
        name: s.accounts.name,
        contactId: s.users.id,
        email: s.users.email,
      })
      .from(s.accounts)
      .innerJoin(s.users, eq(s.users.id, s.accounts.pointOfContactUserId))
      .where(
        and(inMarket, isNull(s.accounts.archivedAt), isNotNull(s.accounts.pointOfContactUserId)),
      )
      .limit(1),
    `${marketName} account with a contact`,
  );
  const [note] = await db
    .insert(s.accountNotes)
    .values({ accountId: account.id, note: 'A note of another market' })
    .returning({ id: s.accountNotes.id });
  const menu = first(
    await db
      .select({ id: s.scheduledMenus.id, elementId: s.scheduledElements.id })
      .from(s.scheduledMenus)
      .innerJoin(s.scheduledElements, eq(s.scheduledElements.scheduledMenuId, s.scheduledMenus.id))
      .where(eq(s.scheduledMenus.marketId, market.id))
      .limit(1),
    `${marketName} scheduled menu`,
  );
  const addOn = first(
    await db
      .select({ id: s.scheduledAddOns.id })
      .from(s.scheduledAddOns)
      .where(eq(s.scheduledAddOns.marketId, market.id))
      .limit(1),
    `${marketName} scheduled add-on`,
  );
  const survey = first(
    await db
      .select({ id: s.hostSurveys.id })
      .from(s.hostSurveys)
      .where(eq(s.hostSurveys.marketId, market.id))
      .limit(1),
    `${marketName} host survey`,
  );
  const eventAddOn = first(
    await db
      .select({ id: s.serviceEventAddOns.id, eventId: s.serviceEvents.id })
      .from(s.serviceEventAddOns)
      .innerJoin(s.serviceEvents, eq(s.serviceEvents.id, s.serviceEventAddOns.serviceEventId))
      .innerJoin(s.accounts, eq(s.accounts.id, s.serviceEvents.accountId))
      .where(inMarket)
      .limit(1),
    `${marketName} service event with an add-on`,
  );
  const recurring = first(
    await db
      .select({ id: s.recurringAddOns.id })
      .from(s.recurringAddOns)
      .innerJoin(s.accounts, eq(s.accounts.id, s.recurringAddOns.accountId))
      .where(inMarket)
      .limit(1),
    `${marketName} recurring add-on`,
  );
  return {
    marketId: market.id,
    account: { id: account.id, name: account.name },
    contact: { id: account.contactId, email: account.email },
    noteId: note?.id ?? '',
    scheduledMenuId: menu.id,
    scheduledElementId: menu.elementId,
    scheduledAddOnId: addOn.id,
    hostSurveyId: survey.id,
    serviceEventId: eventAddOn.eventId,
    serviceEventAddOnId: eventAddOn.id,
    recurringAddOnId: recurring.id,
  };
}

/** The route's path with its parameters naming the rows of `rows`. */
export function pathNaming(url: string, rows: MarketRows): string {
  const id = (() => {
    if (url.startsWith('/v1/accounts/')) return rows.account.id;
    if (url.startsWith('/v1/account-poc-users/')) return rows.contact.id;
    if (url.startsWith('/v1/recurring-addons/')) return rows.recurringAddOnId;
    if (url.startsWith('/v1/service-events/add-ons/')) return rows.serviceEventAddOnId;
    if (url.startsWith('/v1/service-events/')) return rows.serviceEventId;
    if (url.startsWith('/v1/portion-modifiers/scheduled-elements/')) return rows.scheduledElementId;
    if (url.startsWith('/v1/portion-modifiers/scheduled-menus/')) return rows.scheduledMenuId;
    if (url.startsWith('/v1/scheduled-menus/')) return rows.scheduledMenuId;
    if (url.startsWith('/v1/scheduled-add-ons/')) return rows.scheduledAddOnId;
    if (url.startsWith('/v1/host-surveys/')) return rows.hostSurveyId;
    return undefined;
  })();
  return url
    .replace(':noteId', rows.noteId)
    .replace(':accountId', rows.account.id)
    .replace(':id', id ?? ':id');
}

/** Every value of `rows` whose appearance in an answer would leak the other market. */
export function leakMarkers(rows: MarketRows): string[] {
  return [
    rows.marketId,
    rows.account.id,
    rows.account.name,
    rows.contact.email,
    rows.noteId,
    rows.scheduledMenuId,
    rows.scheduledElementId,
    rows.scheduledAddOnId,
    rows.hostSurveyId,
    rows.serviceEventId,
    rows.recurringAddOnId,
  ];
}
