/** What other parts of the API use of the calculations feature (the Chef numbers). */
export { addOnNumbers } from './add-on-numbers.js';
export { calculationRoutes } from './calculations.routes.js';
export { containerNumbers } from './calculations.service.js';
export {
  addOnNumbersOfRange,
  containerNumbersOfRange,
  containerNumbersOfRangeLazily,
  type SlotAddOns,
} from './range-numbers.js';
