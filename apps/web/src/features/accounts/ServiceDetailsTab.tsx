import { ACCOUNT_MESSAGES, type Account, updateAccountSchema } from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { namedOptions, SelectField } from '../../components/form/SelectField';
import { useServiceTypeOptions } from '../../lib/reference-data';
import { useHasPermission } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { AccountNotesPanel } from './AccountNotesPanel';
import {
  type PlaybookFormValues,
  type PlaybookValues,
  playbookFormSchema,
  playbookFormValues,
  savedAccountBody,
} from './account-form-values';
import { useUpdateAccount } from './api';
import { FormSection } from './FormSection';
import { ACCOUNT_TEXT, ACCOUNT_TOAST_MS } from './messages';
import { useTimedToast } from './timed-toast';
import { describeAccountUpdateFailure } from './update-failure';

type PlaybookResolver = Resolver<PlaybookFormValues, unknown, PlaybookValues>;

/** Service Details (spec 2, the playbook): how the service runs at this site, and notes. */
export function ServiceDetailsTab(props: {
  account: Account;
  onDirtyChange: (dirty: boolean) => void;
}) {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <PlaybookForm account={props.account} onDirtyChange={props.onDirtyChange} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <AccountNotesPanel accountId={props.account.id} />
      </Grid>
    </Grid>
  );
}

/** Times step by 5 minutes (spec 9). */
const TIME_STEP_SECONDS = 300;

function PlaybookForm(props: { account: Account; onDirtyChange: (dirty: boolean) => void }) {
  const { account, onDirtyChange } = props;
  const canUpdate = useHasPermission('editMenu');
  const toast = useToast();
  const timedToast = useTimedToast();
  const updateAccount = useUpdateAccount(account.id);
  const serviceTypes = namedOptions(useServiceTypeOptions().data);
  const [failure, setFailure] = useState<string | null>(null);
  const saved = useMemo(() => playbookFormValues(account), [account]);

  const form = useForm<PlaybookFormValues, unknown, PlaybookValues>({
    resolver: zodResolver(playbookFormSchema) as unknown as PlaybookResolver,
    defaultValues: saved,
    disabled: !canUpdate,
  });
  const {
    register,
    formState: { errors, isDirty, isSubmitting },
  } = form;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(saved);
  }, [saved, form]);

  const submit = form.handleSubmit(async (playbook) => {
    setFailure(null);
    // The update carries the whole account: its General fields as saved, these over them.
    const body = { ...savedAccountBody(account), ...playbook, updatedAt: account.updatedAt };
    const check = updateAccountSchema.safeParse(body);
    if (!check.success) {
      const messages = [...new Set(check.error.issues.map((issue) => issue.message))];
      setFailure(`${ACCOUNT_TEXT.playbookGeneralProblem} ${messages.join(' ')}`);
      return;
    }
    try {
      const result = await updateAccount.mutateAsync(body);
      form.reset(playbookFormValues(result));
      timedToast(ACCOUNT_MESSAGES.updated, 'success', ACCOUNT_TOAST_MS.updated);
    } catch (error) {
      const { message } = describeAccountUpdateFailure(error, account.name);
      setFailure(message);
      toast.error(message);
    }
  });

  const timeField = (
    name: 'kitchenArrivalTime' | 'leaveTime' | 'serviceStartTime',
    label: string,
  ) => (
    <TextField
      fullWidth
      type="time"
      label={label}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: TIME_STEP_SECONDS } }}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      {...register(name)}
    />
  );
  const notesField = (
    name: 'leftoverInstructions' | 'deliveryInstructions' | 'setupNotes',
    label: string,
  ) => (
    <TextField
      fullWidth
      multiline
      minRows={3}
      label={label}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <FormProvider {...form}>
      <Stack component="form" spacing={3} noValidate onSubmit={submit}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <FormSection
          title="Playbook"
          actions={
            canUpdate && (
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Update
              </Button>
            )
          }
        >
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              {timeField('kitchenArrivalTime', 'Kitchen Arrival Time')}
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{timeField('leaveTime', 'Departure Time')}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              {timeField('serviceStartTime', 'Service Start Time')}
            </Grid>
            <Grid size={12}>
              <SelectField<PlaybookFormValues>
                name="serviceTypeId"
                label="Service Type"
                required
                options={serviceTypes}
              />
            </Grid>
            <Grid size={12}>{notesField('leftoverInstructions', 'Leftovers')}</Grid>
            <Grid size={12}>{notesField('deliveryInstructions', 'Parking/Arriving')}</Grid>
            <Grid size={12}>{notesField('setupNotes', 'Setup')}</Grid>
          </Grid>
        </FormSection>
      </Stack>
    </FormProvider>
  );
}
