/** What other parts of the API use of the forecast feature (issue #28). */

export { forecastRoutes } from './forecast.routes.js';
