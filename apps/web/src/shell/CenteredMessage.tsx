import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/** The frame of the pages shown outside the shell: error, not found, no access, sign-in. */
export function CenteredMessage(props: { children: ReactNode; maxWidth?: number }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: props.maxWidth ?? 480 }}
      >
        {props.children}
      </Paper>
    </Box>
  );
}
