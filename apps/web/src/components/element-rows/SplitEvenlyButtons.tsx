import { splitEvenly } from '@catering/domain';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import Button from '@mui/material/Button';
import { useFormContext, useWatch } from 'react-hook-form';
import { useElementTypes } from '../../lib/reference-data';
import type { ElementRowsFormValues } from './serving-fields';

/**
 * The element types a menu offers as a choice: two or more rows of the type that are not
 * Is Alt (those feed the accommodation eaters instead), with the rows' places in the table.
 */
export function splittableTypes(
  rows: readonly { elementTypeId: string; isAlternate: boolean }[],
  types: readonly { id: string; name: string }[],
): { id: string; name: string; rows: number[] }[] {
  const byType = new Map<string, number[]>();
  rows.forEach((row, index) => {
    if (!row.elementTypeId || row.isAlternate) return;
    byType.set(row.elementTypeId, [...(byType.get(row.elementTypeId) ?? []), index]);
  });
  return [...byType.entries()]
    .filter(([, indexes]) => indexes.length >= 2)
    .flatMap(([id, indexes]) => {
      const type = types.find((t) => t.id === id);
      return type ? [{ id, name: type.name, rows: indexes }] : [];
    });
}

/**
 * "Split {type} evenly", one button per type offered as a choice: each eater takes one of
 * its dishes, so the rows share the type's eaters (3 rows: 33.34, 33.33, 33.33 %).
 */
export function SplitEvenlyButtons(props: { disabled: boolean }) {
  const { control, setValue } = useFormContext<ElementRowsFormValues>();
  const rows = useWatch({ control, name: 'elements' }) ?? [];
  const types = splittableTypes(rows, useElementTypes().data ?? []);
  return types.map((type) => (
    <Button
      key={type.id}
      startIcon={<CallSplitIcon />}
      disabled={props.disabled}
      onClick={() => {
        const shares = splitEvenly(type.rows.length);
        type.rows.forEach((index, i) => {
          setValue(`elements.${index}.share`, String(shares[i]), {
            shouldDirty: true,
            shouldValidate: true,
          });
        });
      }}
    >
      Split {type.name} evenly
    </Button>
  ));
}
