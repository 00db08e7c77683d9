import { AUTH_MESSAGES, passwordResetRequestSchema } from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { errorMessages } from '../../lib/api';
import { useRequestPasswordReset } from './api';

/** Asks for a reset link; the server answers the same for known and unknown addresses. */
export function ForgotPasswordForm(props: { onDone: () => void }) {
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit((values) => requestReset.mutate(values));

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit}>
      <Typography variant="h4" component="h1">
        Forgot password
      </Typography>
      <Typography color="text.secondary">
        Enter your e-mail address and we will send you a link to choose a new password.
      </Typography>
      {requestReset.isSuccess && <Alert severity="success">{AUTH_MESSAGES.resetSent}</Alert>}
      {requestReset.isError && (
        <Alert severity="error">{errorMessages(requestReset.error).join(' ')}</Alert>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" variant="contained" disabled={requestReset.isPending}>
        Submit
      </Button>
      <Button type="button" onClick={props.onDone}>
        Cancel
      </Button>
    </Stack>
  );
}
