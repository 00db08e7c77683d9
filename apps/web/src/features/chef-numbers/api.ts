import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { formatCalendarDate } from '../../lib/local-date';

/** The slot whose numbers are shown: one market, service line and date (`YYYY-MM-DD`). */
export interface NumbersSlot {
  marketId: string;
  serviceLineId: string;
  date: string;
}

/** The calculation body of spec 7; the date travels as the spec's MM/DD/YYYY. */
export const bodyOf = (slot: NumbersSlot) => ({
  marketId: slot.marketId,
  serviceLineId: slot.serviceLineId,
  mealDate: formatCalendarDate(slot.date),
});

const slotKey = (slot: NumbersSlot) => [slot.marketId, slot.serviceLineId, slot.date] as const;

/**
 * The containers to cook. Keyed under 'scheduled-menus' so every write to a scheduled menu
 * (its elements, its portion modifiers, unscheduling it) counts the numbers again.
 */
export function useContainerNumbers(slot: NumbersSlot, enabled: boolean) {
  return useQuery({
    queryKey: ['scheduled-menus', 'chef-numbers', ...slotKey(slot)] as const,
    queryFn: async () =>
      (await api.post('/v2/calculations/containers', { body: bodyOf(slot) })).data,
    // No placeholder from the previous day: a chef must never read another day's numbers.
    enabled,
  });
}

/** The add-on service of the slot; keyed under 'scheduled-add-ons' for the same reason. */
export function useAddOnNumbers(slot: NumbersSlot, enabled: boolean) {
  return useQuery({
    queryKey: ['scheduled-add-ons', 'chef-numbers', ...slotKey(slot)] as const,
    queryFn: async () => (await api.post('/v1/calculations/add-ons', { body: bodyOf(slot) })).data,
    enabled,
  });
}
