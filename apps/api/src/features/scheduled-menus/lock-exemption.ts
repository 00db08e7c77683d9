import { type Permission, permissionsOf } from '@catering/domain';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/access.js';
import type { Caller } from './scheduled-menus.service.js';

const EXEMPT: Permission = 'editLockedScheduleMenu';

/** The lock exemption of the signed-in caller (docs/permissions.md 8). */
export const callerOf = (request: FastifyRequest): Caller => ({
  canEditLocked: permissionsOf(currentUser(request)).includes(EXEMPT),
});
