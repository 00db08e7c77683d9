import { signInSchema } from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSession } from '../../lib/session';
import { signInErrorMessage } from './sign-in-error';

export function LoginForm(props: { onForgotPassword: () => void }) {
  const { signIn, signedOutReason } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signIn(values);
    } catch (error) {
      setFailure(signInErrorMessage(error));
    }
  });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit}>
      <Typography variant="h4" component="h1">
        Sign in
      </Typography>
      {signedOutReason === 'expired' && !failure && (
        <Alert severity="info">Your session has ended. Please sign in again.</Alert>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        Login
      </Button>
      <Button type="button" onClick={props.onForgotPassword}>
        Forgot Password
      </Button>
    </Stack>
  );
}
