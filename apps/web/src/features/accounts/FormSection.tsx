import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled card of an account form; `actions` sit on the right of the title. */
export function FormSection(props: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={props.title} sx={{ p: 3 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="h6" component="h2">
          {props.title}
        </Typography>
        {props.actions}
      </Stack>
      {props.children}
    </Paper>
  );
}
