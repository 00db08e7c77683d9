/** What other parts of the API use of the forecast accuracy feature (issue #28 point 4). */

export { forecastAccuracyRoutes } from './forecast-accuracy.routes.js';
