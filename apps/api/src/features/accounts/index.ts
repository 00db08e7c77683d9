/** What other features use of accounts: its routes and the market scope of what hangs under an account. */
export { applyForecastModifiers } from './account-modifiers.service.js';
export { findMainAddressId } from './account-reads.repo.js';
export { findLiveAccount, ofAccountsWithin } from './account-scope.repo.js';
export { accountRoutes } from './accounts.routes.js';
export { requireAccountInScope } from './accounts.service.js';
