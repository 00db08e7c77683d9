import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/**
 * A tab's action bar, top right as on the other tabs (Update, Create): toasts show bottom
 * right and would cover a button there.
 */
export function TabActions(props: { children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ justifyContent: 'flex-end', alignItems: 'center', minHeight: 40 }}
    >
      {props.children}
    </Stack>
  );
}
