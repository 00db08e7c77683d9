import { createTheme } from '@mui/material/styles';

/** Width of the side navigation on desktop (spec 2.3). */
export const DRAWER_WIDTH = 240;

export const theme = createTheme({
  palette: {
    primary: { main: '#2e6b4f' },
    secondary: { main: '#c2572b' },
    background: { default: '#f6f7f5' },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
