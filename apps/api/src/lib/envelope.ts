import type { Envelope } from '@catering/domain';

/** The success envelope; `status` is filled in from the reply by the envelope plugin. */
export function ok<T>(data: T, meta: Envelope<T>['meta'] = {}, status = 200): Envelope<T> {
  return { data, error: null, meta, status };
}

export function okList<T>(rows: T[], count: number): Envelope<T[]> {
  return ok(rows, { count });
}
