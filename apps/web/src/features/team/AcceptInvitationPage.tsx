import { GENERIC_FAILURE, type InvitationInfo, TEAM_MESSAGES } from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api';
import { withServerMessages } from '../../lib/failure-text';
import { useSession } from '../../lib/session';
import { CenteredMessage } from '../../shell/CenteredMessage';
import {
  NewPasswordFields,
  newPasswordFormSchema,
  SingleSignOnButton,
  useSignInMethods,
} from '../auth';
import { useAcceptInvitation, useInvitation } from './api';
import { TEAM_TEXT } from './messages';

/** The server refuses an unknown, expired or used token with a 4xx. */
const isInvalidLink = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500;

/** Accepting refuses the same link the same way (used meanwhile, or expired while typing). */
const isRefusedLink = (error: unknown) =>
  isApiError(error) &&
  (error.messages.includes(TEAM_MESSAGES.invitationInvalid) ||
    error.status === 404 ||
    error.status === 410);

function SignInLink() {
  return (
    <Link component={RouterLink} to="/">
      {TEAM_TEXT.goToSignIn}
    </Link>
  );
}

function InvalidInvitation() {
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Invitation
      </Typography>
      <Alert severity="warning">{TEAM_MESSAGES.invitationInvalid}</Alert>
      <SignInLink />
    </Stack>
  );
}

function AcceptInvitationForm({
  token,
  invitation,
}: {
  token: string;
  invitation: InvitationInfo;
}) {
  const { enterSession } = useSession();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const methods = useSignInMethods().data;
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(({ password }) =>
    accept.mutate(
      { token, password },
      {
        // Signed in like the login form does it, then into the console.
        onSuccess: (result) => {
          enterSession(result);
          navigate('/', { replace: true });
        },
      },
    ),
  );

  if (isRefusedLink(accept.error)) return <InvalidInvitation />;

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit}>
      <Typography variant="h4" component="h1">
        {TEAM_TEXT.invitationTitle(invitation.firstName)}
      </Typography>
      <Typography>{TEAM_TEXT.invitationIntro}</Typography>
      <div>
        <Typography variant="caption" color="text.secondary" component="p">
          Email
        </Typography>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {invitation.email}
        </Typography>
      </div>
      {methods?.singleSignOn && !methods.password ? (
        // Passwords are off (docs/single-sign-on.md 5): the person joins by single sign-on.
        <>
          <Typography>{TEAM_TEXT.joinBySingleSignOn(methods.singleSignOn.name)}</Typography>
          <SingleSignOnButton methods={methods} />
        </>
      ) : (
        <>
          {accept.isError && (
            <Alert severity="error">{withServerMessages(GENERIC_FAILURE, accept.error)}</Alert>
          )}
          <NewPasswordFields
            register={register}
            errors={errors}
            password={watch('password')}
            autoFocus
          />
          <Button type="submit" variant="contained" size="large" disabled={accept.isPending}>
            {TEAM_TEXT.acceptInvitation}
          </Button>
        </>
      )}
      <SignInLink />
    </Stack>
  );
}

/** Route /accept-invitation?token=..., reached from the invitation e-mail while signed out. */
export function AcceptInvitationPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const invitation = useInvitation(token);

  let content = (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label="Loading invitation" />
    </Box>
  );
  if (!token || isInvalidLink(invitation.error)) content = <InvalidInvitation />;
  else if (invitation.data) {
    content = <AcceptInvitationForm token={token} invitation={invitation.data} />;
  } else if (invitation.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void invitation.refetch()}>
            Retry
          </Button>
        }
      >
        {TEAM_TEXT.invitationLoadFailed}
      </Alert>
    );
  }
  return <CenteredMessage maxWidth={420}>{content}</CenteredMessage>;
}
