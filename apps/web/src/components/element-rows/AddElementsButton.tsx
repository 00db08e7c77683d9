import { type Element, type ElementListItem, MENU_MESSAGES } from '@catering/domain';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { api } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { ElementSearchPicker } from '../ElementSearchPicker';

/** The whole elements, in the order asked, whose defaults fill new menu rows. */
export async function fetchFullElements(elementIds: string[]): Promise<Element[]> {
  return (await api.post('/v1/elements/full', { body: { elementIds } })).data;
}

interface AddElementsButtonProps {
  disabled: boolean;
  /** The elements already on the menu: picked again, they are not added twice. */
  addedIds: readonly string[];
  /** The tag the search starts filtered by. */
  initialTagId: string;
  /** The picked elements not yet on the menu, whole: their defaults fill the new rows. */
  onAdd: (elements: Element[]) => void;
}

/**
 * 'Add Elements' and the element search it opens. The search lists elements only; the
 * rows need their defaults, so the picked ones are fetched whole before they are added.
 */
export function AddElementsButton({
  disabled,
  addedIds,
  initialTagId,
  onAdd,
}: AddElementsButtonProps) {
  const toast = useToast();
  const [picking, setPicking] = useState(false);
  const [adding, setAdding] = useState(false);

  const add = async (picked: ElementListItem[]) => {
    setAdding(true);
    try {
      const present = new Set(addedIds);
      const elements = await fetchFullElements(picked.map((element) => element.id));
      onAdd(elements.filter((element) => !present.has(element.id)));
      setPicking(false);
    } catch {
      toast.error(MENU_MESSAGES.elementDetailsFailed);
    } finally {
      setAdding(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        disabled={disabled}
        onClick={() => setPicking(true)}
      >
        Add Elements
      </Button>
      <ElementSearchPicker
        open={picking}
        onClose={() => setPicking(false)}
        onAdd={(picked) => void add(picked)}
        addedIds={addedIds}
        initialTagId={initialTagId}
        busy={adding}
      />
    </>
  );
}
