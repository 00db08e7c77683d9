import {
  parsePortionModifier,
  SCHEDULED_MENU_MESSAGES,
  type ScheduledPortionModifiers,
} from '@catering/domain';
import type { ElementModifiersUpdate } from './api';

/** The texts of the grid, one per element and account. */
export type ModifierTexts = Record<string, string>;

export const cellKey = (scheduledElementId: string, accountId: string) =>
  `${scheduledElementId}:${accountId}`;

/** Each cell starts with the modifier in force, wherever it comes from. */
export function initialModifierTexts(data: ScheduledPortionModifiers): ModifierTexts {
  return Object.fromEntries(
    data.modifiers.map((row) => [
      cellKey(row.scheduledElementId, row.accountId),
      String(row.portionModifier),
    ]),
  );
}

export type ModifierChanges =
  | { ok: true; updates: ElementModifiersUpdate[] }
  | { ok: false; message: string };

/**
 * The PUTs for the cells a person changed, element by element. An emptied cell is null (the
 * element's own value is cleared, the account's applies again). One invalid value refuses
 * the whole save with the spec's alert (spec 5), so nothing is half saved.
 */
export function collectModifierChanges(
  data: ScheduledPortionModifiers,
  initial: ModifierTexts,
  texts: ModifierTexts,
): ModifierChanges {
  const updates: ElementModifiersUpdate[] = [];
  for (const element of data.elements) {
    const portionModifiers: ElementModifiersUpdate['portionModifiers'] = [];
    for (const account of data.accounts) {
      const key = cellKey(element.id, account.id);
      const text = (texts[key] ?? '').trim();
      if (text === (initial[key] ?? '')) continue;
      if (text === '') {
        portionModifiers.push({ accountId: account.id, portionModifier: null });
        continue;
      }
      const value = parsePortionModifier(text);
      if (value === null) {
        return {
          ok: false,
          message: SCHEDULED_MENU_MESSAGES.portionModifierInvalid(text, element.name, account.name),
        };
      }
      portionModifiers.push({ accountId: account.id, portionModifier: value });
    }
    if (portionModifiers.length) updates.push({ scheduledElementId: element.id, portionModifiers });
  }
  return { ok: true, updates };
}
