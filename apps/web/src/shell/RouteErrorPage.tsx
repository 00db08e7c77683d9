import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPage } from './ErrorPage';

/** A page that throws while loading or rendering shows the crash page instead of a blank one. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    // There is no client error collector yet; the console keeps the cause for whoever looks.
    console.error('Route crashed', error);
  }, [error]);
  return <ErrorPage />;
}
