/** Typed factories for API tests (STYLE.md rule 7): valid rows, unique defaults, overrides. */
export { buildElement, buildIngredient, type ElementOverrides } from './catalogue.js';
export { idByName, portionUnitId } from './lookup.js';
export { buildBrand, buildKeyword, buildMarket, buildVendor, type NamedRow } from './reference.js';
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
