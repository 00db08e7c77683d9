import {
  ELEMENT_MESSAGES,
  type Element,
  elementInputSchema,
  updateElementSchema,
} from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DeleteIconButton } from '../../components/DeleteIconButton';
import { FormSection } from '../../components/FormSection';
import { PageHeader } from '../../components/PageHeader';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt';
import { useMenuElementClassOptions } from '../../lib/reference-data';
import { describeSaveFailure } from '../../lib/save-failure';
import { useHasPermission } from '../../lib/session';
import { useToast } from '../../lib/toast';
import {
  type ElementSaveBody,
  useCreateElement,
  useDeleteElement,
  useTagsUsedByElementName,
  useUpdateElement,
} from './api';
import { ElementCostingPanel } from './ElementCostingPanel';
import { ElementFields } from './ElementFields';
import { ElementIngredientsTable } from './ElementIngredientsTable';
import { ElementPortionFields } from './ElementPortionFields';
import { type AfterCreate, ElementSaveButton } from './ElementSaveButton';
import { usesEveryTag } from './ElementTagField';
import { type ElementFormValues, elementFormValues, newElementValues } from './element-form-values';
import { ELEMENT_TOASTS } from './messages';

type ElementResolver = Resolver<ElementFormValues, unknown, ElementSaveBody>;

/**
 * Create (no `element`) or edit an element (spec 2.5). Editable with addElement when new
 * and editElement when saved; the shared schema checks the values before they are sent.
 */
export function ElementForm({ element }: { element?: Element }) {
  const isNew = !element;
  const canSave = useHasPermission(isNew ? 'addElement' : 'editElement');
  const canRemove = useHasPermission('removeElement');
  const navigate = useNavigate();
  const toast = useToast();
  const tags = useMenuElementClassOptions().data ?? [];
  const createElement = useCreateElement();
  const updateElement = useUpdateElement(element?.id ?? '');
  const deleteElement = useDeleteElement(element?.id ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  // Where to go once the unsaved-changes prompt no longer guards the form.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);

  const form = useForm<ElementFormValues, unknown, ElementSaveBody>({
    resolver: zodResolver(
      isNew ? elementInputSchema : updateElementSchema,
    ) as unknown as ElementResolver,
    defaultValues: element ? elementFormValues(element) : newElementValues(),
    disabled: !canSave,
  });
  const { handleSubmit, setError, reset, formState } = form;

  // Copying into another tag needs a tag the saved name does not use yet.
  const usedTags = useTagsUsedByElementName(element?.name ?? '');
  const noFreeTag = usesEveryTag(new Set(usedTags.data?.map((tag) => tag.id)), tags);

  useEffect(() => {
    if (leaveTo) navigate(leaveTo);
  }, [leaveTo, navigate]);

  const save = (after: AfterCreate) =>
    handleSubmit(async (values) => {
      setFailure(null);
      try {
        const saved = element
          ? // The update schema always gives the version read; the fallback only satisfies types.
            await updateElement.mutateAsync({
              ...values,
              updatedAt: values.updatedAt ?? element.updatedAt,
            })
          : await createElement.mutateAsync(values);
        toast.success(ELEMENT_TOASTS.saved);
        if (element) reset(elementFormValues(saved));
        else if (after === 'createAnother') reset(newElementValues());
        else setLeaveTo(`/elements/${saved.id}`);
      } catch (error) {
        const tagName = tags.find((tag) => tag.id === values.menuElementClassId)?.name ?? '';
        const { field, message } = describeSaveFailure(
          error,
          element
            ? ELEMENT_MESSAGES.conflict(values.name)
            : ELEMENT_MESSAGES.conflictForTag(values.name, tagName),
        );
        if (field) setError(field, { message }, { shouldFocus: true });
        else setFailure(message);
        toast.error(message);
      }
    })();

  // Said before anyone tries: a delete would be refused while a menu uses the element.
  const inMenus = element?.menus.length ? ELEMENT_MESSAGES.inMenus(element.menus.length) : null;

  return (
    <>
      <PageHeader
        title={element?.name ?? 'New Element'}
        actions={
          <>
            {element && canRemove && (
              <DeleteIconButton
                label="Delete element"
                confirmTitle={ELEMENT_TOASTS.confirmDelete}
                confirmMessage={`Are you sure you want to delete the element "${element.name}"?`}
                deleteRecord={() => deleteElement.mutateAsync()}
                deletedMessage={ELEMENT_TOASTS.deleted}
                failureMessage={ELEMENT_MESSAGES.deleteFailed}
                onDeleted={() => setLeaveTo('/elements')}
                blockedReason={inMenus ?? undefined}
              />
            )}
            {canSave && (
              <ElementSaveButton
                element={element}
                busy={formState.isSubmitting}
                noFreeTag={noFreeTag}
                onSave={save}
              />
            )}
          </>
        }
      />
      <UnsavedChangesPrompt when={formState.isDirty && !leaveTo} />
      <FormProvider {...form}>
        <Stack
          component="form"
          spacing={3}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (canSave) void save('open');
          }}
        >
          {!canSave && (
            <Alert severity="info">
              {isNew
                ? 'You do not have permission to add elements.'
                : 'You can view this element but not change it.'}
            </Alert>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
          {canRemove && inMenus && (
            // The menus are named, as links, in the panel's Menus list below.
            <Alert severity="info">{`${inMenus} See Menus below.`}</Alert>
          )}
          <FormSection title="Element">
            <ElementFields checkTagsOfName={isNew} />
          </FormSection>
          <FormSection title="Ingredient amounts">
            <ElementIngredientsTable />
          </FormSection>
          <FormSection title="Portions and serving">
            <ElementPortionFields />
          </FormSection>
          {element && <ElementCostingPanel element={element} />}
        </Stack>
      </FormProvider>
    </>
  );
}
