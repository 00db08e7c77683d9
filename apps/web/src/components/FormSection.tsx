import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled part of an editor page; the title also names the section for screen readers. */
export function FormSection(props: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={props.title} sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {props.title}
      </Typography>
      {props.children}
    </Paper>
  );
}
