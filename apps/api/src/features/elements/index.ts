/** What other parts of the API use of the elements feature. */
export { elementRoutes } from './elements.routes.js';
export { findFullElements } from './elements.service.js';
