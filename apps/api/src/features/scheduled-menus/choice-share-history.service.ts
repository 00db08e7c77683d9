import {
  type ChoiceShareHistory,
  choiceShareHistoryText,
  type MarketScope,
  observedChoiceShares,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { findSplitServices, type Split } from './choice-share-history.repo.js';
import { getScheduledMenu } from './scheduled-menus.service.js';

/**
 * Choice shares learned (issue #28 point 3, docs/forecast.md 5): per element type split on
 * the menu (2+ non-alternate rows of the type taken from the catalogue), the shares the
 * completed surveys of earlier services of the same dishes show. A dish's eaters in one
 * service are its eaten portions / the row's portion per person. The account's portion
 * modifier is left out: it is one value for every dish of a type in a service, so it
 * divides each dish's eaters alike and cancels in the shares.
 */
export async function choiceShareHistory(
  db: Db,
  scope: MarketScope,
  scheduledMenuId: string,
): Promise<ChoiceShareHistory[]> {
  const menu = await getScheduledMenu(db, scheduledMenuId, scope);
  const byType = new Map<string, typeof menu.scheduledElements>();
  for (const row of menu.scheduledElements) {
    if (row.isAlternate || !row.elementTypeId) continue;
    byType.set(row.elementTypeId, [...(byType.get(row.elementTypeId) ?? []), row]);
  }
  const splits: (Split & { rows: typeof menu.scheduledElements })[] = [];
  for (const [elementTypeId, rows] of byType) {
    const elementIds = rows.map((row) => row.originalElementId);
    // A dish typed in by hand has no past under another menu; the same dish twice is no split.
    if (rows.length < 2 || elementIds.some((id) => !id)) continue;
    if (new Set(elementIds).size !== rows.length) continue;
    splits.push({ elementTypeId, elementIds: elementIds as string[], rows });
  }
  const services = await findSplitServices(db, menu, splits);

  return splits.flatMap((split) => {
    const observed = observedChoiceShares(
      services.filter((service) => service.elementTypeId === split.elementTypeId),
    );
    if (!observed) return [];
    const shareOf = new Map(observed.shares.map((s) => [s.key, s.share]));
    return [
      {
        elementTypeId: split.elementTypeId,
        elementType: split.rows[0]!.elementTypeName ?? '',
        services: observed.services,
        shares: split.rows.map((row) => ({
          scheduledElementId: row.id,
          share: shareOf.get(row.originalElementId!) ?? 0,
        })),
        // In the menu's order, like the shares the editor fills.
        text: choiceShareHistoryText({
          services: observed.services,
          shares: split.rows.map((row) => ({
            key: row.id,
            share: shareOf.get(row.originalElementId!) ?? 0,
          })),
        }),
      },
    ];
  });
}
