import type { HostService } from '@catering/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api';
import { useToast } from '../../../lib/toast';
import { useOpenHostSurvey } from '../api';
import { HOSTS_TEXTS } from '../messages';
import { hostSurveyPath } from '../paths';

/** Phone-sized: full width on a phone, a 48 px touch target everywhere. */
const bigButton = { minHeight: 48, width: { xs: '100%', sm: 'auto' } } as const;

/**
 * A service's survey: start it (or continue it) until it is submitted, then say it is done
 * and let the host read it again (hosts spec 4: a complete survey reads Survey Completed).
 */
export function SurveyAction({ service }: { service: HostService }) {
  const navigate = useNavigate();
  const toast = useToast();
  const openSurvey = useOpenHostSurvey();
  const { survey } = service;

  if (survey?.status === 'complete') {
    return (
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ width: '100%', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CheckCircleIcon color="success" />
          <Typography color="success.main" sx={{ fontWeight: 600 }}>
            {HOSTS_TEXTS.surveyCompleted}
          </Typography>
        </Stack>
        <Button
          variant="outlined"
          size="large"
          component={RouterLink}
          to={hostSurveyPath(survey.id)}
          sx={bigButton}
        >
          {HOSTS_TEXTS.viewSurvey}
        </Button>
      </Stack>
    );
  }

  // Opening asks the server even for a survey already begun: it answers the stored one.
  // Without signal a survey already begun opens from what the phone kept (issue #26, 2);
  // a new one needs the server, which copies the service and the numbers into it.
  const open = () =>
    openSurvey.mutate(service.serviceEventId, {
      onSuccess: (opened) => navigate(hostSurveyPath(opened.id)),
      onError: (error) => {
        const unreachable = isApiError(error) && error.status === 0;
        if (unreachable && survey) navigate(hostSurveyPath(survey.id));
        else toast.error(unreachable ? HOSTS_TEXTS.surveyNeedsSignal : HOSTS_TEXTS.surveyFailed);
      },
    });
  return (
    <Button
      variant="contained"
      size="large"
      loading={openSurvey.isPending}
      onClick={open}
      sx={bigButton}
    >
      {survey ? HOSTS_TEXTS.continueSurvey : HOSTS_TEXTS.startSurvey}
    </Button>
  );
}
