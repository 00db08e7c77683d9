import { type CurrentUser, ROLE_NAMES } from '@catering/domain';

/** Hosts get their own landing page and a reduced navigation (spec 2.3). */
export function isHost(user: CurrentUser): boolean {
  return user.role.name === ROLE_NAMES.host;
}

/** Only Super Admins manage the team (spec 2.3). */
export function isSuperAdmin(user: CurrentUser): boolean {
  return user.role.name === ROLE_NAMES.superAdmin;
}

/** Where the logo leads: hosts land on their picker, everyone else on the menu list. */
export function homePathFor(user: CurrentUser): string {
  return isHost(user) ? '/hosts' : '/';
}
