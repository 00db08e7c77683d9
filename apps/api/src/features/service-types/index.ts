/** What other parts of the API use of the service types feature. */
export { serviceTypeRoutes } from './service-types.routes.js';
