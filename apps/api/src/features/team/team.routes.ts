import {
  auditEntrySchema,
  auditQuerySchema,
  envelopeOf,
  idParamsSchema,
  teamRoleSchema,
  updateRolePermissionsSchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok, okList } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/access.js';
import { listAudit } from './audit.repo.js';
import { listRoles, updateRolePermissions } from './roles.service.js';

/** Manage Team beyond the Users list: roles' permissions and the history (Super Admin). */
export async function teamRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['team'];

  r.get(
    '/v1/team/roles',
    {
      schema: {
        tags,
        summary: 'Roles with their permissions and how many staff hold each',
        response: { 200: envelopeOf(z.array(teamRoleSchema)) },
      },
      config: { access: 'superAdmin', markets: 'shared' },
    },
    async () => {
      const roles = await listRoles(db);
      return okList(roles, roles.length);
    },
  );

  r.put(
    '/v1/team/roles/:id/permissions',
    {
      schema: {
        tags,
        summary: "Replace a role's permissions; fixed roles are refused; updatedAt required",
        params: idParamsSchema,
        body: updateRolePermissionsSchema,
        response: { 200: envelopeOf(teamRoleSchema) },
      },
      config: { access: 'superAdmin', markets: 'shared' },
    },
    async (request) =>
      ok(await updateRolePermissions(db, currentUser(request), request.params.id, request.body)),
  );

  r.get(
    '/v1/team/audit',
    {
      schema: {
        tags,
        summary: 'What changed in users and roles, who changed it, newest first',
        querystring: auditQuerySchema,
        response: { 200: envelopeOf(z.array(auditEntrySchema)) },
      },
      config: { access: 'superAdmin', markets: 'shared' },
    },
    async (request) => {
      const page = await listAudit(db, request.query);
      return okList(page.rows, page.count);
    },
  );
}
