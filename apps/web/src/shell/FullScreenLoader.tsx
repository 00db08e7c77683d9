import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { pickFoodPun } from './food-puns';

/**
 * Covers the whole window while a session starts or ends. Drawn over whatever is below it,
 * so the login form keeps what the user typed while the sign-in call runs.
 */
export function FullScreenLoader() {
  const [pun] = useState(() => pickFoodPun());
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        px: 3,
        textAlign: 'center',
      }}
    >
      <CircularProgress aria-label="Loading" />
      <Typography variant="h6" component="p" sx={{ fontStyle: 'italic' }}>
        {pun}
      </Typography>
    </Box>
  );
}
