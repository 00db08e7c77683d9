import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Page title with its actions on the right (add buttons and the like). */
export function PageHeader(props: { title: string; actions?: ReactNode; subtitle?: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <div>
        <Typography variant="h4" component="h1">
          {props.title}
        </Typography>
        {props.subtitle && <Typography color="text.secondary">{props.subtitle}</Typography>}
      </div>
      {props.actions && (
        <Stack direction="row" spacing={1}>
          {props.actions}
        </Stack>
      )}
    </Stack>
  );
}
