/** What other parts of the API use of the purchasing feature (issue #27). */
export { portionLinesOf, purchasableIngredients } from './purchasing.service.js';
