import {
  type CurrentUser,
  PERMISSIONS,
  type Permission,
  ROLE_NAMES,
  type RoleListItem,
  type TeamRole,
  type TeamUser,
} from '@catering/domain';
import { buildMarket, buildUser, meOf, nextId } from './fixtures';
import type { MockAnswer, MockHandler } from './mock-api';
import { openPage } from './open-page';

const UPDATED_AT = '2025-03-01T12:00:00.000Z';

export const phoenix = buildMarket('Phoenix');
export const tucson = buildMarket('Tucson');

const role = (name: string, permissions: Permission[] = []): RoleListItem => ({
  id: nextId(),
  name,
  permissions,
  updatedAt: UPDATED_AT,
});

export const USER_PERMISSIONS: Permission[] = ['inviteUser', 'editUser', 'removeUser'];

export const roles = {
  superAdmin: role(ROLE_NAMES.superAdmin, [...PERMISSIONS]),
  admin: role(ROLE_NAMES.admin, ['viewMenu', ...USER_PERMISSIONS]),
  chef: role(ROLE_NAMES.chef, ['viewMenu']),
  host: role(ROLE_NAMES.host),
  pointOfContact: role(ROLE_NAMES.pointOfContact),
  consumer: role(ROLE_NAMES.consumer),
};

/** A signed-in caller holding `roleKey`'s role (its id, name and permissions). */
export function buildCaller(
  roleKey: keyof typeof roles,
  overrides: Partial<Omit<CurrentUser, 'role'>> & { permissions?: Permission[] } = {},
): CurrentUser {
  const { permissions, ...rest } = overrides;
  const callerRole = roles[roleKey];
  const user = buildUser({
    roleName: callerRole.name,
    permissions: permissions ?? (callerRole.permissions as Permission[]),
    firstName: 'Sam',
    lastName: 'Cook',
    email: 'sam@example.com',
    ...rest,
  });
  return { ...user, role: user.role && { ...user.role, id: callerRole.id } };
}

export function buildTeamUser(
  roleKey: keyof typeof roles,
  overrides: Partial<TeamUser> = {},
): TeamUser {
  const userRole = roles[roleKey];
  return {
    id: nextId(),
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'Diaz',
    roleId: userRole.id,
    role: { id: userRole.id, name: userRole.name },
    defaultMarketId: phoenix.id,
    defaultMarket: { id: phoenix.id, name: phoenix.name },
    limitedToMarkets: [],
    status: 'active',
    invitationExpiresAt: null,
    updatedAt: UPDATED_AT,
    ...overrides,
  };
}

/** The same user as the caller sees themselves in the list. */
export const asTeamUser = (caller: CurrentUser, roleKey: keyof typeof roles): TeamUser =>
  buildTeamUser(roleKey, {
    id: caller.id,
    email: caller.email,
    firstName: caller.firstName,
    lastName: caller.lastName,
  });

export function buildTeamRole(roleKey: keyof typeof roles, overrides: Partial<TeamRole> = {}) {
  const { id, name, permissions } = roles[roleKey];
  return {
    id,
    name,
    permissions: permissions as Permission[],
    isFixed: [ROLE_NAMES.superAdmin, ROLE_NAMES.pointOfContact, ROLE_NAMES.consumer].includes(
      name as never,
    ),
    userCount: 1,
    updatedAt: UPDATED_AT,
    ...overrides,
  } satisfies TeamRole;
}

interface OpenTeamOptions {
  caller: CurrentUser;
  users?: TeamUser[];
  handlers?: Record<string, MockHandler | MockAnswer>;
}

/** Manage Team at `path` for `caller`, with roles and markets loaded and `users` listed. */
export function openTeamPage(path: string, options: OpenTeamOptions) {
  const users = options.users ?? [];
  return openPage(path, {
    reference: { '/v1/markets': [phoenix, tucson], '/v1/roles': Object.values(roles) },
    handlers: {
      'GET /me': { data: meOf(options.caller) },
      'GET /v1/users': { data: users, meta: { count: users.length } },
      ...options.handlers,
    },
  });
}
