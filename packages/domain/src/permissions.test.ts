import { describe, expect, it } from 'vitest';
import { PERMISSIONS, permissionsGained } from './permissions.js';

const chef = { name: 'Chef', permissions: ['viewMenu', 'editHostSurvey'] };
const admin = { name: 'Admin', permissions: ['editUser', 'viewMenu', 'inviteUser'] };

describe('permissionsGained', () => {
  it('lists what the new role may do that the old could not, in PERMISSIONS order', () => {
    expect(permissionsGained(chef, admin)).toEqual(['inviteUser', 'editUser']);
    expect(permissionsGained(admin, chef)).toEqual(['editHostSurvey']);
    expect(permissionsGained(chef, chef)).toEqual([]);
  });

  it('counts Super Admin as every permission, whatever its stored list', () => {
    const superAdmin = { name: 'Super Admin', permissions: [] };
    expect(permissionsGained(chef, superAdmin)).toEqual(
      PERMISSIONS.filter((permission) => !chef.permissions.includes(permission)),
    );
    expect(permissionsGained(superAdmin, admin)).toEqual([]);
  });
});
