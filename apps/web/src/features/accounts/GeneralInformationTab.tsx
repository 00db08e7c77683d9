import { ACCOUNT_MESSAGES, type Account } from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import {
  FormProvider,
  type Resolver,
  type UseFormReturn,
  useForm,
  useFormContext,
} from 'react-hook-form';
import { useHasPermission } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { AccountFields, AddressFields } from './AccountFields';
import {
  type GeneralAccountValues,
  type GeneralFormValues,
  generalChanges,
  generalFormSchema,
  generalFormValues,
  type PointOfContactValues,
  savedAccountBody,
} from './account-form-values';
import { useSavePointOfContact, useUpdateAccount } from './api';
import { FormSection } from './FormSection';
import { ACCOUNT_TEXT, ACCOUNT_TOAST_MS } from './messages';
import { QrCodesDialog } from './QrCodesDialog';
import { TabActions } from './TabActions';
import { useTimedToast } from './timed-toast';
import { describeAccountUpdateFailure, describePointOfContactFailure } from './update-failure';

type GeneralSaveValues = GeneralAccountValues & { pointOfContact: PointOfContactValues };
type GeneralForm = UseFormReturn<GeneralFormValues, unknown, GeneralSaveValues>;

const ACCOUNT_FIELDS = [
  'name',
  'marketId',
  'totalEmployees',
  'serviceStartDate',
  'showOptin',
  'playbookLink',
  'address.addressOne',
  'address.addressTwo',
  'address.city',
  'address.state',
  'address.zipCode',
] as const;
const CONTACT_FIELDS = [
  'pointOfContact.firstName',
  'pointOfContact.lastName',
  'pointOfContact.email',
] as const;

/** Puts back edits whose save failed, after the form took the saved values as its base. */
function keepEdits(form: GeneralForm, values: GeneralFormValues, fields: readonly string[]) {
  const read = (path: string) =>
    path
      .split('.')
      .reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], values);
  for (const path of fields) {
    form.setValue(path as (typeof ACCOUNT_FIELDS)[number], read(path) as never, {
      shouldDirty: true,
    });
  }
}

/**
 * General Information (spec 2, 4): the account and its point of contact, each saved by its
 * own call and only when it changed. Fields need editElement, the Update button editMenu.
 */
export function GeneralInformationTab(props: {
  account: Account;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { account, onDirtyChange } = props;
  const canEdit = useHasPermission('editElement');
  const canUpdate = useHasPermission('editMenu');
  const toast = useToast();
  const timedToast = useTimedToast();
  const updateAccount = useUpdateAccount(account.id);
  const savePointOfContact = useSavePointOfContact(account);
  const [failure, setFailure] = useState<string | null>(null);
  const [showQrCodes, setShowQrCodes] = useState(false);
  const saved = useMemo(() => generalFormValues(account), [account]);

  // Only the parts that changed are checked, as only they are sent.
  const resolver: Resolver<GeneralFormValues, unknown, GeneralSaveValues> = (
    values,
    context,
    options,
  ) =>
    (
      zodResolver(generalFormSchema(generalChanges(values, saved))) as unknown as Resolver<
        GeneralFormValues,
        unknown,
        GeneralSaveValues
      >
    )(values, context, options);

  const form = useForm<GeneralFormValues, unknown, GeneralSaveValues>({
    resolver,
    defaultValues: saved,
    disabled: !canEdit,
  });
  const { isDirty, isSubmitting } = form.formState;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  // Another tab's save (or a reload) brings new values; untouched fields follow them.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(saved);
  }, [saved, form]);

  const save = async (parsed: GeneralSaveValues) => {
    const values = form.getValues();
    const changes = generalChanges(values, saved);
    if (!changes.account && !changes.pointOfContact) {
      toast.warning(ACCOUNT_MESSAGES.noChanges);
      return;
    }
    setFailure(null);
    const { pointOfContact, ...general } = parsed;
    let latest = account;
    let accountFailed = false;
    let contactFailed = false;
    const problems: string[] = [];
    const errors: { field: string; message: string }[] = [];

    if (changes.account) {
      try {
        latest = await updateAccount.mutateAsync({
          ...savedAccountBody(account),
          ...general,
          updatedAt: account.updatedAt,
        });
      } catch (error) {
        accountFailed = true;
        const { field, message } = describeAccountUpdateFailure(error, general.name);
        if (field) errors.push({ field, message });
        else problems.push(message);
        toast.error(message);
      }
    }
    if (changes.pointOfContact) {
      try {
        const contact = await savePointOfContact.mutateAsync({
          accountId: account.id,
          ...pointOfContact,
        });
        latest = { ...latest, pointOfContact: contact };
      } catch (error) {
        contactFailed = true;
        const { field, message } = describePointOfContactFailure(error, pointOfContact.email);
        if (field) errors.push({ field: `pointOfContact.${field}`, message });
        else problems.push(message);
        toast.error(message);
      }
    }

    form.reset(generalFormValues(latest));
    if (accountFailed) keepEdits(form, values, ACCOUNT_FIELDS);
    if (contactFailed) keepEdits(form, values, CONTACT_FIELDS);
    for (const { field, message } of errors) {
      form.setError(field as 'name', { message }, { shouldFocus: true });
    }
    setFailure(problems.length ? problems.join(' ') : null);
    if (changes.account && !accountFailed) {
      timedToast(ACCOUNT_MESSAGES.updated, 'success', ACCOUNT_TOAST_MS.updated);
    } else if (changes.pointOfContact && !contactFailed) {
      toast.success(ACCOUNT_MESSAGES.pocSaved);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Without editElement nothing can have changed (and disabled fields are not submitted).
    if (!canEdit) {
      toast.warning(ACCOUNT_MESSAGES.noChanges);
      return;
    }
    void form.handleSubmit(save)(event);
  };

  return (
    <FormProvider {...form}>
      <Stack component="form" spacing={3} noValidate onSubmit={submit}>
        <TabActions>
          <Tooltip title={ACCOUNT_TEXT.showQrCodes}>
            <IconButton aria-label={ACCOUNT_TEXT.showQrCodes} onClick={() => setShowQrCodes(true)}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
          {canUpdate && (
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              Update
            </Button>
          )}
        </TabActions>
        {!canEdit && <Alert severity="info">{ACCOUNT_TEXT.readOnly}</Alert>}
        {failure && <Alert severity="error">{failure}</Alert>}
        <FormSection title="Account">
          <AccountFields showServiceType={false} />
        </FormSection>
        <FormSection title="Address">
          <AddressFields zipRequired />
        </FormSection>
        <FormSection title="Point of Contact">
          <PointOfContactFields />
        </FormSection>
      </Stack>
      <QrCodesDialog account={account} open={showQrCodes} onClose={() => setShowQrCodes(false)} />
    </FormProvider>
  );
}

function PointOfContactFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<GeneralFormValues>();
  const contactErrors = errors.pointOfContact;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          fullWidth
          label="First Name"
          error={Boolean(contactErrors?.firstName)}
          helperText={contactErrors?.firstName?.message}
          {...register('pointOfContact.firstName')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          fullWidth
          label="Last Name"
          error={Boolean(contactErrors?.lastName)}
          helperText={contactErrors?.lastName?.message}
          {...register('pointOfContact.lastName')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          fullWidth
          label="Email"
          type="email"
          error={Boolean(contactErrors?.email)}
          helperText={contactErrors?.email?.message}
          {...register('pointOfContact.email')}
        />
      </Grid>
    </Grid>
  );
}
