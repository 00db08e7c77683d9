import { ACCOUNT_MESSAGES, type CreateAccountValues, createAccountSchema } from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt';
import { pickDefaultMarketId } from '../../lib/default-market';
import { localToday } from '../../lib/local-date';
import { readSelectedMarketId } from '../../lib/local-preferences';
import { useMarkets } from '../../lib/reference-data';
import { describeSaveFailure } from '../../lib/save-failure';
import { useCurrentUser, useHasPermission } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { AccountFields, AddressFields } from './AccountFields';
import { type AccountFormValues, newAccountValues } from './account-form-values';
import { useCreateAccount } from './api';
import { FormSection } from './FormSection';
import { ACCOUNT_TOAST_MS } from './messages';
import { useTimedToast } from './timed-toast';

type CreateResolver = Resolver<AccountFormValues, unknown, CreateAccountValues>;

/** Route /accounts/new: starts today, in the user's market; opens the account once saved. */
export function NewAccountPage() {
  const canAdd = useHasPermission('addElement');
  const user = useCurrentUser();
  const markets = useMarkets().data ?? [];
  const navigate = useNavigate();
  const toast = useToast();
  const timedToast = useTimedToast();
  const createAccount = useCreateAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);

  const form = useForm<AccountFormValues, unknown, CreateAccountValues>({
    resolver: zodResolver(createAccountSchema) as unknown as CreateResolver,
    defaultValues: newAccountValues(
      pickDefaultMarketId({
        defaultMarketId: user.defaultMarketId,
        savedMarketId: readSelectedMarketId(),
        markets,
      }),
      localToday(),
    ),
    disabled: !canAdd,
  });

  // Leave only once the prompt stops guarding the form, or it would ask about saved changes.
  useEffect(() => {
    if (savedId) navigate(`/accounts/${savedId}`);
  }, [savedId, navigate]);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await createAccount.mutateAsync(body);
      timedToast(ACCOUNT_MESSAGES.created, 'success', ACCOUNT_TOAST_MS.created);
      setSavedId(saved.id);
    } catch (error) {
      const { field, message } = describeSaveFailure(error, ACCOUNT_MESSAGES.conflict(body.name));
      if (field) form.setError(field, { message }, { shouldFocus: true });
      else setFailure(message);
      toast.error(message);
    }
  });

  return (
    <>
      <PageHeader title="New Account" />
      <UnsavedChangesPrompt when={form.formState.isDirty && !savedId} />
      <FormProvider {...form}>
        <Stack component="form" spacing={3} noValidate onSubmit={submit}>
          {!canAdd && <Alert severity="info">You do not have permission to add accounts.</Alert>}
          {failure && <Alert severity="error">{failure}</Alert>}
          <FormSection title="Account">
            <AccountFields showServiceType />
          </FormSection>
          <FormSection title="Address">
            <AddressFields zipRequired={false} />
          </FormSection>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to="/accounts" disabled={form.formState.isSubmitting}>
              Cancel
            </Button>
            {canAdd && (
              <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                Save
              </Button>
            )}
          </Stack>
        </Stack>
      </FormProvider>
    </>
  );
}
