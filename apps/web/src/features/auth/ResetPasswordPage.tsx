import { AUTH_MESSAGES } from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessages } from '../../lib/api';
import { CenteredMessage } from '../../shell/CenteredMessage';
import { useConfirmPasswordReset } from './api';
import { NewPasswordFields } from './NewPasswordFields';
import { newPasswordFormSchema } from './new-password-form';

function BackToSignIn() {
  return (
    <Link component={RouterLink} to="/">
      Back to sign in
    </Link>
  );
}

/** Route /reset-password?token=..., reached from the e-mailed link while signed out. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirmReset = useConfirmPasswordReset();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(({ password }) => confirmReset.mutate({ token, password }));

  return (
    <CenteredMessage maxWidth={420}>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <Typography variant="h4" component="h1">
          Choose a new password
        </Typography>
        {!token ? (
          <>
            <Alert severity="error">{AUTH_MESSAGES.resetLinkInvalid}</Alert>
            <BackToSignIn />
          </>
        ) : confirmReset.isSuccess ? (
          <>
            <Alert severity="success">{AUTH_MESSAGES.resetDone}</Alert>
            <BackToSignIn />
          </>
        ) : (
          <>
            {confirmReset.isError && (
              <Alert severity="error">
                {errorMessages(confirmReset.error, AUTH_MESSAGES.resetLinkInvalid).join(' ')}
              </Alert>
            )}
            <NewPasswordFields
              register={register}
              errors={errors}
              password={watch('password')}
              autoFocus
            />
            <Button type="submit" variant="contained" disabled={confirmReset.isPending}>
              Save
            </Button>
            <BackToSignIn />
          </>
        )}
      </Stack>
    </CenteredMessage>
  );
}
