import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { AddElementsButton } from '../../components/element-rows/AddElementsButton';
import {
  ElementRowsTable,
  useElementRowOptions,
} from '../../components/element-rows/ElementRowsTable';
import { SplitEvenlyButtons } from '../../components/element-rows/SplitEvenlyButtons';
import { AlternativeDialog } from './AlternativeDialog';
import { ChoiceShareHistory } from './ChoiceShareHistory';
import { LabelNameDialog } from './LabelNameDialog';
import { type RowDialog, ScheduledElementRow } from './ScheduledElementRow';
import {
  type ScheduledMenuFormValues,
  scheduledRowFromElement,
} from './scheduled-menu-form-values';

export const SCHEDULED_ELEMENT_COLUMNS = [
  'Name',
  'Type',
  'Is Alt',
  'Share (%)',
  'Container',
  'Serving Temperature',
  'Allergens',
  'Portion Per Person',
  'Portion Per Container',
  'Ingredients',
  'Method',
  'Actions',
] as const;

/**
 * The day's elements in serving order: added through the element search (a snapshot of
 * each element with its defaults), reordered by dragging, given a label name or an
 * alternative, removed per row. Split types show the shares past services showed.
 */
export function ScheduledElementsTable(props: { tagId: string; scheduledMenuId: string }) {
  const { control, formState, setValue } = useFormContext<ScheduledMenuFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'elements' });
  const rows = useWatch({ control, name: 'elements' }) ?? [];
  const options = useElementRowOptions();
  // The open row dialog, by the row's field key so a drag meanwhile cannot retarget it.
  const [open, setOpen] = useState<{ key: string; dialog: RowDialog } | null>(null);
  const openIndex = open ? fields.findIndex((field) => field.id === open.key) : -1;
  const openRow = rows[openIndex];
  const disabled = Boolean(formState.disabled);

  const close = () => setOpen(null);
  type Row = ScheduledMenuFormValues['elements'][number];
  const setLabelName = (labelName: Row['labelName']) => {
    setValue(`elements.${openIndex}.labelName`, labelName, { shouldDirty: true });
    close();
  };
  const setAlternative = (alternative: Row['alternative']) => {
    setValue(`elements.${openIndex}.alternative`, alternative, { shouldDirty: true });
    close();
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <AddElementsButton
          disabled={disabled}
          addedIds={rows.map((row) => row.originalElementId)}
          initialTagId={props.tagId}
          onAdd={(elements) => append(elements.map(scheduledRowFromElement))}
        />
        <SplitEvenlyButtons disabled={disabled} />
      </Stack>
      <ChoiceShareHistory scheduledMenuId={props.scheduledMenuId} disabled={disabled} />
      <ElementRowsTable
        label="Scheduled menu elements"
        columns={SCHEDULED_ELEMENT_COLUMNS}
        rowKeys={fields.map((field) => field.id)}
        rowNames={rows.map((row) => row.name)}
        onMove={move}
        disabled={disabled}
      >
        {fields.map((field, index) => (
          <ScheduledElementRow
            key={field.id}
            id={field.id}
            index={index}
            options={options}
            disabled={disabled}
            onOpen={(dialog) => setOpen({ key: field.id, dialog })}
            onRemove={() => remove(index)}
          />
        ))}
      </ElementRowsTable>
      {openRow && open?.dialog === 'labelName' && (
        <LabelNameDialog
          elementName={openRow.name}
          initialValue={openRow.labelName}
          onSet={setLabelName}
          onClose={close}
        />
      )}
      {openRow && open?.dialog === 'alternative' && (
        <AlternativeDialog
          elementName={openRow.name}
          alternative={openRow.alternative}
          disabled={disabled}
          onSave={setAlternative}
          onClose={close}
        />
      )}
    </Stack>
  );
}
