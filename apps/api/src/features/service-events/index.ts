/** What the app uses of service events: its routes. */
export { serviceEventRoutes } from './service-events.routes.js';
