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
import { useSignInMethods } from './api';
import { SingleSignOnButton, singleSignOnFailure } from './SingleSignOn';
import { signInErrorMessage } from './sign-in-error';

/** A refused single sign-on, read once from the address and then taken off it. */
function useSingleSignOnFailure(): string | null {
  const [failure] = useState(() => {
    const text = singleSignOnFailure(window.location.search);
    if (text) window.history.replaceState(null, '', window.location.pathname);
    return text;
  });
  return failure;
}

export function LoginForm(props: { onForgotPassword: () => void }) {
  const { signIn, signedOutReason } = useSession();
  const ssoFailure = useSingleSignOnFailure();
  const [failure, setFailure] = useState<string | null>(ssoFailure);
  const methods = useSignInMethods().data;
  // With passwords off the form is for Super Admins only (their way back in), on request.
  const [passwordWanted, setPasswordWanted] = useState(false);
  const showPasswordForm = !methods || methods.password || passwordWanted;
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
      {methods && <SingleSignOnButton methods={methods} />}
      {!showPasswordForm && (
        <Button type="button" onClick={() => setPasswordWanted(true)}>
          Super Admin: sign in with a password
        </Button>
      )}
      {showPasswordForm && (
        <>
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            autoFocus={!methods?.singleSignOn}
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
        </>
      )}
    </Stack>
  );
}
