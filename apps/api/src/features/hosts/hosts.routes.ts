import {
  envelopeOf,
  hostDailyQuerySchema,
  hostDailySchema,
  hostDayQuerySchema,
  hostServiceLineSchema,
  pinnedAccountParamsSchema,
  pinnedAccountSchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok, okList } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/access.js';
import { hostDaily, hostServiceLines } from './hosts.service.js';
import { listPinnedAccounts, pinAccount, unpinAccount } from './pinned-accounts.service.js';

/** The hosts' day (docs/hosts.md): the picker's lines, the daily view and My sites. */
export async function hostRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['hosts'];

  r.get(
    '/v1/hosts/services',
    {
      schema: {
        tags,
        summary: "A market's scheduled service lines of a day (the hosts picker)",
        querystring: hostDayQuerySchema,
        response: { 200: envelopeOf(z.array(hostServiceLineSchema)) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => {
      const rows = await hostServiceLines(db, request.marketScope, request.query);
      return okList(rows, rows.length);
    },
  );

  r.get(
    '/v1/hosts/daily',
    {
      schema: {
        tags,
        summary: "A line's day for its hosts: the menu, its host flow and the services",
        querystring: hostDailyQuerySchema,
        response: { 200: envelopeOf(hostDailySchema) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => ok(await hostDaily(db, request.marketScope, request.query)),
  );

  // My sites: whoever opens the daily view keeps their own pinned accounts.
  r.get(
    '/v1/hosts/pinned-accounts',
    {
      schema: {
        tags,
        summary: "The caller's pinned accounts (live, in their markets), by name",
        response: { 200: envelopeOf(z.array(pinnedAccountSchema)) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => {
      const rows = await listPinnedAccounts(db, currentUser(request).id, request.marketScope);
      return okList(rows, rows.length);
    },
  );

  r.put(
    '/v1/hosts/pinned-accounts/:accountId',
    {
      schema: {
        tags,
        summary: 'Pin an account for the caller (pinning it again changes nothing)',
        params: pinnedAccountParamsSchema,
        response: { 200: envelopeOf(pinnedAccountSchema) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) =>
      ok(
        await pinAccount(
          db,
          currentUser(request).id,
          request.params.accountId,
          request.marketScope,
        ),
      ),
  );

  r.delete(
    '/v1/hosts/pinned-accounts/:accountId',
    {
      schema: {
        tags,
        summary: 'Unpin an account for the caller (unpinned already answers the same)',
        params: pinnedAccountParamsSchema,
        response: { 200: envelopeOf(pinnedAccountParamsSchema) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => {
      const { accountId } = request.params;
      await unpinAccount(db, currentUser(request).id, accountId, request.marketScope);
      return ok({ accountId });
    },
  );
}
