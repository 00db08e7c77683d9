/** What other features and the demo seed use of serving schedules and recurring add-ons. */
export {
  attachRecurringAddOns,
  createRecurringAddOn,
  listRecurringAddOns,
  recurringSlotValues,
} from './recurring-add-ons.service.js';
export { servingScheduleRoutes } from './serving-schedules.routes.js';
