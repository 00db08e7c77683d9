import {
  type CurrentUser,
  FIXED_ROLE_NAMES,
  PERMISSION_LABELS,
  PERMISSIONS,
  type Permission,
  permissionChanges,
  TEAM_MESSAGES,
  type TeamRole,
  type updateRolePermissionsSchema,
} from '@catering/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { DEFAULT_ROLES } from '../../db/seed/roles.js';
import { forbidden, notFound, stale } from '../../lib/errors.js';
import { iso } from '../../lib/list.js';
import { recordAudit } from './audit.repo.js';
import {
  countStaffByRole,
  findRoleRows,
  lockRole,
  updateRolePermissionsRow,
} from './roles.repo.js';

/** Roles and their permissions, as Manage Team shows and edits them (Super Admin only). */

const SEED_ORDER = DEFAULT_ROLES.map((role) => role.name);

/** Seeded roles in the seed's order, any role an operator added after them by name. */
function bySeedOrder(a: { name: string }, b: { name: string }) {
  const rank = (name: string) => {
    const index = SEED_ORDER.indexOf(name);
    return index === -1 ? SEED_ORDER.length : index;
  };
  return rank(a.name) - rank(b.name) || a.name.localeCompare(b.name);
}

/** Known permissions only, in PERMISSIONS order. */
const ordered = (list: readonly string[]) => PERMISSIONS.filter((p) => list.includes(p));

async function findRoles(db: Db, id?: string): Promise<TeamRole[]> {
  const [rows, holders] = await Promise.all([findRoleRows(db, id), countStaffByRole(db)]);
  return rows.sort(bySeedOrder).map((role) => ({
    ...role,
    permissions: ordered(role.permissions),
    isFixed: FIXED_ROLE_NAMES.includes(role.name),
    userCount: Number(holders.find((h) => h.roleId === role.id)?.count ?? 0),
    updatedAt: iso(role.updatedAt),
  }));
}

export const listRoles = (db: Db) => findRoles(db);

/** 'Added Invite a User, Edit a User; removed Remove Master Menus'. */
export function changeSummary(added: Permission[], removed: Permission[]): string {
  const labels = (list: Permission[]) => list.map((p) => PERMISSION_LABELS[p]).join(', ');
  const parts = [
    added.length ? `added ${labels(added)}` : '',
    removed.length ? `removed ${labels(removed)}` : '',
  ].filter(Boolean);
  const sentence = parts.join('; ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/**
 * A role's new permission list. Holders feel it on their next call: the session's user
 * and role are read on every request. Saving the same list writes nothing.
 */
export async function updateRolePermissions(
  db: Db,
  caller: CurrentUser,
  id: string,
  input: z.output<typeof updateRolePermissionsSchema>,
): Promise<TeamRole> {
  await db.transaction(async (tx) => {
    const role = await lockRole(tx, id);
    if (!role) throw notFound('Role not found.');
    if (FIXED_ROLE_NAMES.includes(role.name)) throw forbidden(TEAM_MESSAGES.roleFixed(role.name));
    if (new Date(input.updatedAt).getTime() !== role.updatedAt.getTime()) throw stale();
    const { added, removed } = permissionChanges(role.permissions, input.permissions);
    if (!added.length && !removed.length) return;
    await updateRolePermissionsRow(tx, id, ordered(input.permissions));
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: 'role.permissions_changed',
      entityType: 'role',
      entityId: id,
      subject: role.name,
      summary: changeSummary(added, removed),
    });
  });
  const [role] = await findRoles(db, id);
  if (!role) throw notFound('Role not found.');
  return role;
}
