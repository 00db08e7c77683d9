import Stack, { type StackProps } from '@mui/material/Stack';
import type { ReactNode } from 'react';

interface EditorFormProps {
  /** Whether the person may save: Enter in a field saves only then. */
  canSave: boolean;
  onSave: () => void;
  sx?: StackProps['sx'];
  children: ReactNode;
}

/**
 * An editor page's form, its sections stacked. The browser's own checks are off: the
 * shared schema checks the values, and its messages show by the fields.
 */
export function EditorForm({ canSave, onSave, sx, children }: EditorFormProps) {
  return (
    <Stack
      component="form"
      spacing={3}
      noValidate
      sx={sx}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave) onSave();
      }}
    >
      {children}
    </Stack>
  );
}
