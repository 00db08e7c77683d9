import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo } from 'react';
import { PUBLIC_TEXT } from './messages';

/**
 * The frame of the pages eaters open from a QR code: a phone first, so large text and
 * large touch targets; the operator's name small at the top, no console around it.
 */
export function PublicLayout(props: { children: ReactNode }) {
  const base = useTheme();
  const theme = useMemo(
    () =>
      createTheme(base, {
        typography: {
          body1: { fontSize: '1.125rem', lineHeight: 1.55 },
          body2: { fontSize: '1rem' },
          h1: { fontSize: '1.875rem', fontWeight: 700, lineHeight: 1.2 },
          h2: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 },
          h3: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.3 },
        },
        components: {
          MuiButton: { styleOverrides: { root: { minHeight: 48, fontSize: '1.0625rem' } } },
          MuiInputBase: { styleOverrides: { root: { fontSize: '1.125rem' } } },
        },
      }),
    [base],
  );
  return (
    <ThemeProvider theme={theme}>
      <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <Container maxWidth="sm" sx={{ px: 2, pt: 1.5, pb: 6 }}>
          <Typography
            component="p"
            variant="overline"
            color="text.secondary"
            sx={{ fontSize: '0.75rem', letterSpacing: 1.5, mb: 1 }}
          >
            {PUBLIC_TEXT.operator}
          </Typography>
          {props.children}
        </Container>
      </Box>
    </ThemeProvider>
  );
}
