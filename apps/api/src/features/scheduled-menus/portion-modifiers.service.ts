import {
  type MarketScope,
  parsePortionModifier,
  SCHEDULED_MENU_MESSAGES,
  type ScheduledPortionModifiers,
  type UpdateElementPortionModifiersInput,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import {
  deleteElementModifier,
  findAccountModifiers,
  findAccountsInScope,
  findElementModifiers,
  findScheduledElement,
  findServedAccounts,
  upsertElementModifier,
} from './portion-modifiers.repo.js';
import { type Caller, getScheduledMenu, writableSlot } from './scheduled-menus.service.js';

/**
 * Per scheduled element and account, the modifier in force (docs/data-model.md 4): the
 * element's own row for that account, else the account's modifier for the element's
 * type, else 1.0. Accounts are those served on the menu's market, line and date.
 */
export async function scheduledPortionModifiers(
  db: Db,
  scope: MarketScope,
  scheduledMenuId: string,
): Promise<ScheduledPortionModifiers> {
  const menu = await getScheduledMenu(db, scheduledMenuId, scope);
  const rows = await findServedAccounts(db, menu);
  // An account with a regular service and special requests that day is listed once.
  const served = rows.filter((row, index) => rows.findIndex((r) => r.id === row.id) === index);
  const accountIds = served.map((a) => a.id);
  const rowIds = menu.scheduledElements.map((row) => row.id);
  const [own, byType] = await Promise.all([
    rowIds.length ? findElementModifiers(db, rowIds) : [],
    accountIds.length ? findAccountModifiers(db, accountIds) : [],
  ]);
  return {
    scheduledMenuId: menu.id,
    isLocked: menu.isLocked,
    elements: menu.scheduledElements.map((row) => ({
      id: row.id,
      name: row.name,
      elementTypeId: row.elementTypeId,
    })),
    accounts: served,
    modifiers: menu.scheduledElements.flatMap((row) =>
      served.map((account) => {
        const element = own.find(
          (m) => m.scheduledElementId === row.id && m.accountId === account.id,
        );
        const type = byType.find(
          (m) => m.accountId === account.id && m.elementTypeId === row.elementTypeId,
        );
        return {
          scheduledElementId: row.id,
          accountId: account.id,
          portionModifier: element?.value ?? type?.value ?? 1,
          source: element
            ? ('element' as const)
            : type
              ? ('account' as const)
              : ('default' as const),
        };
      }),
    ),
  };
}

/**
 * Sets a scheduled element's modifier per account (spec 5: a value the rule refuses names
 * the element and account, and nothing is saved); null or empty removes the override.
 * The element's menu and every account named must lie in the caller's markets: outside
 * them, they answer as if they did not exist.
 */
export async function saveElementPortionModifiers(
  db: Db,
  caller: Caller,
  scope: MarketScope,
  scheduledElementId: string,
  input: UpdateElementPortionModifiersInput,
): Promise<ScheduledPortionModifiers> {
  const element = await findScheduledElement(db, scheduledElementId, scope);
  // An add-on's element (no menu) has no per-account modifiers here.
  if (!element?.menuId) throw notFound('Scheduled element not found.');
  const menuId = element.menuId;
  await writableSlot(db, caller, menuId, scope);
  const ids = input.portionModifiers.map((row) => row.accountId);
  const known = ids.length ? await findAccountsInScope(db, ids, scope) : [];
  const problems: string[] = [];
  const plan = input.portionModifiers.map((row) => {
    const account = known.find((a) => a.id === row.accountId);
    if (!account) problems.push(`portionModifiers: Account ${row.accountId} does not exist.`);
    const cleared = row.portionModifier === null || String(row.portionModifier).trim() === '';
    const value = cleared ? null : parsePortionModifier(row.portionModifier!);
    if (!cleared && value === null)
      problems.push(
        SCHEDULED_MENU_MESSAGES.portionModifierInvalid(
          String(row.portionModifier),
          element.name,
          account?.name ?? '[ERROR GETTING ACCOUNT]',
        ),
      );
    return { accountId: row.accountId, value };
  });
  if (problems.length) throw badRequest(...problems);
  await db.transaction(async (tx) => {
    for (const { accountId, value } of plan) {
      if (value === null) await deleteElementModifier(tx, scheduledElementId, accountId);
      else await upsertElementModifier(tx, { scheduledElementId, accountId, value });
    }
  });
  return scheduledPortionModifiers(db, scope, menuId);
}
