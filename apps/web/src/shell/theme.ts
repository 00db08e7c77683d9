import { createTheme } from '@mui/material/styles';

/** Width of the side navigation on desktop (spec 2.3). */
export const DRAWER_WIDTH = 240;

export const theme = createTheme({
  palette: {
    // Every main colour keeps 4.5:1 against white text and white paper (WCAG AA), which
    // MUI's default orange and light blue do not: outlined chips and text use them too.
    primary: { main: '#2e6b4f' },
    secondary: { main: '#a9471f' },
    warning: { main: '#a65200' },
    info: { main: '#0277bd' },
    background: { default: '#f6f7f5' },
    // MUI's 0.6 and 0.54 black (secondary text, toggle buttons, icons) read under 4.5:1
    // on the page's grey.
    text: { secondary: 'rgba(0, 0, 0, 0.64)' },
    action: { active: 'rgba(0, 0, 0, 0.64)' },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
