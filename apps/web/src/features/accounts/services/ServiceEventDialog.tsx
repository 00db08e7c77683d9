import {
  type Account,
  SERVICE_EVENT_MESSAGES,
  type ServiceEvent,
  type ServiceLine,
  type ServiceType,
} from '@catering/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { readDraft, useFormDraft } from '../../../components/dialog-draft';
import { namedOptions, SelectField } from '../../../components/form/SelectField';
import { LoadingRecord } from '../../../components/LoadFailure';
import { useServiceLines, useServiceTypeOptions } from '../../../lib/reference-data';
import { idOfNamed, sortServiceLines } from '../../../lib/service-lines';
import { useToast } from '../../../lib/toast';
import { type ServiceEventSaveBody, useSaveServiceEvent } from './api';
import { eventLocation } from './ServiceEventDetails';
import {
  describeServiceEventFailure,
  newServiceEventValues,
  type ServiceEventFormValues,
  serviceEventFormValues,
  serviceEventResolver,
} from './service-event-form-values';

/** Spec 9: new events are Lunch and Sifted 2.0. */
export const NEW_EVENT_SERVICE_LINE = 'Lunch';
export const NEW_EVENT_SERVICE_TYPE = 'Sifted 2.0';
/** Spec 9: the service event modal is 600 px wide. */
const MODAL_WIDTH = 600;

interface ServiceEventDialogProps {
  account: Account;
  /** The event edited; null creates one. */
  event: ServiceEvent | null;
  /** The date a new event starts on. */
  date: string;
  onClose: () => void;
  onSaved: (saved: ServiceEvent) => void;
}

/** The New / Edit service event modal (spec 2 "Service event modal and card"). */
export function ServiceEventDialog(props: ServiceEventDialogProps) {
  const titleId = useId();
  const lines = useServiceLines();
  const types = useServiceTypeOptions();
  const save = useSaveServiceEvent(props.account.id);
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : props.onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: MODAL_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>
        {props.event ? 'Edit Service Event' : 'New Service Event'}
      </DialogTitle>
      {/* The defaults are chosen by name: the lists must be there before the form starts. */}
      {lines.data && types.data ? (
        <ServiceEventForm
          {...props}
          save={save}
          lines={sortServiceLines(lines.data)}
          types={types.data}
        />
      ) : (
        <DialogContent>
          <LoadingRecord label="Loading the service lines and types" />
        </DialogContent>
      )}
    </Dialog>
  );
}

interface ServiceEventFormProps extends ServiceEventDialogProps {
  save: ReturnType<typeof useSaveServiceEvent>;
  lines: ServiceLine[];
  types: ServiceType[];
}

function ServiceEventForm(props: ServiceEventFormProps) {
  const { account, event, lines, types, save } = props;
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);

  const [initial] = useState<ServiceEventFormValues>(() =>
    event
      ? serviceEventFormValues(event)
      : newServiceEventValues({
          date: props.date,
          account,
          lunchId: idOfNamed(lines, NEW_EVENT_SERVICE_LINE),
          sifted2Id: idOfNamed(types, NEW_EVENT_SERVICE_TYPE),
        }),
  );
  // Escape keeps what was typed for the next opening on the same event (or the same day's
  // new one); Cancel and Save drop it.
  const draftKey = event
    ? `service-event:${event.id}:${event.updatedAt}`
    : `service-event:new:${account.id}:${props.date}`;
  const form = useForm<ServiceEventFormValues, unknown, ServiceEventSaveBody>({
    resolver: useMemo(() => serviceEventResolver(account.id, event), [account.id, event]),
    defaultValues: readDraft<ServiceEventFormValues>(draftKey) ?? initial,
  });
  const { discard } = useFormDraft(draftKey, () => form.getValues(), initial);
  const { register, control, formState } = form;
  const addressId = useWatch({ control, name: 'addressId' });

  // An event may sit at an address the account no longer lists: it stays choosable.
  const addresses = [...account.addresses];
  if (event && !addresses.some((address) => address.id === event.addressId))
    addresses.push(event.address);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ event, body });
      discard();
      toast.success(SERVICE_EVENT_MESSAGES.saved);
      props.onSaved(saved);
    } catch (error) {
      const message = describeServiceEventFailure(error, body.serviceTypeId);
      setFailure(message);
      toast.error(message);
    }
  });

  const numberField = (name: keyof ServiceEventFormValues, label: string, step = 1) => (
    <Grid size={{ xs: 6, sm: 3 }}>
      <TextField
        type="number"
        label={label}
        error={Boolean(formState.errors[name])}
        helperText={formState.errors[name]?.message}
        slotProps={{ htmlInput: { min: 0, step, inputMode: step < 1 ? 'decimal' : 'numeric' } }}
        {...register(name)}
      />
    </Grid>
  );

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(submitEvent) => {
          submitEvent.preventDefault();
          void submit();
        }}
      >
        <DialogContent sx={{ pt: 0 }}>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                type="date"
                label="Date"
                error={Boolean(formState.errors.date)}
                helperText={formState.errors.date?.message}
                slotProps={{ inputLabel: { shrink: true } }}
                {...register('date')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                type="time"
                label="Service Time"
                error={Boolean(formState.errors.serviceTime)}
                helperText={formState.errors.serviceTime?.message}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
                {...register('serviceTime')}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                select
                label="Address"
                value={addressId ?? ''}
                onChange={(change) =>
                  form.setValue('addressId', change.target.value, { shouldDirty: true })
                }
                // Spec 5: Save waits for an address, and the field says so.
                error={!addressId}
                helperText={addressId ? undefined : SERVICE_EVENT_MESSAGES.addressRequired}
              >
                {addresses.map((address) => (
                  <MenuItem key={address.id} value={address.id}>
                    {eventLocation(address)}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectField<ServiceEventFormValues>
                name="serviceLineId"
                label="Service Line"
                options={namedOptions(lines)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectField<ServiceEventFormValues>
                name="serviceTypeId"
                label="Service Type"
                options={namedOptions(types)}
              />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="specialRequest"
                render={({ field }) => (
                  <FormControlLabel
                    label="Special Request"
                    control={
                      <Switch
                        checked={field.value}
                        onChange={(change) => field.onChange(change.target.checked)}
                      />
                    }
                  />
                )}
              />
            </Grid>
            {numberField('eaterCount', 'Eater Count')}
            {numberField('dietaryCount', 'Dietary Count')}
            {numberField('allergenCount', 'Allergen Count')}
            {numberField('pricePerPerson', 'Price per person', 0.01)}
            <Grid size={12}>
              <TextField
                label="Notes"
                multiline
                minRows={2}
                error={Boolean(formState.errors.notes)}
                helperText={formState.errors.notes?.message}
                {...register('notes')}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              discard();
              props.onClose();
            }}
            disabled={save.isPending}
          >
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!addressId || save.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}
