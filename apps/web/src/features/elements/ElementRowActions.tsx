import type { ElementListItem } from '@catering/domain';
import { CopyRowActions } from '../../components/CopyRowActions';
import { useHasPermission } from '../../lib/session';
import { ELEMENT_ACTIONS } from './ElementSaveButton';
import { useCopyElement } from './useCopyElement';

/** Update, or copy into another tag or as a new element (copies need addElement). */
export function ElementRowActions({ element }: { element: ElementListItem }) {
  const { copy, isCopying } = useCopyElement();
  return (
    <CopyRowActions
      name={element.name}
      editPath={`/elements/${element.id}`}
      canAdd={useHasPermission('addElement')}
      isCopying={isCopying}
      onCopy={(mode) => copy({ id: element.id, mode })}
      labels={ELEMENT_ACTIONS}
    />
  );
}
