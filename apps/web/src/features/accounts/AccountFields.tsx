import { ACCOUNT_MESSAGES } from '@catering/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { readableNumber } from '../../components/form/readable-number';
import { namedOptions, SelectField } from '../../components/form/SelectField';
import { useMarkets, useServiceTypeOptions } from '../../lib/reference-data';
import type { AccountFormValues } from './account-form-values';
import { stateOptions } from './us-states';

/**
 * Name, size, start, opt-in, market, (service type) and playbook link of an account.
 * The create page shows the service type here; the editor has it on Service Details.
 */
export function AccountFields(props: { showServiceType: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<AccountFormValues>();
  const markets = namedOptions(useMarkets().data);
  const serviceTypes = namedOptions(useServiceTypeOptions().data);

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <TextField
          fullWidth
          required
          label="Account Name"
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
          {...register('name')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          fullWidth
          label="Total Employees"
          type="number"
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
          error={Boolean(errors.totalEmployees)}
          helperText={errors.totalEmployees?.message}
          {...readableNumber(register('totalEmployees'))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          fullWidth
          label="Service Start Date"
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
          error={Boolean(errors.serviceStartDate)}
          helperText={errors.serviceStartDate?.message}
          {...register('serviceStartDate')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectField<AccountFormValues> name="marketId" label="Market" required options={markets} />
      </Grid>
      {props.showServiceType && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField<AccountFormValues>
            name="serviceTypeId"
            label="Service Type"
            required
            options={serviceTypes}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <OptInSwitch />
      </Grid>
      <Grid size={12}>
        <TextField
          fullWidth
          label="Playbook link"
          type="url"
          placeholder="https://"
          error={Boolean(errors.playbookLink)}
          helperText={errors.playbookLink?.message}
          {...register('playbookLink')}
        />
      </Grid>
    </Grid>
  );
}

function OptInSwitch() {
  const { control } = useFormContext<AccountFormValues>();
  const { field } = useController({ control, name: 'showOptin' });
  return (
    <FormControlLabel
      sx={{ height: '100%' }}
      label="Enable Opt-in"
      disabled={field.disabled}
      control={
        <Switch
          name={field.name}
          checked={field.value}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.checked)}
        />
      }
    />
  );
}

/** Address One, Two, City, State and Zip Code; `zipRequired` on the editor (spec 5). */
export function AddressFields(props: { zipRequired: boolean }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<AccountFormValues>();
  const state = useWatch({ control, name: 'address.state' }) ?? '';
  const addressErrors = errors.address;

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          fullWidth
          required
          label="Address One"
          error={Boolean(addressErrors?.addressOne)}
          helperText={addressErrors?.addressOne?.message}
          {...register('address.addressOne')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          fullWidth
          label="Address Two"
          error={Boolean(addressErrors?.addressTwo)}
          helperText={addressErrors?.addressTwo?.message}
          {...register('address.addressTwo')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <TextField
          fullWidth
          required
          label="City"
          error={Boolean(addressErrors?.city)}
          helperText={addressErrors?.city?.message}
          {...register('address.city')}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <SelectField<AccountFormValues>
          name="address.state"
          label="State"
          required
          options={stateOptions(state)}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField
          fullWidth
          required={props.zipRequired}
          label="Zip Code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
          error={Boolean(addressErrors?.zipCode)}
          helperText={addressErrors?.zipCode?.message ?? ACCOUNT_MESSAGES.zipHint}
          {...register('address.zipCode')}
        />
      </Grid>
    </Grid>
  );
}
