/** What other parts of the API use of the master menus feature. */
export { findMenu } from './menu-reads.repo.js';
export { menuRoutes } from './menus.routes.js';
export { getMenu, updateMenu } from './menus.service.js';
