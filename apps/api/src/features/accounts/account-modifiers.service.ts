import {
  ACCOUNT_MESSAGES,
  type AccountPortionModifiers,
  type applyForecastSchema,
  FORECAST_MESSAGES,
  type MarketScope,
  type updatePortionModifiersSchema,
} from '@catering/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { answeringConstraintErrors, missingReference } from '../../lib/constraint-errors.js';
import { badRequest, conflict, notFound, stale } from '../../lib/errors.js';
import { iso } from '../../lib/list.js';
import { findPortionModifiers, upsertPortionModifier } from './account-details.repo.js';
import { findLiveAccount } from './account-scope.repo.js';
import { accountState, touchAccountIfCurrent, touchLiveAccount } from './account-writes.repo.js';

/** An account's portion modifiers (its Portion Modifiers tab): one value per element type. */

/** Modifiers are kept in tenths (0.1 steps): compared as whole tenths, no float hair. */
const tenths = (value: number) => Math.round(value * 10);

/**
 * The account's modifier per element type (1.0 where never set) with the account's
 * `updatedAt` as their version. The version is read first: a save landing between the two
 * reads then makes the client's next save stale, never lets it overwrite unseen values.
 */
export async function listPortionModifiers(
  db: Db,
  accountId: string,
  scope: MarketScope,
): Promise<AccountPortionModifiers> {
  const account = await findLiveAccount(db, accountId, scope);
  if (!account) throw notFound(ACCOUNT_MESSAGES.notFound);
  const rows = await findPortionModifiers(db, accountId);
  return {
    accountId,
    updatedAt: iso(account.updatedAt),
    portionModifiers: rows.map((row) => ({ ...row, value: row.value ?? 1 })),
  };
}

/**
 * Saves the sent modifiers under the version the client read (DESIGN.md 3): the whole tab
 * is one form, so a save over someone else's newer one is refused as `stale` even when the
 * two changed different element types; nothing of the refused save is written.
 */
export async function savePortionModifiers(
  db: Db,
  accountId: string,
  input: z.output<typeof updatePortionModifiersSchema>,
  scope: MarketScope,
): Promise<AccountPortionModifiers> {
  if (!(await findLiveAccount(db, accountId, scope))) throw notFound(ACCOUNT_MESSAGES.notFound);
  await answeringConstraintErrors(
    {
      foreignKey: (constraint) =>
        missingReference(constraint, [], 'portionModifiers: A chosen element type does not exist.'),
    },
    () =>
      db.transaction(async (tx) => {
        if (!(await touchAccountIfCurrent(tx, accountId, new Date(input.updatedAt)))) {
          throw (await accountState(tx, accountId, scope)) === 'live'
            ? stale()
            : notFound(ACCOUNT_MESSAGES.notFound);
        }
        // Only the values that change are written: a modifier's last change dates the
        // services the forecast learns from (docs/forecast.md), and the tab sends every type.
        const inForce = new Map(
          (await findPortionModifiers(tx, accountId)).map((row) => [row.elementTypeId, row]),
        );
        for (const row of input.portionModifiers) {
          const found = inForce.get(row.elementTypeId);
          if (found && tenths(found.value ?? 1) === tenths(row.value)) continue;
          await upsertPortionModifier(tx, accountId, row);
        }
      }),
  );
  return listPortionModifiers(db, accountId, scope);
}

/**
 * Applies suggestions of the forecast (issue #28 point 2) a person chose for the account:
 * each element type's modifier becomes `to` if it is still the `from` the forecast showed,
 * else nothing is written (409 naming the type: read the forecast again). All or nothing;
 * the change log records it as the forecast applied, with the modifiers before and after.
 */
export async function applyForecastModifiers(
  db: Db,
  accountId: string,
  input: z.output<typeof applyForecastSchema>,
  scope: MarketScope,
): Promise<AccountPortionModifiers> {
  if (!(await findLiveAccount(db, accountId, scope))) throw notFound(ACCOUNT_MESSAGES.notFound);
  await answeringConstraintErrors(
    { foreignKey: () => badRequest(FORECAST_MESSAGES.unknownType) },
    () =>
      db.transaction(async (tx) => {
        // The account's row is held first: a save of its modifiers tab waits for this one.
        if (!(await touchLiveAccount(tx, accountId))) throw notFound(ACCOUNT_MESSAGES.notFound);
        const inForce = new Map(
          (await findPortionModifiers(tx, accountId)).map((row) => [row.elementTypeId, row]),
        );
        for (const change of input.changes) {
          const type = inForce.get(change.elementTypeId);
          if (!type) throw badRequest(FORECAST_MESSAGES.unknownType);
          if (tenths(type.value ?? 1) !== tenths(change.from))
            throw conflict(FORECAST_MESSAGES.changedSince(type.elementTypeName));
        }
        for (const change of input.changes)
          await upsertPortionModifier(tx, accountId, {
            elementTypeId: change.elementTypeId,
            value: change.to,
          });
      }),
  );
  return listPortionModifiers(db, accountId, scope);
}
