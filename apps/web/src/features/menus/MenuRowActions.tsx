import type { MenuListItem } from '@catering/domain';
import { CopyRowActions } from '../../components/CopyRowActions';
import { useHasPermission } from '../../lib/session';
import { MENU_ACTIONS } from './messages';
import { useCopyMenu } from './useCopyMenu';

/** Update, or copy into another tag or as a new menu (copies need addMenu). */
export function MenuRowActions({ menu }: { menu: MenuListItem }) {
  const { copy, isCopying } = useCopyMenu();
  return (
    <CopyRowActions
      name={menu.name}
      editPath={`/menus/${menu.id}`}
      canAdd={useHasPermission('addMenu')}
      isCopying={isCopying}
      onCopy={(mode) => copy({ id: menu.id, mode })}
      labels={MENU_ACTIONS}
    />
  );
}
