export { importRoutes } from './imports.routes.js';
