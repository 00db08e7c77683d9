/** What the app uses of client errors: its routes. */
export { clientErrorRoutes } from './client-errors.routes.js';
