/** What other parts of the API use of the scheduled menus feature. */
export {
  findScheduledMenuIdOfSlot,
  servicesOf,
  servicesOfRange,
} from './scheduled-menu-reads.repo.js';
export { scheduledMenuRoutes } from './scheduled-menus.routes.js';
export { findScheduledMenu, getScheduledMenu } from './scheduled-menus.service.js';
