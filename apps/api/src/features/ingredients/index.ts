/** What other parts of the API use of the ingredients feature. */
export { ingredientRoutes } from './ingredients.routes.js';
