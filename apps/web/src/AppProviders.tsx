import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { SessionProvider } from './lib/session';
import { DEFAULT_TOAST_MS } from './lib/toast';
import { TOAST_COMPONENTS } from './shell/ToastContent';
import { theme } from './shell/theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** Tests shorten the spec's 1 second pause after sign-in. */
  signInSettleMs?: number;
}

/** Everything the screens rely on, in the order they depend on each other. */
export function AppProviders({ queryClient, children, signInSettleMs }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          maxSnack={4}
          autoHideDuration={DEFAULT_TOAST_MS}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          Components={TOAST_COMPONENTS}
        >
          <SessionProvider settleMs={signInSettleMs}>{children}</SessionProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
