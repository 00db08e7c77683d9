import type { Page, Request } from 'playwright-core';

/** What the responses of one phase of a run weighed, as sent. */
export interface Transfer {
  requests: number;
  bytes: number;
  scriptBytes: number;
  apiBytes: number;
  /** Answered by the service worker, whose sizes the browser does not report; not in bytes. */
  fromServiceWorker: number;
}

/** A request made after the measured click, in ms since the click (the browser's clock). */
export interface TimedRequest {
  /** "GET /v1/menus"; scripts are "script" whatever their file, as their names are hashed. */
  label: string;
  startMs: number;
  endMs: number;
}

const emptyTransfer = (): Transfer => ({
  requests: 0,
  bytes: 0,
  scriptBytes: 0,
  apiBytes: 0,
  fromServiceWorker: 0,
});

/**
 * Records a page's requests by phase, the phase being the one current when the request
 * started: what each phase transferred, and the requests it finished (to place them on the
 * clock of the phase's click).
 */
export function recordRequests<Phase extends string>(page: Page, firstPhase: Phase) {
  let phase = firstPhase;
  const transfers = new Map<Phase, Transfer>();
  const finished = new Map<Phase, Request[]>();
  const phaseOf = new WeakMap<Request, Phase>();
  const sizesRead: Promise<void>[] = [];
  page.on('request', (request) => phaseOf.set(request, phase));
  page.on('requestfinished', (request) => {
    const requestPhase = phaseOf.get(request) ?? phase;
    if (!finished.has(requestPhase)) finished.set(requestPhase, []);
    finished.get(requestPhase)?.push(request);
    if (!transfers.has(requestPhase)) transfers.set(requestPhase, emptyTransfer());
    const counted = transfers.get(requestPhase) as Transfer;
    // Sizes are read once the request has ended.
    sizesRead.push(
      Promise.all([request.sizes(), request.response()]).then(
        ([{ responseBodySize }, response]) => {
          counted.requests += 1;
          if (response?.fromServiceWorker()) {
            counted.fromServiceWorker += 1;
            return;
          }
          counted.bytes += responseBodySize;
          const type = request.resourceType();
          if (type === 'script') counted.scriptBytes += responseBodySize;
          if (type === 'fetch' || type === 'xhr') counted.apiBytes += responseBodySize;
        },
      ),
    );
  });
  return {
    startPhase(next: Phase) {
      phase = next;
    },
    /** Every size read, then what `of` transferred. */
    async transferOf(of: Phase): Promise<Transfer> {
      await Promise.all(sizesRead);
      return transfers.get(of) ?? emptyTransfer();
    },
    /** The requests `of` started and finished, placed on the clock of its click. */
    timedRequestsOf(of: Phase, clickedAtEpochMs: number): TimedRequest[] {
      return (finished.get(of) ?? []).map((request) => {
        const { startTime, responseEnd } = request.timing();
        const label =
          request.resourceType() === 'script'
            ? 'script'
            : `${request.method()} ${new URL(request.url()).pathname}`;
        return {
          label,
          startMs: startTime - clickedAtEpochMs,
          endMs: startTime + responseEnd - clickedAtEpochMs,
        };
      });
    },
  };
}

/** A moment of a run's timeline, found among its requests; undefined when not there. */
export interface Milestone {
  what: string;
  at(requests: TimedRequest[]): number | undefined;
}

const matching = (requests: TimedRequest[], labels: readonly string[]) =>
  requests.filter((request) => labels.includes(request.label));

/** When the first request of `labels` started. */
export const firstAsked = (what: string, ...labels: string[]): Milestone => ({
  what,
  at: (requests) => {
    const starts = matching(requests, labels).map((request) => request.startMs);
    return starts.length > 0 ? Math.min(...starts) : undefined;
  },
});

/** When the last request of `labels` had answered. */
export const lastAnswered = (what: string, ...labels: string[]): Milestone => ({
  what,
  at: (requests) => {
    const ends = matching(requests, labels).map((request) => request.endMs);
    return ends.length > 0 ? Math.max(...ends) : undefined;
  },
});
