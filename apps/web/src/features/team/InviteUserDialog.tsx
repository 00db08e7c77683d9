import {
  GENERIC_FAILURE,
  inviteUserSchema,
  MARKET_SCOPE_MESSAGES,
  TEAM_MESSAGES,
} from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { readDraft, useFormDraft } from '../../components/dialog-draft';
import { namedOptions, SelectField } from '../../components/form/SelectField';
import { isApiError } from '../../lib/api';
import { withServerMessages } from '../../lib/failure-text';
import { useMarkets, useRoles } from '../../lib/reference-data';
import { useCurrentUser } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { type InviteUserBody, useInviteUser } from './api';
import { MarketLimitField } from './MarketLimitField';
import { TEAM_TEXT } from './messages';
import { grantableRoles } from './team-access';

type InviteFormValues = z.input<typeof inviteUserSchema>;
const INVITE_DRAFT = 'invite-user';
type InviteFormOutput = z.output<typeof inviteUserSchema>;

/** Spec 8: a taken e-mail, missing fields, else the generic text (with the server's reason). */
function inviteFailure(error: unknown, email: string) {
  if (isApiError(error)) {
    if (error.code === 'conflict' || error.code === 'auth/email-already-exists') {
      return { field: 'email' as const, message: TEAM_MESSAGES.emailUsed(email) };
    }
    if (error.messages.includes(MARKET_SCOPE_MESSAGES.defaultOutside)) {
      return { field: 'defaultMarketId' as const, message: MARKET_SCOPE_MESSAGES.defaultOutside };
    }
    if (error.code === 'validation_failed') {
      return { field: null, message: TEAM_MESSAGES.inviteRequired };
    }
  }
  return { field: null, message: withServerMessages(GENERIC_FAILURE, error) };
}

function InviteUserForm(props: { onDone: () => void; onCancel: () => void }) {
  const caller = useCurrentUser();
  const roles = useRoles().data ?? [];
  const markets = useMarkets().data ?? [];
  const toast = useToast();
  const inviteUser = useInviteUser();
  const [failure, setFailure] = useState<string | null>(null);
  const callerMarket = markets.some((market) => market.id === caller.defaultMarketId)
    ? (caller.defaultMarketId ?? '')
    : '';
  const initial: InviteFormValues = {
    email: '',
    firstName: '',
    lastName: '',
    roleId: '',
    defaultMarketId: callerMarket,
    limitedToMarketIds: [],
  };
  const form = useForm<InviteFormValues, unknown, InviteFormOutput>({
    resolver: zodResolver(inviteUserSchema),
    defaultValues: readDraft<InviteFormValues>(INVITE_DRAFT) ?? initial,
  });
  const { discard } = useFormDraft(INVITE_DRAFT, () => form.getValues(), initial);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const body: InviteUserBody = {
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
      roleId: values.roleId,
      ...(values.defaultMarketId ? { defaultMarketId: values.defaultMarketId } : {}),
      ...(values.limitedToMarketIds?.length
        ? { limitedToMarketIds: values.limitedToMarketIds }
        : {}),
    };
    try {
      const invited = await inviteUser.mutateAsync(body);
      toast.success(TEAM_TEXT.invited(invited?.email ?? body.email));
      discard();
      props.onDone();
    } catch (error) {
      const { field, message } = inviteFailure(error, body.email);
      if (field) setError(field, { message }, { shouldFocus: true });
      else setFailure(message);
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField
              label="Email"
              type="email"
              autoComplete="off"
              autoFocus
              required
              error={Boolean(errors.email)}
              helperText={errors.email?.message}
              {...register('email')}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="First Name"
                required
                fullWidth
                error={Boolean(errors.firstName)}
                helperText={errors.firstName?.message}
                {...register('firstName')}
              />
              <TextField
                label="Last Name"
                required
                fullWidth
                error={Boolean(errors.lastName)}
                helperText={errors.lastName?.message}
                {...register('lastName')}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <SelectField<InviteFormValues>
                name="roleId"
                label="Role"
                required
                options={namedOptions(grantableRoles(roles, caller))}
              />
              <SelectField<InviteFormValues>
                name="defaultMarketId"
                label="Default Market"
                emptyLabel={TEAM_TEXT.noDefaultMarket}
                options={namedOptions(markets)}
                helperText="Where their scheduling pages open."
              />
            </Stack>
            <MarketLimitField />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              discard();
              props.onCancel();
            }}
            disabled={isSubmitting}
          >
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Send invitation
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}

/** Invites a staff member by e-mail; the list refreshes once the invitation is sent. */
export function InviteUserDialog(props: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{TEAM_TEXT.inviteUser}</DialogTitle>
      {/* A closed dialog unmounts its content: each opening starts from an empty form, or
          from what was typed before Escape closed it. */}
      <InviteUserForm onDone={props.onClose} onCancel={props.onClose} />
    </Dialog>
  );
}
