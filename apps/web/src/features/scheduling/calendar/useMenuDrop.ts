import { useCallback } from 'react';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import { useToast } from '../../../lib/toast';
import { type MoveMenuRequest, useMoveScheduledMenu } from './api';
import type { CalendarEntry } from './calendar-events';
import { CALENDAR_TEXTS } from './messages';
import { moveFailureText, moveRequestOf } from './reschedule';

/**
 * The calendar's drop: moves the menu to the day it was dropped on (spec 2.7 drag), says
 * so, or shows the server's refusal (locked, slot taken, stale). `pending` is the move
 * under way, so the event waits on its new day instead of jumping back until answered.
 */
export function useMenuDrop(canEdit: boolean) {
  const move = useMoveScheduledMenu();
  const toast = useToast();
  const { mutate } = move;
  const onEventDrop = useCallback(
    ({ event, start }: EventInteractionArgs<CalendarEntry>) => {
      const request = moveRequestOf(event, start, canEdit);
      if (!request) return;
      mutate(request, {
        onSuccess: () => toast.success(CALENDAR_TEXTS.moved(request.body.date)),
        onError: (error) => toast.error(moveFailureText(error)),
      });
    },
    [canEdit, mutate, toast],
  );
  const pending: MoveMenuRequest | undefined = move.isPending ? move.variables : undefined;
  return { onEventDrop, pending };
}
