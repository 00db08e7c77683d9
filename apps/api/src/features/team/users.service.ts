import type { CurrentUser, updateUserSchema } from '@catering/domain';
import type { z } from 'zod';
import { removeUser, updateUser } from './user-changes.js';
import { createUserInvitations, type InvitationDeps } from './user-invitations.js';

export type UsersServiceDeps = InvitationDeps;

/**
 * The Users page's commands: inviting and resending live in user-invitations.ts, changing
 * and removing in user-changes.ts.
 */
export function createUsersService(deps: UsersServiceDeps) {
  const { db } = deps;
  return {
    ...createUserInvitations(deps),
    update: (caller: CurrentUser, id: string, input: z.output<typeof updateUserSchema>) =>
      updateUser(db, caller, id, input),
    remove: (caller: CurrentUser, id: string) => removeUser(db, caller, id),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
