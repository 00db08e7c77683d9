import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useNavigation } from 'react-router';
import { SurveyQueueRunner } from '../features/host-surveys';
import { NavigationPanel } from './NavigationPanel';
import { AccessCheckedOutlet } from './page-access';
import { DRAWER_WIDTH } from './theme';

/**
 * The signed-in frame (spec 2.3): a permanent 240 px drawer on desktop; below the md
 * breakpoint a top bar whose toggle opens a temporary drawer.
 */
export function AppShell() {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const navigation = useNavigation();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {!isDesktop && (
        <AppBar position="fixed" color="primary">
          <Toolbar>
            <IconButton
              color="inherit"
              edge="start"
              aria-label="open navigation"
              onClick={() => setMobileOpen(true)}
              sx={{ mr: 2 }}
            >
              <MenuIcon />
            </IconButton>
            <Typography variant="h6" component="span" noWrap>
              Catering Console
            </Typography>
          </Toolbar>
        </AppBar>
      )}
      {isDesktop ? (
        <Drawer
          variant="permanent"
          sx={{
            width: DRAWER_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
        >
          <NavigationPanel />
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          slotProps={{ paper: { 'aria-label': 'Navigation' } }}
          sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
        >
          <NavigationPanel onNavigate={() => setMobileOpen(false)} />
        </Drawer>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        {!isDesktop && <Toolbar />}
        {navigation.state === 'loading' && (
          <LinearProgress
            aria-label="Loading page"
            sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}
          />
        )}
        <AccessCheckedOutlet />
      </Box>
      <SurveyQueueRunner />
    </Box>
  );
}
