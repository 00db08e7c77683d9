import {
  MENU_MESSAGES,
  type Menu,
  menuInputSchema,
  STALE_MESSAGE,
  updateMenuSchema,
} from '@catering/domain';
import Alert from '@mui/material/Alert';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DeleteIconButton } from '../../components/DeleteIconButton';
import { FormSection } from '../../components/FormSection';
import { EditorForm } from '../../components/form/EditorForm';
import { resolverOfSentBody } from '../../components/form/resolver-of-sent-body';
import { PageHeader } from '../../components/PageHeader';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt';
import { formatDateTime } from '../../lib/format';
import { useMenuElementClassOptions } from '../../lib/reference-data';
import { useHasPermission } from '../../lib/session';
import { type MenuSaveBody, useDeleteMenu, useTagsUsedByMenuName } from './api';
import { MenuElementsTable } from './MenuElementsTable';
import { MenuFields } from './MenuFields';
import { MenuHeaderActions } from './MenuHeaderActions';
import { MenuSaveButton } from './MenuSaveButton';
import { usesEveryTag } from './MenuTagField';
import {
  type MenuFormValues,
  menuFormValues,
  menuInputFromForm,
  newMenuValues,
} from './menu-form-values';
import { MENU_TOASTS } from './messages';
import { useMenuSave } from './useMenuSave';

/** The shared schema checks what would be sent: the rows with their order and saved ids. */
function menuResolver(isNew: boolean) {
  return resolverOfSentBody<MenuFormValues, MenuSaveBody>(
    isNew ? menuInputSchema : updateMenuSchema,
    menuInputFromForm,
  );
}

/**
 * Create (no `menu`) or edit a master menu (spec 2.4). Editable with addMenu when new and
 * editMenu when saved; the shared schema checks the values before they are sent.
 */
export function MenuForm({ menu }: { menu?: Menu }) {
  const isNew = !menu;
  const canSave = useHasPermission(isNew ? 'addMenu' : 'editMenu');
  const canRemove = useHasPermission('removeMenu');
  const navigate = useNavigate();
  const tags = useMenuElementClassOptions().data ?? [];
  const deleteMenu = useDeleteMenu(menu?.id ?? '');
  // Where to go once the unsaved-changes prompt no longer guards the form.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);

  const form = useForm<MenuFormValues, unknown, MenuSaveBody>({
    resolver: useMemo(() => menuResolver(isNew), [isNew]),
    defaultValues: menu ? menuFormValues(menu) : newMenuValues(),
    disabled: !canSave,
  });
  const { save, failure, busy, stale } = useMenuSave(menu, form, setLeaveTo);

  // Copying into another tag needs a tag the saved name does not use yet.
  const usedTags = useTagsUsedByMenuName(menu?.name ?? '');
  const noFreeTag = usesEveryTag(new Set(usedTags.data?.map((tag) => tag.id)), tags);

  useEffect(() => {
    if (leaveTo) navigate(leaveTo);
  }, [leaveTo, navigate]);

  // A newer version read in the background (a host-flow save, another person's update)
  // replaces an untouched form; edits in progress stay, and their save meets `stale`.
  const { getValues, reset } = form;
  useEffect(() => {
    if (menu && !form.formState.isDirty && getValues('updatedAt') !== menu.updatedAt) {
      reset(menuFormValues(menu));
    }
  }, [menu, form.formState.isDirty, getValues, reset]);

  return (
    <>
      <PageHeader
        title={menu?.name ?? 'New Menu'}
        subtitle={menu && `Last updated ${formatDateTime(menu.updatedAt)}`}
        actions={
          <>
            {menu && <MenuHeaderActions menu={menu} />}
            {menu && canRemove && (
              <DeleteIconButton
                label="Delete menu"
                confirmTitle={MENU_TOASTS.confirmDelete}
                confirmMessage={`Are you sure you want to delete the menu "${menu.name}"?`}
                deleteRecord={() => deleteMenu.mutateAsync()}
                deletedMessage={MENU_TOASTS.deleted}
                failureMessage={MENU_MESSAGES.deleteFailed}
                onDeleted={() => setLeaveTo('/menus')}
              />
            )}
            {canSave && (
              <MenuSaveButton menu={menu} busy={busy} noFreeTag={noFreeTag} onSave={save} />
            )}
          </>
        }
      />
      <UnsavedChangesPrompt when={form.formState.isDirty && !leaveTo} />
      <ConfirmDialog
        open={stale.open}
        title={MENU_TOASTS.staleTitle}
        message={STALE_MESSAGE}
        confirmLabel="Overwrite"
        cancelLabel="Cancel"
        busy={stale.busy}
        onConfirm={stale.onConfirm}
        onCancel={stale.onCancel}
      />
      <FormProvider {...form}>
        <EditorForm canSave={canSave} onSave={() => void save('open')}>
          {!canSave && (
            <Alert severity="info">
              {isNew
                ? 'You do not have permission to add menus.'
                : 'You can view this menu but not change it.'}
            </Alert>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
          <FormSection title="Menu">
            <MenuFields checkTagsOfName={isNew} />
          </FormSection>
          <FormSection title="Elements">
            <MenuElementsTable />
          </FormSection>
        </EditorForm>
      </FormProvider>
    </>
  );
}
