import type { IngredientListItem } from '@catering/domain';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { readableNumber } from '../../components/form/readable-number';
import { SelectField, unitOptions } from '../../components/form/SelectField';
import { IngredientSearchPicker } from '../../components/IngredientSearchPicker';
import { usePortionUnits } from '../../lib/reference-data';
import type { ElementFormValues } from './element-form-values';

/** Shown on a row whose amount has no unit: it cannot be costed or cooked from. */
export const MISSING_UNIT_LABEL = 'No unit';

/**
 * The ingredients an element is made of, with amounts per portion (costing reads them).
 * Ingredients are added through a server search; each starts with its own unit.
 */
export function ElementIngredientsTable() {
  const { control, register, formState } = useFormContext<ElementFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'ingredientObjs' });
  const rows = useWatch({ control, name: 'ingredientObjs' }) ?? [];
  const units = unitOptions(usePortionUnits().data);
  const disabled = Boolean(formState.disabled);
  const arrayErrors = formState.errors.ingredientObjs;
  const listMessage = arrayErrors?.root?.message ?? arrayErrors?.message;

  const add = (ingredient: IngredientListItem) =>
    append({
      ingredientId: ingredient.id,
      name: ingredient.name,
      amount: '',
      portionUnitId: ingredient.portionUnitId,
    });

  return (
    <Stack spacing={2}>
      <IngredientSearchPicker
        onPick={add}
        excludeIds={rows.map((row) => row.ingredientId)}
        disabled={disabled}
      />
      {listMessage && <Alert severity="error">{listMessage}</Alert>}
      {fields.length === 0 ? (
        <Typography color="text.secondary">No ingredient amounts yet.</Typography>
      ) : (
        <Table size="small" aria-label="Ingredient amounts">
          <TableHead>
            <TableRow>
              <TableCell>Ingredient</TableCell>
              <TableCell sx={{ width: 160 }}>Amount</TableCell>
              <TableCell sx={{ width: 240 }}>Unit</TableCell>
              <TableCell align="right" sx={{ width: 64 }}>
                Remove
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field, index) => {
              const hasUnit = Boolean(rows[index]?.portionUnitId);
              const amountError = arrayErrors?.[index]?.amount?.message;
              return (
                <TableRow key={field.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/ingredients/${field.ingredientId}`}>
                      {field.name}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      type="number"
                      label="Amount"
                      error={Boolean(amountError)}
                      helperText={amountError}
                      slotProps={{ htmlInput: { step: 'any', min: 0, inputMode: 'decimal' } }}
                      {...readableNumber(register(`ingredientObjs.${index}.amount`))}
                    />
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <SelectField<ElementFormValues>
                        size="small"
                        name={`ingredientObjs.${index}.portionUnitId`}
                        label="Unit"
                        emptyLabel="None"
                        options={units}
                      />
                      {!hasUnit && (
                        <Chip
                          size="small"
                          color="warning"
                          icon={<WarningAmberIcon />}
                          label={MISSING_UNIT_LABEL}
                        />
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell align="right">
                    <IconButton
                      aria-label={`Remove ${field.name}`}
                      disabled={disabled}
                      onClick={() => remove(index)}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
