import type { Element } from '@catering/domain';
import { SplitButton } from '../../components/SplitButton';
import { useHasPermission } from '../../lib/session';
import { useCopyElement } from './useCopyElement';

/** After saving a new element: open it, or start another one. */
export type AfterCreate = 'open' | 'createAnother';

export const ELEMENT_ACTIONS = {
  save: 'Save',
  saveAndCreateAnother: 'Save & Create Another',
  update: 'Update',
  copyForTag: 'Copy & create for another tag',
  copyAsNew: 'Copy & create new element',
} as const;

interface ElementSaveButtonProps {
  /** The saved element; absent on the new-element page. */
  element?: Element;
  busy: boolean;
  /** Its name already has every tag: nothing to copy into. */
  noFreeTag: boolean;
  onSave: (after: AfterCreate) => void;
}

/**
 * New element: Save / Save & Create Another. Saved element: Update / Copy & create for
 * another tag / Copy & create new element (copies need addElement).
 */
export function ElementSaveButton({ element, busy, noFreeTag, onSave }: ElementSaveButtonProps) {
  const canAdd = useHasPermission('addElement');
  const { copy, isCopying } = useCopyElement();

  if (!element) {
    return (
      <SplitButton
        primary={{ label: ELEMENT_ACTIONS.save, onClick: () => onSave('open') }}
        actions={[
          { label: ELEMENT_ACTIONS.saveAndCreateAnother, onClick: () => onSave('createAnother') },
        ]}
        menuLabel="More save options"
        busy={busy}
      />
    );
  }
  return (
    <SplitButton
      primary={{ label: ELEMENT_ACTIONS.update, onClick: () => onSave('open') }}
      actions={[
        {
          label: ELEMENT_ACTIONS.copyForTag,
          onClick: () => copy({ id: element.id, mode: 'tag' }),
          disabled: !canAdd || noFreeTag,
        },
        {
          label: ELEMENT_ACTIONS.copyAsNew,
          onClick: () => copy({ id: element.id, mode: 'new' }),
          disabled: !canAdd,
        },
      ]}
      menuLabel="More update options"
      busy={busy || isCopying}
    />
  );
}
