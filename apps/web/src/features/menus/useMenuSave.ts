import { MENU_MESSAGES, type Menu, menuSaveWarnings, STALE_MESSAGE } from '@catering/domain';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../lib/api';
import { describeSaveFailure } from '../../lib/save-failure';
import { useToast } from '../../lib/toast';
import { type MenuSaveBody, useCreateMenu, useUpdateMenu } from './api';
import type { AfterCreate } from './MenuSaveButton';
import { type MenuFormValues, menuFormValues, newMenuValues } from './menu-form-values';
import { MENU_TOASTS } from './messages';

type MenuForm = UseFormReturn<MenuFormValues, unknown, MenuSaveBody>;

/**
 * Saving a menu (spec 5): the warnings (no brand, incomplete rows) show but do not stop
 * the save; a taken name goes under the name field; someone else's newer save (409
 * `stale`) asks whether to overwrite it, which resends the same body to the force route.
 */
export function useMenuSave(menu: Menu | undefined, form: MenuForm, leave: (to: string) => void) {
  const toast = useToast();
  const createMenu = useCreateMenu();
  const updateMenu = useUpdateMenu(menu?.id ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  // The update the server refused as stale, kept while the person decides.
  const [staleBody, setStaleBody] = useState<MenuSaveBody | null>(null);

  const saved = (result: Menu, after: AfterCreate) => {
    toast.success(MENU_TOASTS.saved);
    if (menu) form.reset(menuFormValues(result));
    else if (after === 'createAnother') form.reset(newMenuValues());
    else leave(`/menus/${result.id}`);
  };

  const failed = (error: unknown, name: string) => {
    const { field, message } = describeSaveFailure(error, MENU_MESSAGES.conflict(name));
    if (field) form.setError(field, { message }, { shouldFocus: true });
    else setFailure(message);
    toast.error(message);
  };

  const warn = (body: MenuSaveBody) => {
    const names = new Map(form.getValues('elements').map((row) => [row.elementId, row.name]));
    const rows = body.elements.map((row) => ({
      name: names.get(row.elementId) ?? '',
      elementTypeId: row.elementTypeId,
      portionUnitId: row.portionUnitId,
      portionPerPerson: row.portionPerPerson,
      portionPerContainer: row.portionPerContainer,
    }));
    for (const warning of menuSaveWarnings({ brandId: body.brandId, elements: rows })) {
      toast.warning(warning);
    }
  };

  const save = (after: AfterCreate) =>
    form.handleSubmit(async (body) => {
      setFailure(null);
      warn(body);
      try {
        saved(
          menu
            ? await updateMenu.mutateAsync({ body, force: false })
            : await createMenu.mutateAsync(body),
          after,
        );
      } catch (error) {
        if (menu && isApiError(error) && error.code === 'stale') setStaleBody(body);
        else failed(error, body.name);
      }
    })();

  const overwrite = async () => {
    if (!staleBody) return;
    try {
      saved(await updateMenu.mutateAsync({ body: staleBody, force: true }), 'open');
    } catch (error) {
      failed(error, staleBody.name);
    } finally {
      setStaleBody(null);
    }
  };

  return {
    save,
    failure,
    busy: form.formState.isSubmitting || updateMenu.isPending,
    stale: {
      open: staleBody !== null,
      busy: updateMenu.isPending,
      onConfirm: () => void overwrite(),
      // Not overwriting leaves the edits on screen, with the advice to refresh.
      onCancel: () => {
        setStaleBody(null);
        setFailure(STALE_MESSAGE);
      },
    },
  };
}
