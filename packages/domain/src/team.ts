import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './auth.js';
import { optionalId } from './form-values.js';
import { uuid } from './ids.js';
import { listQuerySchema } from './pagination.js';
import { PERMISSIONS, type Permission, ROLE_NAMES } from './permissions.js';

/**
 * Users and team (hosts-accounts-users "Users", sections 3, 4, 6, 8): staff invited by
 * e-mail, their role and default market, and the roles' permissions that a Super Admin
 * edits under Manage Team.
 */

export const TEAM_MESSAGES = {
  /** Spec 8, invite: 'conflict' / 'auth/email-already-exists'. */
  emailUsed: (email: string) => `Email ${email} already used.`,
  /** Spec 8, invite: 'validation_failed'. */
  inviteRequired: 'Email, name, and role are required fields.',
  /** Spec 8, role or market change: 'not_found'. */
  userNotFound: 'User not found.',
  /** Spec 8, role or market change: any other failure. */
  changeFailed: 'Something went wrong. Please try again.',
  /** Spec 8 and 2, the empty list. */
  noUsers: 'There are no users.',
  onlySuperAdminChangesSuperAdmin: "Only a Super Admin can change a Super Admin's role.",
  lastSuperAdminDemoted: 'The last Super Admin must keep the Super Admin role.',
  ownRoleFixed: 'You cannot change your own role.',
  onlySuperAdminGrants: 'Only a Super Admin can give the Super Admin role.',
  contactRole: 'That role is for account contacts; choose a staff role.',
  lastSuperAdmin: 'The last Super Admin cannot be removed.',
  removeSelf: 'You cannot remove yourself.',
  onlySuperAdminRemoves: 'Only a Super Admin can remove a Super Admin.',
  notPending: 'This user has already accepted the invitation.',
  invitationInvalid:
    'This invitation link is invalid or has expired. Ask your administrator to send a new one.',
  roleFixed: (name: string) => `The ${name} role's permissions cannot be changed.`,
  unknownPermission: 'Unknown permission.',
  unknownRole: 'Unknown role.',
  unknownMarket: 'Unknown market.',
} as const;

/** Invitation links work for 7 days and once. */
export const INVITATION_TTL_SECONDS = 60 * 60 * 24 * 7;

/** Roles whose permission lists are fixed: Super Admin holds all, the contact types none. */
export const FIXED_ROLE_NAMES: readonly string[] = [
  ROLE_NAMES.superAdmin,
  ROLE_NAMES.pointOfContact,
  ROLE_NAMES.consumer,
];

/** Roles that belong to account contacts, never given to invited staff. */
export const CONTACT_ROLE_NAMES: readonly string[] = [
  ROLE_NAMES.pointOfContact,
  ROLE_NAMES.consumer,
];

export const USER_STATUSES = ['active', 'invited'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A staff member in the Users list (spec 3 "User", plus names and status). */
export const teamUserSchema = z.object({
  id: uuid,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Null for a person who arrived by single sign-on and has no role yet. */
  roleId: uuid.nullable(),
  role: z.object({ id: uuid, name: z.string() }).nullable(),
  defaultMarketId: uuid.nullable(),
  defaultMarket: z.object({ id: uuid, name: z.string() }).nullable(),
  /** The markets the user is limited to, by name; empty: every market. */
  limitedToMarkets: z.array(z.object({ id: uuid, name: z.string() })),
  /** `invited` until the person sets a password from the invitation link. */
  status: z.enum(USER_STATUSES),
  /** When the pending invitation stops working; null once active. */
  invitationExpiresAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TeamUser = z.infer<typeof teamUserSchema>;

export const usersQuerySchema = listQuerySchema({ maxPerPage: 100 });

const requiredName = z
  .string({ error: TEAM_MESSAGES.inviteRequired })
  .trim()
  .min(1, TEAM_MESSAGES.inviteRequired)
  .max(100, 'A name must be 100 characters or less.');

/** Distinct market ids; a user is limited to at most 100 markets. */
const marketIdsSchema = z
  .array(z.uuid({ error: TEAM_MESSAGES.unknownMarket }))
  .max(100, 'A user can be limited to at most 100 markets.')
  .transform((ids) => [...new Set(ids)]);

export const inviteUserSchema = z.object({
  email: z
    .string({ error: TEAM_MESSAGES.inviteRequired })
    .trim()
    .min(1, TEAM_MESSAGES.inviteRequired)
    .pipe(emailSchema),
  firstName: requiredName,
  lastName: requiredName,
  roleId: z.uuid({ error: TEAM_MESSAGES.inviteRequired }),
  defaultMarketId: optionalId().optional(),
  /** Markets the new user is limited to; empty or absent: every market. */
  limitedToMarketIds: marketIdsSchema.optional(),
});
export type InviteUserInput = z.input<typeof inviteUserSchema>;

/** Change a user's role or default market (spec 7); either or both. */
export const updateUserSchema = z
  .object({
    roleId: z.uuid({ error: TEAM_MESSAGES.unknownRole }).optional(),
    /** null clears the default market. */
    defaultMarketId: optionalId().optional(),
    /** Replaces the markets the user is limited to; [] lifts the limit. */
    limitedToMarketIds: marketIdsSchema.optional(),
    /** The row's updatedAt as read; when sent and no longer current the change is stale. */
    updatedAt: z.string().optional(),
  })
  .refine(
    (input) =>
      input.roleId !== undefined ||
      input.defaultMarketId !== undefined ||
      input.limitedToMarketIds !== undefined,
    { message: 'Send a roleId, a defaultMarketId or limitedToMarketIds.' },
  );
export type UpdateUserInput = z.input<typeof updateUserSchema>;

/** What the invitation page shows before the person chooses a password. */
export const invitationInfoSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  expiresAt: z.string(),
});
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

export const invitationTokenQuerySchema = z.object({
  token: z.string().min(1, TEAM_MESSAGES.invitationInvalid).max(512),
});

export const acceptInvitationSchema = z.object({
  token: z.string().min(1, TEAM_MESSAGES.invitationInvalid).max(512),
  password: newPasswordSchema,
});
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

/** A role with its permissions, for Manage Team. */
export const teamRoleSchema = z.object({
  id: uuid,
  name: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  /** Super Admin, Point of Contact and Consumer: shown, never edited. */
  isFixed: z.boolean(),
  userCount: z.number().int(),
  updatedAt: z.string(),
});
export type TeamRole = z.infer<typeof teamRoleSchema>;

export const updateRolePermissionsSchema = z.object({
  permissions: z
    .array(z.enum(PERMISSIONS, { error: TEAM_MESSAGES.unknownPermission }))
    .max(PERMISSIONS.length)
    .transform((list) => [...new Set(list)]),
  updatedAt: z.string().min(1, 'updatedAt is required.'),
});
export type UpdateRolePermissionsInput = z.input<typeof updateRolePermissionsSchema>;

export const AUDIT_ACTIONS = [
  'user.invited',
  'user.invitation_resent',
  'user.joined',
  'user.role_changed',
  'user.market_changed',
  'user.markets_limited',
  'user.removed',
  'role.permissions_changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One recorded change of Manage Team: who, when, what. */
export const auditEntrySchema = z.object({
  id: uuid,
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** Null when the person acted on their own invitation link. */
  actor: z.object({ id: uuid, name: z.string() }).nullable(),
  /** The user or role changed, by name as it was then. */
  subject: z.string(),
  /** A sentence, e.g. 'Role Culinary → Scheduler' or 'Added Invite a User; removed …'. */
  summary: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = listQuerySchema({ maxPerPage: 100 });

/** Permissions added and removed between two lists, in PERMISSIONS order. */
export function permissionChanges(
  before: readonly string[],
  after: readonly string[],
): { added: Permission[]; removed: Permission[] } {
  return {
    added: PERMISSIONS.filter((p) => after.includes(p) && !before.includes(p)),
    removed: PERMISSIONS.filter((p) => before.includes(p) && !after.includes(p)),
  };
}
