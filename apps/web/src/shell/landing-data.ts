import {
  type CurrentUser,
  hasPermission,
  isHost,
  permissionsOf,
  STAFF_USER_TYPE,
} from '@catering/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { FIRST_MENUS_PAGE, menusPageQuery, NO_MENU_FILTERS } from '../features/menus/api';

/**
 * The data of the page a signed-in user lands on, when it has some to ask for: the menu
 * list's first page at / (where staff other than hosts land, hosts spec 2) and at /menus.
 */
export function landingPageQuery(pathname: string, user: CurrentUser) {
  if (pathname !== '/' && pathname !== '/menus') return null;
  if (user.userType !== STAFF_USER_TYPE || isHost(user) || user.passwordChangeRequired) return null;
  if (!hasPermission(permissionsOf(user), 'viewMenu')) return null;
  return menusPageQuery(FIRST_MENUS_PAGE, NO_MENU_FILTERS);
}

/**
 * Asks for the landing page's data once per session, as soon as `user` is given, which
 * the session gate does when it starts the reference lists (issue #30). The shell waits for
 * every reference list (spec 4, "Session"), so a landing page that only asked once mounted
 * added a request after them; asked with them, its rows are there when the shell opens.
 * Call it before the reference lists' hook: effects run in order, so its request leaves
 * first and is not queued behind the lists on the browser's six connections.
 */
export function useLandingPageData(user: CurrentUser | undefined): void {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user) {
      // Signed out, or not yet known: the next session asks again.
      askedFor.current = null;
      return;
    }
    if (askedFor.current === user.id) return;
    askedFor.current = user.id;
    const landing = landingPageQuery(pathname, user);
    if (landing) void queryClient.prefetchQuery(landing);
  }, [user, pathname, queryClient]);
}
