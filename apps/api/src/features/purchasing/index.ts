/** What other parts of the API use of the purchasing feature (issue #27). */

export { purchasingVendorOrder } from './order-guide.service.js';
export { purchasingRoutes } from './purchasing.routes.js';
export { portionLinesOf } from './purchasing.service.js';
export { purchasableIngredients } from './purchasing-catalogue.js';
