import {
  MENU_MESSAGES,
  type MenuHostFlow,
  menuHostFlowUpdateSchema,
  STALE_MESSAGE,
} from '@catering/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import type { z } from 'zod';
import { DownloadHostFlowItem } from '../../components/documents/DownloadHostFlowItem';
import { FormSection } from '../../components/FormSection';
import { EditorForm } from '../../components/form/EditorForm';
import { resolverOfSentBody } from '../../components/form/resolver-of-sent-body';
import { HeaderActionsMenu } from '../../components/HeaderActionsMenu';
import { BackToMenuLink } from '../../components/host-flow/BackToMenuLink';
import { HostFlowSummary } from '../../components/host-flow/HostFlowSummary';
import {
  type HostFlowFormValues,
  hostFlowFormValues,
  hostFlowUpdateFromForm,
} from '../../components/host-flow/host-flow-form-values';
import { MenuHostFlowTable } from '../../components/host-flow/MenuHostFlowTable';
import { LoadFailure, LoadingRecord } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt';
import { isApiError } from '../../lib/api';
import { useCuisineTypes, useServiceLines } from '../../lib/reference-data';
import { describeSaveFailure } from '../../lib/save-failure';
import { useHasPermission } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { useMenuHostFlow, useUpdateMenuHostFlow } from './api';
import { MENU_ACTIONS, MENU_TOASTS } from './messages';

/** What the resolver hands on: the schema's output, ids parsed to `string | null`. */
type HostFlowBody = z.output<typeof menuHostFlowUpdateSchema>;

/** The shared schema checks the update as sent: rows in table order, each with its read time. */
const hostFlowResolver = resolverOfSentBody<HostFlowFormValues, HostFlowBody>(
  menuHostFlowUpdateSchema,
  hostFlowUpdateFromForm,
);

/** Route /menus/:menuId/host-flow. */
export function MenuHostFlowPage() {
  const { menuId = '' } = useParams();
  const query = useMenuHostFlow(menuId);
  if (query.data) return <MenuHostFlowForm key={menuId} hostFlow={query.data} />;
  return (
    <>
      <PageHeader title="Host Flow" />
      {query.isError ? (
        <LoadFailure
          error={query.error}
          notFoundText={MENU_TOASTS.notFound}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LoadingRecord label="Loading host flow" />
      )}
    </>
  );
}

/**
 * How hosts set up and serve a master menu (hosts spec 2 "Host flow editor"): utensil,
 * vessel and directionals per element, in the order dragged. Editable with editScheduleMenu.
 */
function MenuHostFlowForm({ hostFlow }: { hostFlow: MenuHostFlow }) {
  const canEdit = useHasPermission('editScheduleMenu');
  const toast = useToast();
  const update = useUpdateMenuHostFlow(hostFlow.id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<HostFlowFormValues, unknown, HostFlowBody>({
    resolver: hostFlowResolver,
    defaultValues: hostFlowFormValues(hostFlow),
    disabled: !canEdit,
  });
  const { handleSubmit, reset, formState } = form;

  const save = handleSubmit(async (body) => {
    setFailure(null);
    try {
      reset(hostFlowFormValues(await update.mutateAsync(body)));
      toast.success(MENU_MESSAGES.hostFlowSaved);
    } catch (error) {
      const message =
        isApiError(error) && error.code === 'stale'
          ? STALE_MESSAGE
          : describeSaveFailure(error, MENU_MESSAGES.hostFlowFailed).message;
      setFailure(message);
      toast.error(message);
    }
  });

  return (
    <>
      <BackToMenuLink to={`/menus/${hostFlow.id}`} />
      <PageHeader
        title={`${hostFlow.name} Host Flow`}
        subtitle={<HostFlowSubtitle hostFlow={hostFlow} />}
        actions={
          <>
            <HeaderActionsMenu label="Menu actions">
              <DownloadHostFlowItem source={{ menuId: hostFlow.id }} menuName={hostFlow.name} />
            </HeaderActionsMenu>
            {canEdit && (
              <Button
                variant="contained"
                onClick={() => void save()}
                disabled={formState.isSubmitting}
              >
                {MENU_ACTIONS.update}
              </Button>
            )}
          </>
        }
      />
      <UnsavedChangesPrompt when={formState.isDirty} />
      <FormProvider {...form}>
        <EditorForm canSave={canEdit} onSave={() => void save()}>
          {!canEdit && (
            <Alert severity="info">You can view this host flow but not change it.</Alert>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
          <HostFlowSummary
            description={hostFlow.description}
            allergenNames={hostFlow.allergenNames}
          />
          <FormSection title="Elements">
            <MenuHostFlowTable />
          </FormSection>
        </EditorForm>
      </FormProvider>
    </>
  );
}

/** "Lunch, Dinner · Indian": the service lines in their order, then the cuisine. */
function HostFlowSubtitle({ hostFlow }: { hostFlow: MenuHostFlow }) {
  const chosen = new Set(hostFlow.serviceLines);
  const serviceLines = (useServiceLines().data ?? [])
    .filter((line) => chosen.has(line.id))
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((line) => line.name);
  const cuisine = useCuisineTypes().data?.find((type) => type.id === hostFlow.cuisineTypeId);
  return (
    <>{[serviceLines.join(', ') || 'No service line', cuisine?.name ?? 'No cuisine'].join(' · ')}</>
  );
}
