import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** Above a host flow's header: back to the menu it belongs to (master or scheduled). */
export function BackToMenuLink({ to }: { to: string }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
    >
      <ArrowBackIcon fontSize="small" />
      Back to menu
    </Link>
  );
}
