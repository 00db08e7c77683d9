import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * What a number field holds while the browser cannot read its text: not a number, so the
 * shared schemas refuse it with the field's own "must be a number" message.
 */
export const UNREADABLE_NUMBER = 'unreadable';

type FieldEvent = Parameters<UseFormRegisterReturn['onChange']>[0];

/**
 * A number input answers '' both when it is empty and when the browser cannot read what
 * was typed ('2-3' days, '1e', and any text in Firefox). The schemas read '' as "not
 * given", so a lead time typed as "2-3" would be saved as no lead time without a word.
 * Wrapped around `register(...)`, unreadable text reaches the form as UNREADABLE_NUMBER
 * instead, and the save says what is wrong. The field still shows what was typed.
 */
export function readableNumber<Name extends string>(
  registration: UseFormRegisterReturn<Name>,
): UseFormRegisterReturn<Name> {
  // The form reads the input again on blur, so both events need the same translation.
  const translated = (event: FieldEvent) => {
    const input = event.target as HTMLInputElement | undefined;
    if (!input?.validity?.badInput) return event;
    // No `type` on the target: the form then takes this value instead of reading the input.
    return { type: event.type, target: { name: registration.name, value: UNREADABLE_NUMBER } };
  };
  return {
    ...registration,
    onChange: (event) => registration.onChange(translated(event)),
    onBlur: (event) => registration.onBlur(translated(event)),
  };
}
