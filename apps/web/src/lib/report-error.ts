import type { ClientErrorReport } from '@catering/domain';

/**
 * Tells the server (and so the team's log alerts) that the crash page was shown.
 * Fire and forget: reporting must never fail the page that reports.
 */
export function reportClientError(kind: ClientErrorReport['kind'], error: unknown): void {
  const report: ClientErrorReport = {
    kind,
    message:
      (error instanceof Error ? error.message : String(error)).slice(0, 2000) || 'Unknown error',
    stack: error instanceof Error ? error.stack?.slice(0, 10_000) : undefined,
    url: window.location.href.slice(0, 2000),
  };
  fetch('/v1/client-errors', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => {});
}
