import {
  type AddOnCalculation,
  CALCULATION_MESSAGES,
  type ContainerCalculation,
  calculateContainers,
  isScheduledMenuLocked,
  todayIn,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { requireMarketInScope } from '../../lib/market-scope.js';
import { addOnNumbers } from './add-on-numbers.js';
import { findCalculationInput } from './calculation-input.repo.js';
import { findSlotContext, type Slot } from './calculations.repo.js';

/**
 * The market and line of a slot, or 404 with the spec's guard message; a market outside
 * the caller's (docs/permissions.md 8) is refused first (403).
 */
export async function knownSlot(db: Db, slot: Slot) {
  requireMarketInScope(slot.scope, slot.marketId);
  return guarded(await findSlotContext(db, slot));
}

/** A slot's context past the guards: 404 for an unknown market, then an unknown line. */
function guarded<Menu extends { id: string; name: string; date: string }>(context: {
  market: { id: string; name: string; timeZone: string } | null;
  line: { id: string; name: string } | null;
  menu: Menu | null;
}) {
  const { market, line, menu } = context;
  if (!market) throw notFound(CALCULATION_MESSAGES.noMarket);
  if (!line) throw notFound(CALCULATION_MESSAGES.noServiceLine);
  return {
    market,
    line,
    menu: menu
      ? {
          id: menu.id,
          name: menu.name,
          isLocked: isScheduledMenuLocked(menu.date, todayIn(market.timeZone)),
        }
      : null,
  };
}

/** The add-on numbers of a known slot (404 with the guard message otherwise). */
export async function addOnNumbersOfSlot(db: Db, slot: Slot): Promise<AddOnCalculation> {
  await knownSlot(db, slot);
  return addOnNumbers(db, slot);
}

/**
 * The Chef numbers of a slot (docs/calculations.md): the day's menu counted for every
 * account served. No menu scheduled → 404 "Could not find any data".
 */
export async function containerNumbers(db: Db, slot: Slot): Promise<ContainerCalculation> {
  requireMarketInScope(slot.scope, slot.marketId);
  // One statement reads the slot and the engine's whole input (calculation-input.repo.ts).
  const input = await findCalculationInput(db, slot);
  if (!input) throw notFound(CALCULATION_MESSAGES.noMarket);
  const { market, line, menu } = guarded(input);
  if (!menu) throw notFound(CALCULATION_MESSAGES.noData);
  const { accounts, elements, typeModifiers, elementModifiers } = input;
  return {
    scheduledMenu: menu,
    market: { id: market.id, name: market.name },
    serviceLine: line,
    date: slot.date,
    ...calculateContainers({ accounts, elements, typeModifiers, elementModifiers }),
  };
}
