import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailure, LoadingRecord } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { SCHEDULED_MENU_TEXTS } from './messages';

/** The editor and the host flow while their record loads, or when it cannot be read. */
export function ScheduledRecordLoad<T>(props: {
  query: UseQueryResult<T>;
  title: string;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  if (query.data) return <>{props.children(query.data)}</>;
  return (
    <>
      <PageHeader title={props.title} />
      {query.isError ? (
        <LoadFailure
          error={query.error}
          notFoundText={SCHEDULED_MENU_TEXTS.notFound}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LoadingRecord label={`Loading ${props.title.toLowerCase()}`} />
      )}
    </>
  );
}
