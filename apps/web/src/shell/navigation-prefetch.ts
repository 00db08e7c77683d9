import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { prefetchCalendarOnTheWay } from '../features/scheduling/calendar/prefetch';
import { currentUserQuery } from '../lib/session';

/**
 * As a navigation starts, the page it goes to starts reading its data, beside the download
 * of the page's chunk and before React draws it (each prefetcher ignores the paths that are
 * not its own; nothing is asked before the signed-in user is known). The router tells its
 * subscribers at once, while its state reaches the screen in a transition that, with a
 * large page on screen, took a few hundred ms on the shared 2-core machine (issue #30).
 * Returns the unsubscribe.
 */
export function prefetchAlongNavigation(router: DataRouter, queryClient: QueryClient): () => void {
  let lastPath = router.state.location.pathname;
  return router.subscribe((state) => {
    const path = (state.navigation.location ?? state.location).pathname;
    if (path === lastPath) return;
    lastPath = path;
    const user = queryClient.getQueryData(currentUserQuery.queryKey);
    if (user) prefetchCalendarOnTheWay(queryClient, path, user);
  });
}
