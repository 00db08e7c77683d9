import { z } from 'zod';
import type { HostService } from './host-day.js';
import { isoDateTime, uuid } from './ids.js';

/**
 * My sites (docs/hosts.md): the accounts a host pinned, kept per user on the server, and
 * how the daily view arranges its services around them.
 */

export const pinnedAccountParamsSchema = z.object({ accountId: uuid });

/** GET /v1/hosts/pinned-accounts, PUT …/:accountId: one of the caller's pinned accounts. */
export const pinnedAccountSchema = z.object({
  account: z.object({ id: uuid, name: z.string() }),
  marketId: uuid,
  pinnedAt: isoDateTime,
});
export type PinnedAccount = z.infer<typeof pinnedAccountSchema>;

export interface HostServicesView {
  /** The cards to show: pinned accounts first, each group in the order served. */
  services: HostService[];
  /** The day's pinned services; with any, the view offers "Show all sites". */
  pinnedCount: number;
  /** Services the search matches that "only my sites" leaves out. */
  hiddenMatches: number;
}

const matches = (search: string) => {
  const wanted = search.trim().toLocaleLowerCase();
  return (service: HostService) => service.account.name.toLocaleLowerCase().includes(wanted);
};

/**
 * The daily view's services for a host: pinned accounts first; while the day has a pinned
 * service and `showAll` is off, only the pinned; the search keeps the accounts whose name
 * holds it (case-insensitive), in either mode. A host whose pinned accounts are not served
 * that day sees every service.
 */
export function arrangeHostServices(
  services: readonly HostService[],
  pinned: ReadonlySet<string>,
  options: { showAll: boolean; search: string },
): HostServicesView {
  const isPinned = (service: HostService) => pinned.has(service.account.id);
  const mine = services.filter(isPinned);
  const others = services.filter((service) => !isPinned(service));
  const found = matches(options.search);
  const shown = mine.length > 0 && !options.showAll ? mine : [...mine, ...others];
  const hiddenMatches = shown === mine ? others.filter(found).length : 0;
  return { services: shown.filter(found), pinnedCount: mine.length, hiddenMatches };
}
