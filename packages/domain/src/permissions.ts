/**
 * Permission names of both specs' section 6, plus the ones the server needs to
 * guard scheduling, surveys, purchasing (issue #27: the order guide, food cost) and the
 * forecast (issue #28). Roles hold lists of these names in the database.
 */
export const PERMISSIONS = [
  'viewMenu',
  'viewElement',
  'viewScheduleMenu',
  'addMenu',
  'editMenu',
  'removeMenu',
  'addElement',
  'editElement',
  'removeElement',
  'addScheduleMenu',
  'editScheduleMenu',
  'removeScheduleMenu',
  'editLockedScheduleMenu',
  'editHostSurvey',
  'viewPurchasing',
  'viewFoodCost',
  'viewForecast',
  'inviteUser',
  'editUser',
  'removeUser',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const PERMISSION_LABELS: Record<Permission, string> = {
  viewMenu: 'View Master Menus',
  viewElement: 'View Master Elements',
  viewScheduleMenu: 'View Scheduled Menus & Elements',
  addMenu: 'Add Master Menus',
  editMenu: 'Edit Master Menus',
  removeMenu: 'Remove Master Menus',
  addElement: 'Add Master Elements',
  editElement: 'Edit Master Menus & Elements',
  removeElement: 'Remove Master Elements',
  addScheduleMenu: 'Add Scheduled Menus & Elements',
  editScheduleMenu: 'Edit Scheduled Menus & Elements',
  removeScheduleMenu: 'Remove Scheduled Menus & Elements',
  editLockedScheduleMenu: 'Edit Locked Scheduled Menus',
  editHostSurvey: 'Edit Host Surveys',
  viewPurchasing: 'View Purchasing',
  viewFoodCost: 'View Food Cost',
  viewForecast: 'View Forecasts',
  inviteUser: 'Invite a User',
  editUser: 'Edit a User',
  removeUser: 'Remove a User',
};

export const ROLE_NAMES = {
  superAdmin: 'Super Admin',
  admin: 'Admin',
  culinary: 'Culinary',
  scheduler: 'Scheduler',
  chef: 'Chef',
  host: 'Host',
  pointOfContact: 'Point of Contact',
  consumer: 'Consumer',
} as const;

/** Only Super Admins manage the team (spec 2.3); the API and the web app ask the same. */
export const isSuperAdmin = (user: { role: { name: string } | null }): boolean =>
  user.role?.name === ROLE_NAMES.superAdmin;

/**
 * Any one of these opens Manage Team's Users tab and its navigation link, and
 * `GET /v1/users` (issue #25: an Admin holding them saw no link).
 */
export const USER_MANAGEMENT_PERMISSIONS: readonly Permission[] = [
  'inviteUser',
  'editUser',
  'removeUser',
];

export const canManageUsers = (user: {
  role: { permissions: readonly string[] } | null;
}): boolean => USER_MANAGEMENT_PERMISSIONS.some((needed) => permissionsOf(user).includes(needed));

/** Hosts get their own landing page and a reduced navigation (spec 2.3). */
export const isHost = (user: { role: { name: string } | null }): boolean =>
  user.role?.name === ROLE_NAMES.host;

/** What a user's role lets them do; nothing while they have no role. */
export const permissionsOf = (user: {
  role: { permissions: readonly string[] } | null;
}): readonly string[] => user.role?.permissions ?? [];

/** A role's permissions; the Super Admin role holds every one, whatever its list says. */
export function permissionsOfRole(role: { name: string; permissions: readonly string[] }) {
  if (role.name === ROLE_NAMES.superAdmin) return [...PERMISSIONS];
  return PERMISSIONS.filter((permission) => role.permissions.includes(permission));
}

/** What `to` may do that `from` could not, in PERMISSIONS order (a role change's gain). */
export function permissionsGained(
  from: { name: string; permissions: readonly string[] },
  to: { name: string; permissions: readonly string[] },
): Permission[] {
  const before = permissionsOfRole(from);
  return permissionsOfRole(to).filter((permission) => !before.includes(permission));
}

export const USER_TYPES = ['User', 'Consumer', 'Point of Contact'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Only this user type may enter the console; the others see the no-access page. */
export const STAFF_USER_TYPE: UserType = 'User';

/**
 * What a route requires. `public`: nobody needs to sign in. `signedIn`: any user type
 * (GET /me, sign-out). `staff`: user type User, any role. `superAdmin`: staff whose role is
 * Super Admin (Manage Team). A permission name: staff with that permission in their role.
 * A list of permission names: staff holding any one of them.
 */
export type RouteAccess =
  | 'public'
  | 'signedIn'
  | 'staff'
  | 'superAdmin'
  | Permission
  | readonly Permission[];

export function hasPermission(permissions: readonly string[], needed: Permission): boolean {
  return permissions.includes(needed);
}

/** True when the permissions hold at least one of `anyOf`. */
export function hasAnyPermission(
  permissions: readonly string[],
  anyOf: readonly Permission[],
): boolean {
  return anyOf.some((needed) => permissions.includes(needed));
}
