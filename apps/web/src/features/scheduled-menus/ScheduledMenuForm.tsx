import {
  SCHEDULED_MENU_MESSAGES,
  type ScheduledMenu,
  type UpdateScheduledMenuValues,
  updateScheduledMenuSchema,
} from '@catering/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import Link from '@mui/material/Link';
import { useEffect } from 'react';
import { type FieldErrors, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormSection } from '../../components/FormSection';
import { EditorForm } from '../../components/form/EditorForm';
import { resolverOfSentBody } from '../../components/form/resolver-of-sent-body';
import { LockBanner } from '../../components/LockBanner';
import { PageHeader } from '../../components/PageHeader';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt';
import { formatCalendarDate } from '../../lib/local-date';
import { useHasPermission } from '../../lib/session';
import { SCHEDULED_MENU_TEXTS } from './messages';
import { ScheduledElementsTable } from './ScheduledElementsTable';
import { ScheduledMenuFields } from './ScheduledMenuFields';
import { ScheduledMenuFoodCost } from './ScheduledMenuFoodCost';
import { ScheduledMenuHeaderActions } from './ScheduledMenuHeaderActions';
import {
  type ScheduledMenuFormValues,
  scheduledMenuFormValues,
  scheduledMenuUpdateFromForm,
} from './scheduled-menu-form-values';
import { useScheduledMenuSave } from './useScheduledMenuSave';

type ScheduledMenuResolver = Resolver<ScheduledMenuFormValues, unknown, UpdateScheduledMenuValues>;

const checkUpdate = resolverOfSentBody<ScheduledMenuFormValues, UpdateScheduledMenuValues>(
  updateScheduledMenuSchema,
  scheduledMenuUpdateFromForm,
);

/**
 * The shared schema checks the update as sent; its row messages (under `scheduledElements`)
 * move to the form's `elements`, where the table shows them.
 */
const scheduledMenuResolver: ScheduledMenuResolver = async (values, context, options) => {
  const result = await checkUpdate(values, context, options);
  const { scheduledElements, ...errors } = result.errors as FieldErrors & {
    scheduledElements?: FieldErrors<ScheduledMenuFormValues>['elements'];
  };
  if (!scheduledElements) return result;
  return { values: {}, errors: { ...errors, elements: scheduledElements } };
};

/**
 * A menu as scheduled for one market, line and day (spec 2.9). Editable with
 * editScheduleMenu until it locks, 2 days after its date (a role holding
 * editLockedScheduleMenu is exempt, as on the server).
 */
export function ScheduledMenuForm({ menu }: { menu: ScheduledMenu }) {
  const mayEdit = useHasPermission('editScheduleMenu');
  const exempt = useHasPermission('editLockedScheduleMenu');
  const canEdit = mayEdit && (!menu.isLocked || exempt);
  const form = useForm<ScheduledMenuFormValues, unknown, UpdateScheduledMenuValues>({
    resolver: scheduledMenuResolver,
    defaultValues: scheduledMenuFormValues(menu),
    disabled: !canEdit,
  });
  const { save, problem, busy, refresh, replaced } = useScheduledMenuSave(menu, form);

  // A newer version read in the background (a host-flow save, the calendar) replaces an
  // untouched form; edits in progress stay, and their save meets `stale`.
  const { getValues, reset } = form;
  useEffect(() => {
    if (!form.formState.isDirty && getValues('updatedAt') !== menu.updatedAt) {
      reset(scheduledMenuFormValues(menu));
    }
  }, [menu, form.formState.isDirty, getValues, reset]);

  return (
    <>
      <PageHeader
        title={menu.name}
        subtitle={<ScheduledMenuSubtitle menu={menu} />}
        actions={<ScheduledMenuHeaderActions menu={menu} canEdit={canEdit} onReverted={replaced} />}
      />
      <UnsavedChangesPrompt when={form.formState.isDirty && !busy} />
      <FormProvider {...form}>
        <EditorForm
          canSave={canEdit}
          onSave={() => void save()}
          // Room under the last row for the floating Update button.
          sx={{ pb: canEdit ? 10 : 0 }}
        >
          <LockBanner
            isLocked={menu.isLocked}
            canEdit={canEdit}
            lockedText={SCHEDULED_MENU_MESSAGES.locked}
            exemptText={SCHEDULED_MENU_MESSAGES.lockedExempt}
          />
          {!mayEdit && <Alert severity="info">{SCHEDULED_MENU_TEXTS.viewOnly}</Alert>}
          {problem && (
            <Alert
              severity="error"
              action={
                problem.stale && (
                  <Button color="inherit" size="small" onClick={refresh}>
                    {SCHEDULED_MENU_TEXTS.refresh}
                  </Button>
                )
              }
            >
              {problem.message}
            </Alert>
          )}
          <FormSection title="Menu">
            <ScheduledMenuFields tagName={menu.menuElementClassName} />
          </FormSection>
          <FormSection title="Elements">
            <ScheduledElementsTable tagId={menu.menuElementClassId} scheduledMenuId={menu.id} />
          </FormSection>
          <ScheduledMenuFoodCost scheduledMenuId={menu.id} />
        </EditorForm>
      </FormProvider>
      {canEdit && (
        <Fab
          color="primary"
          variant="extended"
          disabled={busy}
          onClick={() => void save()}
          sx={{ position: 'fixed', right: 24, bottom: 24 }}
        >
          Update
        </Fab>
      )}
    </>
  );
}

/** "Lunch · 03/03/2025 · Phoenix", the date leading to that day's scheduling detail. */
function ScheduledMenuSubtitle({ menu }: { menu: ScheduledMenu }) {
  return (
    <>
      {menu.serviceLine.name} ·{' '}
      <Link component={RouterLink} to={`/markets/${menu.marketId}/scheduling-detail/${menu.date}`}>
        {formatCalendarDate(menu.date)}
      </Link>{' '}
      · {menu.market.name}
    </>
  );
}
