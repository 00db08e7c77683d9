/** What other parts of the API use of the hosts feature. */
export { hostRoutes } from './hosts.routes.js';
export { hostFlowUnavailable } from './hosts.service.js';
