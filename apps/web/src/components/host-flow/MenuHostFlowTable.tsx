import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useServingUtensils, useServingVessels } from '../../lib/reference-data';
import { namedOptions, SelectField } from '../form/SelectField';
import { SortableRows, SortableTableRow } from '../SortableRows';
import type { HostFlowFormValues } from './host-flow-form-values';

/** The host flow's rows in serving order: utensil, vessel and directionals per element. */
export function MenuHostFlowTable() {
  const { control, register, formState } = useFormContext<HostFlowFormValues>();
  const { fields, move } = useFieldArray({ control, name: 'elements' });
  const utensils = namedOptions(useServingUtensils().data);
  const vessels = namedOptions(useServingVessels().data);
  const disabled = Boolean(formState.disabled);

  if (fields.length === 0) {
    return <Typography color="text.secondary">This menu has no elements yet.</Typography>;
  }
  return (
    <SortableRows
      ids={fields.map((field) => field.id)}
      labelOf={(id) => fields.find((field) => field.id === id)?.name ?? ''}
      onMove={move}
      disabled={disabled}
    >
      <TableContainer>
        <Table size="small" aria-label="Host flow elements">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell sx={{ width: 220 }}>Serving Utensil</TableCell>
              <TableCell sx={{ width: 220 }}>Serving Vessel</TableCell>
              <TableCell>Directionals</TableCell>
              <TableCell align="right" sx={{ width: 64 }}>
                Order
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field, index) => {
              const directionalsError = formState.errors.elements?.[index]?.directionals?.message;
              return (
                <SortableTableRow
                  key={field.id}
                  id={field.id}
                  handleLabel={`Reorder ${field.name}`}
                  disabled={disabled}
                >
                  {(handle) => (
                    <>
                      <TableCell>{field.name}</TableCell>
                      <TableCell>
                        <SelectField<HostFlowFormValues>
                          size="small"
                          name={`elements.${index}.servingUtensilId`}
                          label="Serving Utensil"
                          emptyLabel="None"
                          options={utensils}
                        />
                      </TableCell>
                      <TableCell>
                        <SelectField<HostFlowFormValues>
                          size="small"
                          name={`elements.${index}.servingVesselId`}
                          label="Serving Vessel"
                          emptyLabel="None"
                          options={vessels}
                        />
                      </TableCell>
                      <TableCell>
                        <TextField
                          fullWidth
                          multiline
                          size="small"
                          label="Directionals"
                          error={Boolean(directionalsError)}
                          helperText={directionalsError}
                          {...register(`elements.${index}.directionals`)}
                        />
                      </TableCell>
                      <TableCell align="right">{handle}</TableCell>
                    </>
                  )}
                </SortableTableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </SortableRows>
  );
}
