import { ELEMENT_MESSAGES } from '@catering/domain';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '../../components/form/SelectField';
import { useDebouncedValue } from '../../components/usePagedSearch';
import { useMenuElementClassOptions } from '../../lib/reference-data';
import { useTagsUsedByElementName } from './api';
import type { ElementFormValues } from './element-form-values';

/**
 * The element's tag (menu element class). On a new element, once a name is typed, the tags
 * an element of that name already uses are struck out and cannot be picked; when none is
 * left, a red note asks for a unique name (spec 2.5).
 */
export function ElementTagField(props: { checkTagsOfName: boolean }) {
  const tags = useMenuElementClassOptions().data ?? [];
  const { control } = useFormContext<ElementFormValues>();
  const typedName = useDebouncedValue(useWatch({ control, name: 'name' }).trim());
  const usedTags = useTagsUsedByElementName(props.checkTagsOfName ? typedName : '');
  const used = new Set(usedTags.data?.map((tag) => tag.id));
  const allUsed = usesEveryTag(used, tags);
  const options = tags.map((tag) => ({
    value: tag.id,
    label: tag.name,
    disabled: used.has(tag.id),
    struck: used.has(tag.id),
  }));

  return (
    <>
      <SelectField<ElementFormValues> name="menuElementClassId" label="Tag" options={options} />
      {allUsed && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {ELEMENT_MESSAGES.allTagsUsed}
        </Typography>
      )}
    </>
  );
}

/** True when an element of this name already has every tag: no copy for another tag. */
export function usesEveryTag(
  usedTagIds: ReadonlySet<string>,
  tags: readonly { id: string }[],
): boolean {
  return tags.length > 0 && tags.every((tag) => usedTagIds.has(tag.id));
}
