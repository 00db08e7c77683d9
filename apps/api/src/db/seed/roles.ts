import { PERMISSIONS, type Permission, ROLE_NAMES } from '@catering/domain';

const VIEW: Permission[] = ['viewMenu', 'viewElement', 'viewScheduleMenu'];

/**
 * The seeded roles and what each may do (docs/permissions.md is this table in prose).
 * The spec ties account actions to the menu and element permissions (addElement creates
 * an account, editElement enables its fields, editMenu saves it, removeMenu deletes it),
 * so the scheduler, who runs accounts, holds those too.
 */
export const DEFAULT_ROLES: { name: string; permissions: readonly Permission[] }[] = [
  { name: ROLE_NAMES.superAdmin, permissions: PERMISSIONS },
  {
    name: ROLE_NAMES.admin,
    permissions: PERMISSIONS.filter((p) => p !== 'editLockedScheduleMenu'),
  },
  {
    name: ROLE_NAMES.culinary,
    permissions: [
      ...VIEW,
      'addMenu',
      'editMenu',
      'removeMenu',
      'addElement',
      'editElement',
      'removeElement',
      'editScheduleMenu',
      'viewFoodCost',
      'viewForecast',
    ],
  },
  {
    name: ROLE_NAMES.scheduler,
    permissions: [
      ...VIEW,
      'addScheduleMenu',
      'editScheduleMenu',
      'removeScheduleMenu',
      'addElement',
      'editElement',
      'editMenu',
    ],
  },
  { name: ROLE_NAMES.chef, permissions: [...VIEW, 'editHostSurvey'] },
  { name: ROLE_NAMES.host, permissions: ['viewScheduleMenu', 'editHostSurvey'] },
  { name: ROLE_NAMES.pointOfContact, permissions: [] },
  { name: ROLE_NAMES.consumer, permissions: [] },
];
