/** What other parts of the API use of the scheduled add-ons feature. */
export { scheduledAddOnOfEventAddOn, slotElementOfEventAddOn } from './day-add-on-join.repo.js';
export { scheduledAddOnRoutes } from './scheduled-add-ons.routes.js';
