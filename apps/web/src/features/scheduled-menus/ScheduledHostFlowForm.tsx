import {
  MENU_MESSAGES,
  SCHEDULED_MENU_MESSAGES,
  type ScheduledHostFlow,
  scheduledHostFlowUpdateSchema,
} from '@catering/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DownloadHostFlowItem } from '../../components/documents/DownloadHostFlowItem';
import { FormSection } from '../../components/FormSection';
import { EditorForm } from '../../components/form/EditorForm';
import { resolverOfSentBody } from '../../components/form/resolver-of-sent-body';
import { HeaderActionsMenu } from '../../components/HeaderActionsMenu';
import { BackToMenuLink } from '../../components/host-flow/BackToMenuLink';
import { HostFlowSummary } from '../../components/host-flow/HostFlowSummary';
import { MenuHostFlowTable } from '../../components/host-flow/MenuHostFlowTable';
import { LockBanner } from '../../components/LockBanner';
import { PageHeader } from '../../components/PageHeader';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt';
import { isApiError } from '../../lib/api';
import { formatCalendarDate } from '../../lib/local-date';
import { useCuisineTypes, useServiceLines } from '../../lib/reference-data';
import { useHasPermission } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { useUpdateScheduledHostFlow } from './api';
import {
  type ScheduledHostFlowFormValues,
  scheduledHostFlowFormValues,
  scheduledHostFlowUpdateFromForm,
} from './scheduled-host-flow-form-values';

/** What the resolver hands on: the schema's output, ids parsed to `string | null`. */
type ScheduledHostFlowBody = z.output<typeof scheduledHostFlowUpdateSchema>;

/** The shared schema checks the update as sent: rows in table order, each with its read time. */
const hostFlowResolver = resolverOfSentBody<ScheduledHostFlowFormValues, ScheduledHostFlowBody>(
  scheduledHostFlowUpdateSchema,
  scheduledHostFlowUpdateFromForm,
);

const NOTES = [
  { name: 'butcherPaperNotes', label: 'Butcher Paper Notes' },
  { name: 'clientNotes', label: 'Client Notes' },
  { name: 'talkingPoints', label: 'Talking Points' },
] as const;

/** The lock and stale answers have their own texts; anything else the spec's one. */
function hostFlowFailure(error: unknown): string {
  if (isApiError(error) && error.code === 'locked') return SCHEDULED_MENU_MESSAGES.locked;
  if (isApiError(error) && error.code === 'stale') return SCHEDULED_MENU_MESSAGES.stale;
  return MENU_MESSAGES.hostFlowFailed;
}

/**
 * How hosts set up and serve this day's menu (hosts spec "Host flow editor"): the day's
 * notes, and utensil, vessel and directionals per element in the order dragged. Editable
 * with editScheduleMenu until the menu locks.
 */
export function ScheduledHostFlowForm({ hostFlow }: { hostFlow: ScheduledHostFlow }) {
  const mayEdit = useHasPermission('editScheduleMenu');
  const exempt = useHasPermission('editLockedScheduleMenu');
  const canEdit = mayEdit && (!hostFlow.isLocked || exempt);
  const toast = useToast();
  const update = useUpdateScheduledHostFlow(hostFlow.id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ScheduledHostFlowFormValues, unknown, ScheduledHostFlowBody>({
    resolver: hostFlowResolver,
    defaultValues: scheduledHostFlowFormValues(hostFlow),
    disabled: !canEdit,
  });
  const { handleSubmit, reset, register, formState } = form;

  const save = handleSubmit(async (body) => {
    setFailure(null);
    try {
      reset(scheduledHostFlowFormValues(await update.mutateAsync(body)));
      toast.success(SCHEDULED_MENU_MESSAGES.hostFlowSaved);
    } catch (error) {
      const message = hostFlowFailure(error);
      setFailure(message);
      toast.error(message);
    }
  });

  return (
    <>
      <BackToMenuLink to={`/scheduled-menus/${hostFlow.id}`} />
      <PageHeader
        title={`${hostFlow.name} Host Flow`}
        subtitle={<HostFlowSubtitle hostFlow={hostFlow} />}
        actions={
          <>
            {canEdit && (
              <Button
                variant="contained"
                onClick={() => void save()}
                disabled={formState.isSubmitting}
              >
                Update
              </Button>
            )}
            <HeaderActionsMenu label="Menu actions">
              <DownloadHostFlowItem
                source={{ scheduledMenuId: hostFlow.id }}
                menuName={hostFlow.name}
              />
            </HeaderActionsMenu>
          </>
        }
      />
      <UnsavedChangesPrompt when={formState.isDirty && !formState.isSubmitting} />
      <FormProvider {...form}>
        <EditorForm canSave={canEdit} onSave={() => void save()}>
          <LockBanner
            isLocked={hostFlow.isLocked}
            canEdit={canEdit}
            lockedText={SCHEDULED_MENU_MESSAGES.locked}
            exemptText={SCHEDULED_MENU_MESSAGES.lockedExempt}
          />
          {!mayEdit && (
            <Alert severity="info">You can view this host flow but not change it.</Alert>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
          <HostFlowSummary
            description={hostFlow.description}
            allergenNames={hostFlow.allergenNames}
          >
            {NOTES.map((note) => (
              <TextField
                key={note.name}
                fullWidth
                multiline
                minRows={2}
                label={note.label}
                error={Boolean(formState.errors[note.name])}
                helperText={formState.errors[note.name]?.message}
                {...register(note.name)}
              />
            ))}
          </HostFlowSummary>
          <FormSection title="Elements">
            <MenuHostFlowTable />
          </FormSection>
        </EditorForm>
      </FormProvider>
    </>
  );
}

/** "Lunch · 03/03/2025 · Indian": the service line, the day and the cuisine. */
function HostFlowSubtitle({ hostFlow }: { hostFlow: ScheduledHostFlow }) {
  const line = useServiceLines().data?.find((row) => row.id === hostFlow.serviceLineId);
  const cuisine = useCuisineTypes().data?.find((type) => type.id === hostFlow.cuisineTypeId);
  return (
    <>
      {[
        line?.name ?? 'No service line',
        formatCalendarDate(hostFlow.date),
        cuisine?.name ?? 'No cuisine',
      ].join(' · ')}
    </>
  );
}
