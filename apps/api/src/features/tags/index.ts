/** What other parts of the API use of the tags feature. */
export { tagRoutes } from './tags.routes.js';
