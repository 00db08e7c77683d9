import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * What was typed into dialogs that were closed with Escape or a click beside them, by the
 * dialog's key (e.g. `invite-user`, `label-name:<row>`). Such a close keeps the input for
 * the next opening; Cancel and a successful save drop it. Kept for the page's life only.
 */
const drafts = new Map<string, unknown>();

/** Drops every kept input (tests start each from none). */
export function forgetDrafts(): void {
  drafts.clear();
}

/** The kept input of a dialog, if it was closed with some. */
export function readDraft<T>(key: string): T | undefined {
  return drafts.get(key) as T | undefined;
}

/**
 * Keeps a dialog's input when its content unmounts (the dialog closed) unless `discard()`
 * was called first (Cancel, or saved). `current` answers the input as it is now, or
 * undefined when nothing was changed: an untouched form keeps nothing.
 */
export function useKeepDraft(key: string, current: () => unknown): { discard: () => void } {
  const read = useRef(current);
  read.current = current;
  const discarded = useRef(false);
  useEffect(
    () => () => {
      const value = discarded.current ? undefined : read.current();
      if (value === undefined) drafts.delete(key);
      else drafts.set(key, value);
    },
    [key],
  );
  const discard = useCallback(() => {
    discarded.current = true;
    drafts.delete(key);
  }, [key]);
  return { discard };
}

/** useState whose value outlives a dialog closed with Escape (see `useKeepDraft`). */
export function useDraftState<T>(key: string, initial: T) {
  const [value, setValue] = useState<T>(() => readDraft<T>(key) ?? initial);
  const { discard } = useKeepDraft(key, () => (Object.is(value, initial) ? undefined : value));
  return [value, setValue, discard] as const;
}

/**
 * For a react-hook-form dialog: start from `readDraft(key) ?? initial` and call this; the
 * values are kept on Escape when they differ from `initial`.
 */
export function useFormDraft<Values>(
  key: string,
  getValues: () => Values,
  initial: Values,
): { discard: () => void } {
  return useKeepDraft(key, () => {
    const values = getValues();
    return JSON.stringify(values) === JSON.stringify(initial) ? undefined : values;
  });
}
