import { HOST_SURVEY_MESSAGES } from '@catering/domain';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadingRecord } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { useToast } from '../../lib/toast';
import { useHostSurvey } from './api';
import { readDeviceDraft, readQueuedSubmit } from './device-store';
import { HostSurveyForm } from './HostSurveyForm';
import { surveyDeviceKey } from './SurveyQueueRunner';

/** Route /hosts/survey/:surveyId (hosts spec 2 "Host survey"): one service's survey. */
export function HostSurveyPage() {
  const { surveyId = '' } = useParams();
  const survey = useHostSurvey(surveyId);
  // What this phone keeps of the survey: a draft maybe newer than the server's, a submit
  // made without a connection.
  const device = useQuery({
    queryKey: surveyDeviceKey(surveyId),
    queryFn: async () => ({
      draft: (await readDeviceDraft(surveyId)) ?? undefined,
      queued: (await readQueuedSubmit(surveyId)) ?? undefined,
    }),
    staleTime: 0,
    gcTime: 0,
    networkMode: 'always',
  });
  useLeaveWhenUnreadable(survey.isError);

  return (
    <>
      <PageHeader title="Host Survey" />
      {survey.isPending || device.isPending ? (
        <LoadingRecord label="Loading the host survey" />
      ) : survey.isError ? (
        // Kept on the page for a host who came by link: there is nowhere to go back to.
        <Alert severity="error">{HOST_SURVEY_MESSAGES.loadFailed}</Alert>
      ) : (
        <HostSurveyForm
          // A queued submit sent or settled meanwhile starts the form afresh from what it left.
          key={`${survey.data.id}:${device.data?.queued?.state ?? ''}`}
          survey={survey.data}
          deviceDraft={device.data?.draft}
          queued={device.data?.queued}
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
