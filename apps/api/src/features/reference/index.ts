/** What the app uses of the reference lists: their routes. */
export { referenceRoutes } from './reference.routes.js';
