import {
  CONTACT_ROLE_NAMES,
  type CurrentUser,
  isSuperAdmin,
  ROLE_NAMES,
  type RoleListItem,
  TEAM_MESSAGES,
  type TeamUser,
} from '@catering/domain';

/**
 * Roles a caller may give: never the account contacts' roles, and Super Admin only when
 * the caller is one.
 */
export function grantableRoles(
  roles: readonly RoleListItem[],
  caller: CurrentUser,
): RoleListItem[] {
  return roles.filter(
    (role) =>
      !CONTACT_ROLE_NAMES.includes(role.name) &&
      (role.name !== ROLE_NAMES.superAdmin || isSuperAdmin(caller)),
  );
}

/** Why the role of `row` cannot be changed by `caller`, or null when it can (spec 6). */
export function roleLockReason(row: TeamUser, caller: CurrentUser): string | null {
  if (row.id === caller.id) return TEAM_MESSAGES.ownRoleFixed;
  if (row.role?.name === ROLE_NAMES.superAdmin && !isSuperAdmin(caller))
    return TEAM_MESSAGES.onlySuperAdminChangesSuperAdmin;
  return null;
}

/** Only a Super Admin removes a Super Admin, and nobody removes themselves. */
export function canRemoveRow(row: TeamUser, caller: CurrentUser): boolean {
  if (row.id === caller.id) return false;
  return row.role?.name !== ROLE_NAMES.superAdmin || isSuperAdmin(caller);
}

export const fullName = (user: Pick<TeamUser, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();
