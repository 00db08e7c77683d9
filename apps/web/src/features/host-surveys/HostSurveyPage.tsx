import { HOST_SURVEY_MESSAGES } from '@catering/domain';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadingRecord } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { useToast } from '../../lib/toast';
import { useHostSurvey } from './api';
import { readDeviceDraft } from './device-store';
import { HostSurveyForm } from './HostSurveyForm';

/** Route /hosts/survey/:surveyId (hosts spec 2 "Host survey"): one service's survey. */
export function HostSurveyPage() {
  const { surveyId = '' } = useParams();
  const survey = useHostSurvey(surveyId);
  // The device's draft, read once per visit: it may be newer than the server's.
  const deviceDraft = useQuery({
    queryKey: ['host-survey-device-draft', surveyId],
    queryFn: async () => (await readDeviceDraft(surveyId)) ?? null,
    staleTime: 0,
    gcTime: 0,
    networkMode: 'always',
  });
  useLeaveWhenUnreadable(survey.isError);

  return (
    <>
      <PageHeader title="Host Survey" />
      {survey.isPending || deviceDraft.isPending ? (
        <LoadingRecord label="Loading the host survey" />
      ) : survey.isError ? (
        // Kept on the page for a host who came by link: there is nowhere to go back to.
        <Alert severity="error">{HOST_SURVEY_MESSAGES.loadFailed}</Alert>
      ) : (
        <HostSurveyForm
          key={survey.data.id}
          survey={survey.data}
          deviceDraft={deviceDraft.data ?? undefined}
        />
      )}
    </>
  );
}

/** Spec 8: a survey that cannot be read is announced once, and the host taken back. */
function useLeaveWhenUnreadable(failed: boolean) {
  const navigate = useNavigate();
  const toast = useToast();
  const announced = useRef(false);
  useEffect(() => {
    if (!failed || announced.current) return;
    announced.current = true;
    toast.error(HOST_SURVEY_MESSAGES.loadFailed);
    navigate(-1);
  }, [failed, navigate, toast]);
}
