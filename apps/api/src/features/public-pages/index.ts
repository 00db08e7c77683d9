/** What the app uses of the public pages: their routes. */
export { publicPageRoutes } from './public-pages.routes.js';
