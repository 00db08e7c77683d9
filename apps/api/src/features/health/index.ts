/** What the app uses of health: its routes. */
export { healthRoutes } from './health.routes.js';
