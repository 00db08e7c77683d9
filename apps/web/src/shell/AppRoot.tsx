import { Outlet, ScrollRestoration } from 'react-router';

/**
 * Every screen opens at its top and Back returns to where the user was. Keyed by path, so
 * switching an editor's tabs (`?tab=`) keeps the scroll position.
 */
export function AppRoot() {
  return (
    <>
      <ScrollRestoration getKey={(location) => location.pathname} />
      <Outlet />
    </>
  );
}
