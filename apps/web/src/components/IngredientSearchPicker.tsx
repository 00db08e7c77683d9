import type { IngredientListItem } from '@catering/domain';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../lib/api';
import { useDebouncedValue } from './usePagedSearch';

/** Lookup page size of the ingredient search (spec 9). */
export const INGREDIENT_SEARCH_PAGE_SIZE = 15;

interface IngredientSearchPickerProps {
  /** Called with the chosen ingredient; the box empties for the next search. */
  onPick: (ingredient: IngredientListItem) => void;
  /** Ingredients already chosen, offered but not pickable again. */
  excludeIds?: readonly string[];
  disabled?: boolean;
}

/** Finds ingredients by name on the server (debounced) and hands the chosen one over. */
export function IngredientSearchPicker({
  onPick,
  excludeIds,
  disabled,
}: IngredientSearchPickerProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  const search = useQuery({
    queryKey: ['ingredients', 'search', q] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get('/v1/ingredients', {
          query: { q, page: 1, perPage: INGREDIENT_SEARCH_PAGE_SIZE },
          signal,
        })
      ).data,
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const excluded = new Set(excludeIds);

  return (
    <Autocomplete<IngredientListItem>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={search.data ?? []}
      loading={search.isFetching}
      value={null}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setText(value);
      }}
      onChange={(_event, ingredient) => {
        if (!ingredient) return;
        onPick(ingredient);
        setText('');
      }}
      // The server already filtered by name.
      filterOptions={(options) => options}
      getOptionLabel={(ingredient) => ingredient.name}
      getOptionDisabled={(ingredient) => excluded.has(ingredient.id)}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      noOptionsText={q ? `No ingredients match "${q}".` : 'No ingredients.'}
      disabled={disabled}
      sx={{ maxWidth: 420 }}
      renderInput={(params) => <TextField {...params} label="Search ingredients" size="small" />}
    />
  );
}
