import type {
  InstallationFeatures,
  Permission,
  ScheduledAddOn,
  ScheduledMenu,
} from '@catering/domain';
import type { MockAnswer, MockHandler } from './mock-api';
import { openPage } from './open-page';
import {
  greensBarType,
  listItemOf,
  phoenix,
  schedulingLines,
  soupType,
} from './scheduling-detail-fixtures';

export const DATE = '2025-03-14';

export const ALL_SCHEDULING: Permission[] = [
  'viewScheduleMenu',
  'addScheduleMenu',
  'editScheduleMenu',
  'removeScheduleMenu',
];

interface OpenDetailOptions {
  menus?: ScheduledMenu[];
  addOns?: ScheduledAddOn[];
  permissions?: Permission[];
  handlers?: Record<string, MockHandler | MockAnswer>;
  date?: string;
  features?: Partial<InstallationFeatures>;
}

/** The daily view of Phoenix on `DATE`, with the day's menus (and each menu's detail) mocked. */
export function openDetail(options: OpenDetailOptions = {}) {
  const menus = options.menus ?? [];
  const detailHandlers = Object.fromEntries(
    menus.map((menu) => [`GET /v1/scheduled-menus/${menu.id}`, { data: menu }]),
  );
  return openPage(`/markets/${phoenix.id}/scheduling-detail/${options.date ?? DATE}`, {
    permissions: options.permissions ?? ALL_SCHEDULING,
    features: options.features,
    reference: {
      '/v1/markets': [phoenix],
      '/v1/service-lines': schedulingLines,
      '/v1/add-ons': [greensBarType, soupType],
    },
    handlers: {
      'GET /v1/scheduled-menus': { data: menus.map(listItemOf) },
      'GET /v1/scheduled-add-ons': { data: options.addOns ?? [] },
      ...detailHandlers,
      ...options.handlers,
    },
  });
}
