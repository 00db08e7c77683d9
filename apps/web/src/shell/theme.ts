import { createTheme } from '@mui/material/styles';

/** Width of the side navigation on desktop (spec 2.3). */
export const DRAWER_WIDTH = 240;

const FOCUS_RING = '#1f4a37';

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
    // One focus ring for everything reached by keyboard (MUI's own cue on buttons and links
    // is a faint tint); text fields keep their focused border. Not on containers focused
    // by script (tabindex -1), such as an opening dialog.
    MuiCssBaseline: {
      styleOverrides: {
        ':is(a, button, [role="button"], [role="tab"], [role="link"], [tabindex]:not([tabindex="-1"])):focus-visible':
          { outline: `2px solid ${FOCUS_RING}`, outlineOffset: 2 },
        // Inside a list that scrolls, a ring outside the row would be cut off.
        ':is([role="menuitem"], [role="option"]):focus-visible': {
          outline: `2px solid ${FOCUS_RING}`,
          outlineOffset: -2,
        },
      },
    },
    // Subtitles are captions of a block, not headings: MUI would make them <h6>, out of
    // the page's heading order.
    MuiTypography: {
      defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
