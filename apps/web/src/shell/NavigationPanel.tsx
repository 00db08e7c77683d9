import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { pickDefaultMarketId } from '../lib/default-market';
import { useSelectedMarketId } from '../lib/local-preferences';
import { useMarkets } from '../lib/reference-data';
import { homePathFor } from '../lib/roles';
import { useCurrentUser, useSession } from '../lib/session';
import { NavigationList } from './NavigationList';
import { buildNavigation } from './navigation-items';

/** Logo, the signed-in e-mail and the navigation; the content of both drawers. */
export function NavigationPanel(props: { onNavigate?: () => void }) {
  const user = useCurrentUser();
  const { signOut } = useSession();
  const markets = useMarkets().data ?? [];
  const savedMarketId = useSelectedMarketId();
  const schedulingMarketId = pickDefaultMarketId({
    defaultMarketId: user.defaultMarketId,
    savedMarketId,
    markets,
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      {/* A landmark, so the name and the signed-in address are not loose content. */}
      <Box component="header" sx={{ px: 2, py: 2 }}>
        <Link
          component={RouterLink}
          to={homePathFor(user)}
          underline="none"
          variant="h6"
          onClick={props.onNavigate}
          sx={{ fontWeight: 700, display: 'block' }}
        >
          Catering Console
        </Link>
        <Typography variant="body2" color="text.secondary" noWrap title={user.email}>
          {user.email}
        </Typography>
        <Link
          component={RouterLink}
          to="/profile"
          variant="body2"
          onClick={props.onNavigate}
          sx={{ display: 'inline-block', mt: 0.5 }}
        >
          Profile and password
        </Link>
      </Box>
      <Divider />
      <NavigationList
        items={buildNavigation(user, schedulingMarketId)}
        onNavigate={props.onNavigate}
        onLogout={() => void signOut()}
      />
    </Box>
  );
}
