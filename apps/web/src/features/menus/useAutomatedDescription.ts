import { buildMenuDescription } from '@catering/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useDebouncedValue } from '../../components/usePagedSearch';
import { useElementTypes } from '../../lib/reference-data';
import { type DescriptionRequestBody, generateMenuDescription } from './api';
import type { MenuFormValues } from './menu-form-values';

/** What the generator reads of the form: name, brand, cuisine and the rows in order. */
interface DescribedMenu extends DescriptionRequestBody {
  elements: { name: string; elementTypeId: string | null; isAlternate: boolean }[];
}

function descriptionRequestOf(values: {
  name: string;
  brandId: string;
  cuisineTypeId: string;
  elements: Pick<MenuFormValues['elements'][number], 'name' | 'elementTypeId' | 'isAlternate'>[];
}): DescribedMenu {
  return {
    name: values.name.trim(),
    brandId: values.brandId || null,
    cuisineTypeId: values.cuisineTypeId || null,
    elements: values.elements.map((row) => ({
      name: row.name,
      elementTypeId: row.elementTypeId || null,
      isAlternate: row.isAlternate,
    })),
  };
}

/**
 * Automated description (spec 4): while the switch is on, a change of the rows (added,
 * removed, moved, retyped, made alternate) or of name, brand or cuisine asks the server for
 * a new description, 300 ms after the last change. If the server cannot answer, the
 * browser builds the same built-in text itself. Returns `generateNow` for the switch.
 */
export function useAutomatedDescription() {
  const { control, getValues, setValue } = useFormContext<MenuFormValues>();
  const typeNames = new Map((useElementTypes().data ?? []).map((type) => [type.id, type.name]));
  const typeNamesRef = useRef(typeNames);
  typeNamesRef.current = typeNames;
  const automated = useWatch({ control, name: 'isDescriptionAutomated' });
  const [name, brandId, cuisineTypeId, elements] = useWatch({
    control,
    name: ['name', 'brandId', 'cuisineTypeId', 'elements'],
  });
  const key = JSON.stringify(
    descriptionRequestOf({ name, brandId, cuisineTypeId, elements: elements ?? [] }),
  );
  const settledKey = useDebouncedValue(key);
  // The request the description was last made for; the saved menu's own description stands.
  const describedKey = useRef(key);
  // Only the newest answer counts: a slow earlier one must not overwrite it.
  const latestCall = useRef(0);

  const generate = useCallback(
    async (request: DescribedMenu) => {
      const call = ++latestCall.current;
      const write = (description: string) => {
        if (call !== latestCall.current || !getValues('isDescriptionAutomated')) return;
        setValue('description', description, { shouldDirty: true });
      };
      // Nothing to describe: no call, and no text left over from removed rows.
      if (request.elements.length === 0) return write('');
      try {
        write((await generateMenuDescription(request)).description);
      } catch {
        write(
          buildMenuDescription(
            request.elements.map((row) => ({
              name: row.name,
              typeName: typeNamesRef.current.get(row.elementTypeId ?? '') ?? null,
              isAlternate: row.isAlternate,
            })),
          ),
        );
      }
    },
    [getValues, setValue],
  );

  useEffect(() => {
    // Wait until typing has settled, and ask once per distinct request.
    if (!automated || settledKey !== key || settledKey === describedKey.current) return;
    describedKey.current = settledKey;
    void generate(JSON.parse(settledKey) as DescribedMenu);
  }, [automated, settledKey, key, generate]);

  const generateNow = useCallback(() => {
    const request = descriptionRequestOf(getValues());
    describedKey.current = JSON.stringify(request);
    void generate(request);
  }, [generate, getValues]);

  return { generateNow };
}
