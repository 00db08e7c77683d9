import { type CurrentUser, hasPermission, type Permission, permissionsOf } from '@catering/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Outlet, Link as RouterLink, useMatches } from 'react-router';
import { useCurrentUser } from '../lib/session';

/**
 * What a console page needs before it is worth opening: the permission the API asks for the
 * page's own record or list (a host, say, has no `viewMenu`). Pages without one are open to
 * every staff member (Manage Team decides per tab), and their reads still meet the API's 403.
 */
export type PageAccess = Permission;

/** The router's `handle` of a console route. */
export interface PageHandle {
  access?: PageAccess;
}

export function mayOpenPage(user: CurrentUser, access: PageAccess | undefined): boolean {
  return !access || hasPermission(permissionsOf(user), access);
}

/**
 * The shell's outlet: the page, or, for an address the user's role cannot open, a page that
 * says so. Nothing is asked of the API first, so no refused list and no Retry that cannot help.
 */
export function AccessCheckedOutlet() {
  const user = useCurrentUser();
  const matches = useMatches();
  const access = (matches.at(-1)?.handle as PageHandle | undefined)?.access;
  return mayOpenPage(user, access) ? <Outlet /> : <NoPermissionContent />;
}

export function NoPermissionContent() {
  return (
    <Stack spacing={2} sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        No permission
      </Typography>
      <Typography>
        You do not have permission to open this page. Ask an administrator if your role should
        include it.
      </Typography>
      <div>
        <Button component={RouterLink} to="/" variant="outlined">
          Go to the start page
        </Button>
      </div>
    </Stack>
  );
}
