import SortIcon from '@mui/icons-material/Sort';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { AddElementsButton } from '../../components/element-rows/AddElementsButton';
import {
  ElementRowsTable,
  useElementRowOptions,
} from '../../components/element-rows/ElementRowsTable';
import { SplitEvenlyButtons } from '../../components/element-rows/SplitEvenlyButtons';
import { useElementTypes } from '../../lib/reference-data';
import { MenuElementRow } from './MenuElementRow';
import { type MenuFormValues, rowFromElement, sortRowsByType } from './menu-form-values';

export const MENU_ELEMENT_COLUMNS = [
  'Name',
  'Tag',
  'Type',
  'Is Alt',
  'Share (%)',
  'Container',
  'Ingredients',
  'Method',
  'Portion Per Person',
  'Portion Per Container',
  'Allergens',
  'Serving Temperature',
  'Actions',
] as const;

/**
 * The menu's elements in serving order: added through the element search (each row starts
 * from its element's defaults), reordered by dragging or by type, removed per row.
 */
export function MenuElementsTable() {
  const { control, formState, getValues } = useFormContext<MenuFormValues>();
  const { fields, append, remove, move, replace } = useFieldArray({ control, name: 'elements' });
  const rows = useWatch({ control, name: 'elements' }) ?? [];
  const menuTagId = useWatch({ control, name: 'menuElementClassId' });
  const elementTypes = useElementTypes().data ?? [];
  const options = useElementRowOptions();
  const disabled = Boolean(formState.disabled);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <AddElementsButton
          disabled={disabled}
          addedIds={rows.map((row) => row.elementId)}
          initialTagId={menuTagId}
          onAdd={(elements) => append(elements.map(rowFromElement))}
        />
        <Button
          startIcon={<SortIcon />}
          disabled={disabled || fields.length < 2}
          onClick={() => replace(sortRowsByType(getValues('elements'), elementTypes))}
        >
          Sort By Type
        </Button>
        <SplitEvenlyButtons disabled={disabled} />
      </Stack>
      <ElementRowsTable
        label="Menu elements"
        columns={MENU_ELEMENT_COLUMNS}
        rowKeys={fields.map((field) => field.id)}
        rowNames={rows.map((row) => row.name)}
        onMove={move}
        disabled={disabled}
      >
        {fields.map((field, index) => (
          <MenuElementRow
            key={field.id}
            id={field.id}
            index={index}
            options={options}
            disabled={disabled}
            onRemove={() => remove(index)}
          />
        ))}
      </ElementRowsTable>
    </Stack>
  );
}
