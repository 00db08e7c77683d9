import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportClientError } from '../lib/report-error';
import { ErrorPage } from './ErrorPage';

/** A page that throws while loading or rendering shows the crash page instead of a blank one. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route crashed', error);
    reportClientError('crash', error);
  }, [error]);
  return <ErrorPage />;
}
