import { HOST_SURVEY_MESSAGES, type HostSurvey, hostSurveyProblems } from '@catering/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt';
import { errorMessages } from '../../lib/api';
import { useHasPermission } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { useDiscardSurveyDraft } from './api';
import type { DeviceDraft, QueuedSubmit } from './device-store';
import { SURVEY_DRAFT_TEXT } from './draft-messages';
import { ElementsSection } from './ElementsSection';
import { FeedbackSection } from './FeedbackSection';
import { QueuedSubmitNotice } from './QueuedSubmitNotice';
import { AttendanceSection, TimesSection } from './ServiceSections';
import { SetupSection } from './SetupSection';
import { DraftStateLine, SurveyDraftNotice } from './SurveyDraftNotice';
import { SurveyProblemsAlert, type SurveyProblemsAlertContent } from './SurveyProblemsAlert';
import { SurveySummary } from './SurveySummary';
import { restoredDraft } from './survey-draft';
import {
  inHostFlowOrder,
  type SurveyFormValues,
  surveyFormValues,
  surveyForRules,
} from './survey-form-values';
import { type DraftState, useSurveyDraft } from './useSurveyDraft';
import { useSurveySubmit } from './useSurveySubmit';

/** A survey that may not be changed is still read on site: its answers keep 4.5:1 contrast. */
const READ_ONLY_TEXT = {
  '& .MuiInputBase-input.Mui-disabled': { WebkitTextFillColor: 'rgba(0, 0, 0, 0.6)' },
  '& .MuiFormLabel-root.Mui-disabled': { color: 'text.secondary' },
} as const;

/** Where the draft the survey opened with is: sent to the server, or on this device only. */
function openingDraftState(restored: ReturnType<typeof restoredDraft>, device?: DeviceDraft) {
  if (!restored) return { initial: 'none' as DraftState };
  const unsent = restored.from === 'device' && device && device.sentEditedAt !== device.editedAt;
  return unsent
    ? { initial: 'device' as DraftState, unsent: device }
    : { initial: 'server' as DraftState };
}

/**
 * The survey as the host fills it in on a phone, one column (spec 2 "Host survey"). Submit
 * runs the shared rules first and lists every problem in one alert, sending nothing; a
 * completed survey stays editable only with editHostSurvey.
 */
export function HostSurveyForm(props: {
  survey: HostSurvey;
  deviceDraft?: DeviceDraft;
  /** A submit this phone made without a connection, waiting or refused. */
  queued?: QueuedSubmit;
}) {
  const { survey, queued } = props;
  const canEditCompleted = useHasPermission('editHostSurvey');
  const locked = (survey.status === 'complete' && !canEditCompleted) || queued?.state === 'waiting';
  const navigate = useNavigate();
  const toast = useToast();
  const discardDraft = useDiscardSurveyDraft(survey.id);
  const elements = useMemo(() => inHostFlowOrder(survey.elements), [survey.elements]);
  // The draft typed last (this device's or the server's) is what the form opens with.
  const [restored, setRestored] = useState(() =>
    locked || queued ? null : restoredDraft(survey, props.deviceDraft),
  );
  const form = useForm<SurveyFormValues>({
    defaultValues: queued?.values ?? restored?.values ?? surveyFormValues(survey),
    disabled: locked,
  });
  const draft = useSurveyDraft(survey, form, {
    enabled: !locked,
    ...openingDraftState(restored, props.deviceDraft),
  });
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    if (submitted) navigate(-1);
  }, [submitted, navigate]);
  const submitter = useSurveySubmit(survey, {
    forgetDraft: draft.forget,
    leave: () => setSubmitted(true),
  });

  const discard = async () => {
    try {
      await discardDraft.mutateAsync();
    } catch (error) {
      toast.error(errorMessages(error).join(' '));
      return;
    }
    await draft.forget();
    form.reset(surveyFormValues(survey));
    setRestored(null);
    toast.success(SURVEY_DRAFT_TEXT.discarded);
  };
  // Each refused attempt counts: the host is taken to the problem again.
  const [refusal, setRefusal] = useState<{
    content: SurveyProblemsAlertContent;
    attempt: number;
  } | null>(null);
  const showProblems = (content: SurveyProblemsAlertContent) =>
    setRefusal((previous) => ({ content, attempt: (previous?.attempt ?? 0) + 1 }));
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) takeHostToProblem(formRef, alertRef, refusal.content.fields ?? []);
  }, [refusal]);

  const submit = form.handleSubmit(async (values) => {
    const { messages, fields } = hostSurveyProblems(surveyForRules(values, survey));
    if (messages.length) {
      showProblems({ messages, fields });
      return;
    }
    setRefusal(null);
    const refusedWith = await submitter.submit(values);
    // The form keeps every answer: the host fixes what the server said and submits again.
    if (refusedWith)
      showProblems({ title: HOST_SURVEY_MESSAGES.saveFailed, messages: refusedWith });
  });

  return (
    <FormProvider {...form}>
      <Stack
        ref={formRef}
        component="form"
        spacing={3}
        noValidate
        sx={locked ? READ_ONLY_TEXT : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (!locked) void submit();
        }}
      >
        {locked && !queued && <Alert severity="info">{HOST_SURVEY_MESSAGES.completedLocked}</Alert>}
        {queued && (
          <QueuedSubmitNotice
            queued={queued}
            survey={survey}
            sending={submitter.sending}
            onSendNow={() => void submitter.sendNow(queued)}
            onKeepTheirs={submitter.keepTheirs}
          />
        )}
        {restored && (
          <SurveyDraftNotice
            restored={restored}
            who={survey.draft?.user?.name ?? null}
            onDiscard={discard}
          />
        )}
        <SurveySummary survey={survey} />
        {/* Above the first question, not the summary: on a phone it and the question fit. */}
        {refusal && <SurveyProblemsAlert ref={alertRef} content={refusal.content} />}
        <AttendanceSection />
        <TimesSection />
        <FeedbackSection />
        <SetupSection elementNames={elements.map((element) => element.scheduledElement.name)} />
        <ElementsSection
          survey={survey}
          elements={elements}
          showHints={form.formState.isSubmitted}
        />
        <Stack direction={{ xs: 'column', sm: 'row-reverse' }} spacing={2}>
          {!locked && (
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={submitter.sending}
              sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
            >
              Submit
            </Button>
          )}
          <Button
            variant="outlined"
            size="large"
            onClick={() => navigate(-1)}
            sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
          >
            Cancel
          </Button>
        </Stack>
        {!locked && <DraftStateLine state={draft.state} />}
      </Stack>
      <UnsavedChangesPrompt
        when={form.formState.isDirty && !submitted}
        title={SURVEY_DRAFT_TEXT.leaveTitle}
        message={SURVEY_DRAFT_TEXT.leaveMessage}
      />
    </FormProvider>
  );
}

/**
 * After a refused submit the alert comes to the top of the screen, and the first answer the
 * rules refused, in the form's order, takes the focus, brought into view only if it is not
 * (just under the alert, usually). A refusal of the server's names no answer. jsdom does
 * not scroll.
 */
function takeHostToProblem(
  formRef: RefObject<HTMLFormElement | null>,
  alertRef: RefObject<HTMLDivElement | null>,
  fields: readonly string[],
) {
  alertRef.current?.scrollIntoView?.({ block: 'start' });
  const refused = new Set(fields);
  const controls = [...(formRef.current?.elements ?? [])] as HTMLInputElement[];
  const first = controls.find((control) => refused.has(control.name) && !control.disabled);
  if (!first) return;
  first.focus({ preventScroll: true });
  const { bottom } = first.getBoundingClientRect();
  if (bottom > window.innerHeight) first.scrollIntoView?.({ block: 'nearest' });
}
