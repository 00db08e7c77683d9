import TextField from '@mui/material/TextField';
import { useId } from 'react';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** The new password with its strength meter, and the confirmation: every password form. */
export function NewPasswordFields<Values extends NewPasswordValues>(props: {
  register: UseFormRegister<Values>;
  errors: FieldErrors<NewPasswordValues>;
  /** The password as typed (the form's watch), for the meter. */
  password: string;
  autoFocus?: boolean;
}) {
  const { register, errors, password, autoFocus } = props;
  const fieldId = useId();
  const meterId = `${fieldId}-strength`;
  // MUI names only the helper text; the meter is read after the rule's message.
  const describedBy = errors.password ? `${fieldId}-helper-text ${meterId}` : meterId;
  return (
    <>
      <TextField
        id={fieldId}
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
        slotProps={{ htmlInput: { 'aria-describedby': describedBy } }}
        {...register('password' as Path<Values>)}
      />
      <PasswordStrengthMeter id={meterId} password={password} showProblem={!errors.password} />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={Boolean(errors.confirmPassword)}
        helperText={errors.confirmPassword?.message}
        {...register('confirmPassword' as Path<Values>)}
      />
    </>
  );
}
