/** What the app uses of the change log: the plugin that records writes, and its routes. */
export { changeLogPlugin } from './change-log.plugin.js';
export { changeLogRoutes } from './change-log.routes.js';
