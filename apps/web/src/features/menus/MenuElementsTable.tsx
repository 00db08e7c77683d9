import { type ElementListItem, MENU_MESSAGES } from '@catering/domain';
import AddIcon from '@mui/icons-material/Add';
import SortIcon from '@mui/icons-material/Sort';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ElementSearchPicker } from '../../components/ElementSearchPicker';
import { namedOptions, unitOptions } from '../../components/form/SelectField';
import { SortableRows } from '../../components/SortableRows';
import { useContainerTypes, useElementTypes, usePortionUnits } from '../../lib/reference-data';
import { useToast } from '../../lib/toast';
import { fetchFullElements } from './api';
import { MenuElementRow, type RowOptions, STICKY_NAME_CELL } from './MenuElementRow';
import { type MenuFormValues, rowFromElement, sortRowsByType } from './menu-form-values';

export const MENU_ELEMENT_COLUMNS = [
  'Name',
  'Tag',
  'Type',
  'Is Alt',
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
  const options: RowOptions = {
    types: namedOptions(elementTypes),
    containers: namedOptions(useContainerTypes().data),
    units: unitOptions(usePortionUnits().data),
  };
  const toast = useToast();
  const [picking, setPicking] = useState(false);
  const [adding, setAdding] = useState(false);
  const disabled = Boolean(formState.disabled);
  const arrayErrors = formState.errors.elements;
  const listMessage = arrayErrors?.root?.message ?? arrayErrors?.message;

  const add = async (picked: ElementListItem[]) => {
    setAdding(true);
    try {
      const present = new Set(getValues('elements').map((row) => row.elementId));
      const elements = await fetchFullElements(picked.map((element) => element.id));
      append(elements.filter((element) => !present.has(element.id)).map(rowFromElement));
      setPicking(false);
    } catch {
      toast.error(MENU_MESSAGES.elementDetailsFailed);
    } finally {
      setAdding(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={disabled}
          onClick={() => setPicking(true)}
        >
          Add Elements
        </Button>
        <Button
          startIcon={<SortIcon />}
          disabled={disabled || fields.length < 2}
          onClick={() => replace(sortRowsByType(getValues('elements'), elementTypes))}
        >
          Sort By Type
        </Button>
      </Stack>
      {listMessage && <Alert severity="error">{listMessage}</Alert>}
      {fields.length === 0 ? (
        <Typography color="text.secondary">No elements yet.</Typography>
      ) : (
        <SortableRows
          ids={fields.map((field) => field.id)}
          labelOf={(id) => rows[fields.findIndex((field) => field.id === id)]?.name ?? ''}
          onMove={move}
          disabled={disabled}
        >
          <TableContainer>
            <Table
              size="small"
              aria-label="Menu elements"
              // Twelve columns: narrow gutters keep most of them in view without scrolling.
              sx={{
                '& .MuiTableCell-root': { px: 0.75 },
                '& .MuiOutlinedInput-input': { pl: 1 },
              }}
            >
              <TableHead>
                <TableRow>
                  {MENU_ELEMENT_COLUMNS.map((column) => (
                    <TableCell
                      key={column}
                      align={column === 'Actions' ? 'right' : undefined}
                      sx={column === 'Name' ? STICKY_NAME_CELL : undefined}
                    >
                      {column}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
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
              </TableBody>
            </Table>
          </TableContainer>
        </SortableRows>
      )}
      <ElementSearchPicker
        open={picking}
        onClose={() => setPicking(false)}
        onAdd={(picked) => void add(picked)}
        addedIds={rows.map((row) => row.elementId)}
        initialTagId={menuTagId}
        busy={adding}
      />
    </Stack>
  );
}
