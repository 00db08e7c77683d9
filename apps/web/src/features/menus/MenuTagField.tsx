import { MENU_MESSAGES } from '@catering/domain';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '../../components/form/SelectField';
import { useDebouncedValue } from '../../components/usePagedSearch';
import { useMenuElementClassOptions } from '../../lib/reference-data';
import { useTagsUsedByMenuName } from './api';
import type { MenuFormValues } from './menu-form-values';

/**
 * The menu's tag (menu element class). On a new menu, once a name is typed, the tags a
 * menu of that name already uses are not offered; when none is left, a red note asks for
 * a unique name (spec 4).
 */
export function MenuTagField(props: { checkTagsOfName: boolean }) {
  const tags = useMenuElementClassOptions().data ?? [];
  const { control, getValues, setValue } = useFormContext<MenuFormValues>();
  const typedName = useDebouncedValue(useWatch({ control, name: 'name' }).trim());
  const chosenId = useWatch({ control, name: 'menuElementClassId' });
  const usedTags = useTagsUsedByMenuName(props.checkTagsOfName ? typedName : '');
  const used = new Set(usedTags.data?.map((tag) => tag.id));
  const allUsed = usesEveryTag(used, tags);
  const options = tags
    // The chosen tag stays listed until the effect below clears it, so the select can show it.
    .filter((tag) => !used.has(tag.id) || tag.id === chosenId)
    .map((tag) => ({ value: tag.id, label: tag.name, disabled: used.has(tag.id) }));

  // A tag chosen before the name was typed may turn out to be taken: the choice is dropped.
  const chosenIsUsed = used.has(chosenId);
  useEffect(() => {
    if (chosenIsUsed && getValues('menuElementClassId')) setValue('menuElementClassId', '');
  }, [chosenIsUsed, getValues, setValue]);

  return (
    <>
      <SelectField<MenuFormValues> name="menuElementClassId" label="Tag" options={options} />
      {allUsed && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {MENU_MESSAGES.allTagsUsed}
        </Typography>
      )}
    </>
  );
}

/** True when a menu of this name already has every tag: no copy for another tag. */
export function usesEveryTag(
  usedTagIds: ReadonlySet<string>,
  tags: readonly { id: string }[],
): boolean {
  return tags.length > 0 && tags.every((tag) => usedTagIds.has(tag.id));
}
