import {
  envelopeOf,
  idParamsSchema,
  inviteUserSchema,
  listExportQuery,
  teamUserSchema,
  USER_MANAGEMENT_PERMISSIONS,
  updateUserSchema,
  usersQuerySchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok, okList } from '../../lib/envelope.js';
import { SPREADSHEET_ANSWER, sendSpreadsheet } from '../../lib/spreadsheet-export.js';
import { currentUser } from '../../plugins/access.js';
import { USER_COLUMNS } from './user-sheet.js';
import { findTeamUsers, findTeamUsersToExport } from './users.repo.js';
import type { UsersService } from './users.service.js';

/** Each invitation sends a mail: a stolen session must not turn the server into a mailer. */
const INVITATION_MAILS = { max: 30, timeWindow: 60_000 };

export async function userRoutes(
  app: FastifyInstance,
  { db, users }: { db: Db; users: UsersService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const one = envelopeOf(teamUserSchema);

  r.get(
    '/v1/users',
    {
      schema: {
        tags,
        summary: 'Staff, active and invited, by last name; q matches names and e-mail',
        querystring: usersQuerySchema,
        response: { 200: envelopeOf(z.array(teamUserSchema)) },
      },
      config: { access: USER_MANAGEMENT_PERMISSIONS, markets: 'shared' },
    },
    async (request) => {
      const page = await findTeamUsers(db, request.query, request.marketScope);
      return okList(page.rows, page.count);
    },
  );

  r.get(
    '/v1/users/export',
    {
      schema: {
        tags,
        summary: 'The staff the search matches, every page, as a CSV or XLSX file',
        querystring: listExportQuery({}),
        response: { 200: SPREADSHEET_ANSWER },
      },
      config: { access: USER_MANAGEMENT_PERMISSIONS, markets: 'shared' },
    },
    async (request, reply) =>
      sendSpreadsheet(reply, {
        list: 'users',
        sheetName: 'Users',
        format: request.query.format,
        columns: USER_COLUMNS,
        rows: await findTeamUsersToExport(db, request.query, request.marketScope),
      }),
  );

  r.post(
    '/v1/users',
    {
      schema: {
        tags,
        summary: 'Invite a staff member: creates them invited and mails a 7-day, single-use link',
        body: inviteUserSchema,
        response: { 201: one },
      },
      config: { access: 'inviteUser', markets: 'shared', rateLimit: INVITATION_MAILS },
    },
    async (request, reply) => {
      reply.status(201);
      return ok(await users.invite(currentUser(request), request.body), {}, 201);
    },
  );

  r.post(
    '/v1/users/:id/invitation',
    {
      schema: {
        tags,
        summary: 'Mail a new invitation link to a pending user; older links stop working',
        params: idParamsSchema,
        response: { 200: one },
      },
      config: { access: 'inviteUser', markets: 'shared', rateLimit: INVITATION_MAILS },
    },
    async (request) => ok(await users.resendInvitation(currentUser(request), request.params.id)),
  );

  r.put(
    '/v1/users/:id',
    {
      schema: {
        tags,
        summary: "Change a user's role, default market or the markets they are limited to",
        params: idParamsSchema,
        body: updateUserSchema,
        response: { 200: one },
      },
      config: { access: 'editUser', markets: 'shared' },
    },
    async (request) =>
      ok(await users.update(currentUser(request), request.params.id, request.body)),
  );

  r.delete(
    '/v1/users/:id',
    {
      schema: {
        tags,
        summary: 'Remove a user: sessions, password and links end at once; the row stays',
        params: idParamsSchema,
        response: { 200: envelopeOf(z.object({ id: z.uuid() })) },
      },
      config: { access: 'removeUser', markets: 'shared' },
    },
    async (request) => {
      await users.remove(currentUser(request), request.params.id);
      return ok({ id: request.params.id });
    },
  );
}
