import type { Permission } from '@catering/domain';

/** The Roles & Permissions checkboxes, grouped by what they guard; every permission once. */
export const PERMISSION_GROUPS: readonly { title: string; permissions: readonly Permission[] }[] = [
  {
    title: 'Master menus & elements',
    permissions: [
      'viewMenu',
      'viewElement',
      'addMenu',
      'editMenu',
      'removeMenu',
      'addElement',
      'editElement',
      'removeElement',
    ],
  },
  {
    title: 'Scheduled menus',
    permissions: [
      'viewScheduleMenu',
      'addScheduleMenu',
      'editScheduleMenu',
      'removeScheduleMenu',
      'editLockedScheduleMenu',
    ],
  },
  { title: 'Hosts', permissions: ['editHostSurvey'] },
  { title: 'Purchasing', permissions: ['viewPurchasing', 'viewFoodCost'] },
  { title: 'Forecast', permissions: ['viewForecast'] },
  { title: 'Users', permissions: ['inviteUser', 'editUser', 'removeUser'] },
];
