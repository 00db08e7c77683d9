import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import IconButton from '@mui/material/IconButton';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** Rows only move up and down. */
const alongTheColumn: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** Where a dragged row lands, as indexes of `ids`; null when it did not move. */
export function movedRow(
  ids: readonly UniqueIdentifier[],
  event: Pick<DragEndEvent, 'active' | 'over'>,
): { from: number; to: number } | null {
  if (!event.over || event.active.id === event.over.id) return null;
  const from = ids.indexOf(event.active.id);
  const to = ids.indexOf(event.over.id);
  return from === -1 || to === -1 ? null : { from, to };
}

interface SortableRowsProps {
  /** The rows' stable keys, in table order. */
  ids: string[];
  /** What screen readers call the row of an id (its name). */
  labelOf: (id: string) => string;
  onMove: (from: number, to: number) => void;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * Wraps a table whose body rows (SortableTableRow) are reordered by dragging their handle,
 * with the mouse or the keyboard (space to lift, arrows to move, space to drop, escape to
 * cancel). It goes around the table: it adds the screen-reader texts beside it.
 */
export function SortableRows({ ids, labelOf, onMove, disabled, children }: SortableRowsProps) {
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier) =>
    `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${labelOf(String(active.id))}.`,
    onDragOver: ({ active, over }) =>
      over ? `${labelOf(String(active.id))} moved to ${position(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${labelOf(String(active.id))} dropped at ${position(over.id)}.` : undefined,
    onDragCancel: ({ active }) => `Moving ${labelOf(String(active.id))} was cancelled.`,
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[alongTheColumn]}
      accessibility={{ announcements }}
      onDragEnd={(event) => {
        const move = movedRow(ids, event);
        if (move) onMove(move.from, move.to);
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

interface SortableTableRowProps {
  id: string;
  /** Accessible name of the drag handle, e.g. "Reorder Rice Pilaf". */
  handleLabel: string;
  disabled?: boolean;
  /** The row's cells; `handle` goes in the cell of the caller's choice. */
  children: (handle: ReactNode) => ReactNode;
}

/** A table row inside SortableRows, dragged by its handle only (its inputs stay usable). */
export function SortableTableRow({ id, handleLabel, disabled, children }: SortableTableRowProps) {
  const sortable = useSortable({ id, disabled });
  const handle = (
    <IconButton
      ref={sortable.setActivatorNodeRef}
      size="small"
      disabled={disabled}
      sx={{ cursor: disabled ? undefined : 'grab', touchAction: 'none' }}
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={handleLabel}
    >
      <DragIndicatorIcon fontSize="small" />
    </IconButton>
  );
  return (
    <TableRow
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 1 : undefined,
      }}
      sx={sortable.isDragging ? { bgcolor: 'action.selected' } : undefined}
    >
      {children(handle)}
    </TableRow>
  );
}
