/** Typed factories for API tests (STYLE.md rule 7): valid rows, unique defaults, overrides. */
export {
  type AccountOverrides,
  type BuiltServingSchedule,
  buildAccount,
  buildServingSchedule,
  type ServingScheduleOverrides,
  servedWeekday,
} from './accounts.js';
export { buildElement, buildIngredient, type ElementOverrides } from './catalogue.js';
export { buildHostSurvey, type HostSurveyOverrides } from './host-surveys.js';
export { idByName, portionUnitId } from './lookup.js';
export {
  buildMenu,
  DEFAULT_ROWS,
  defaultMenuRows,
  type MenuOverrides,
} from './menus.js';
export { buildBrand, buildKeyword, buildMarket, buildVendor, type NamedRow } from './reference.js';
export {
  buildScheduledAddOn,
  buildScheduledMenu,
  type ScheduledAddOnOverrides,
  type ScheduledMenuOverrides,
} from './scheduling.js';
export {
  buildServedMenu,
  buildServiceEvent,
  type ServedMenuOverrides,
  type ServiceEventOverrides,
} from './service-events.js';
export { uniqueName } from './unique.js';
export {
  type BuiltUser,
  buildContact,
  buildInvitedUser,
  buildUser,
  type InvitedUserOverrides,
  type RoleName,
  type UserOverrides,
} from './users.js';
