import { AUTH_MESSAGES, GENERIC_FAILURE } from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { errorMessages } from '../../lib/api';
import { useChangePassword } from './api';
import { NewPasswordFields } from './NewPasswordFields';
import { changePasswordFormSchema } from './new-password-form';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** The current password, then a new one twice: the profile page and the stronger-password page. */
export function ChangePasswordForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });

  const submit = handleSubmit(({ currentPassword, password }) =>
    change.mutate({ currentPassword, password }, { onSuccess: () => reset(EMPTY) }),
  );

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Change password">
      {change.isError && (
        <Alert severity="error">{errorMessages(change.error, GENERIC_FAILURE).join(' ')}</Alert>
      )}
      {change.isSuccess && <Alert severity="success">{AUTH_MESSAGES.passwordChanged}</Alert>}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        autoFocus={autoFocus}
        error={Boolean(errors.currentPassword)}
        helperText={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <NewPasswordFields register={register} errors={errors} password={watch('password')} />
      <div>
        <Button type="submit" variant="contained" disabled={change.isPending}>
          Change password
        </Button>
      </div>
    </Stack>
  );
}
