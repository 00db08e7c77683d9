import { type CurrentUser, isHost } from '@catering/domain';

/** Where the logo leads: hosts land on their picker, everyone else on the menu list. */
export function homePathFor(user: CurrentUser): string {
  return isHost(user) ? '/hosts' : '/';
}
