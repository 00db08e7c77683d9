import type { Menu } from '@catering/domain';
import { SplitButton } from '../../components/SplitButton';
import { useHasPermission } from '../../lib/session';
import { MENU_ACTIONS } from './messages';
import { useCopyMenu } from './useCopyMenu';

/** After saving a new menu: open it, or start another one. */
export type AfterCreate = 'open' | 'createAnother';

interface MenuSaveButtonProps {
  /** The saved menu; absent on the new-menu page. */
  menu?: Menu;
  busy: boolean;
  /** Its name already has every tag: nothing to copy into. */
  noFreeTag: boolean;
  onSave: (after: AfterCreate) => void;
}

/**
 * New menu: Save / Save & Create Another. Saved menu: Update / Copy & create for another
 * tag / Copy & create new menu (copies need addMenu).
 */
export function MenuSaveButton({ menu, busy, noFreeTag, onSave }: MenuSaveButtonProps) {
  const canAdd = useHasPermission('addMenu');
  const { copy, isCopying } = useCopyMenu();

  if (!menu) {
    return (
      <SplitButton
        primary={{ label: MENU_ACTIONS.save, onClick: () => onSave('open') }}
        actions={[
          { label: MENU_ACTIONS.saveAndCreateAnother, onClick: () => onSave('createAnother') },
        ]}
        menuLabel="More save options"
        busy={busy}
      />
    );
  }
  return (
    <SplitButton
      primary={{ label: MENU_ACTIONS.update, onClick: () => onSave('open') }}
      actions={[
        {
          label: MENU_ACTIONS.copyForTag,
          onClick: () => copy({ id: menu.id, mode: 'tag' }),
          disabled: !canAdd || noFreeTag,
        },
        {
          label: MENU_ACTIONS.copyAsNew,
          onClick: () => copy({ id: menu.id, mode: 'new' }),
          disabled: !canAdd,
        },
      ]}
      menuLabel="More update options"
      busy={busy || isCopying}
    />
  );
}
