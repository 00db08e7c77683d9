/** What the app uses of the change log: the plugin that records writes, and its routes. */

/** An account's General Information as its Audit Trail compares it (an import's updates too). */
export { findAccountDetails } from './account-details.repo.js';
export { readPointOfContact } from './account-record.repo.js';
export { accountRecordFacts } from './account-record-facts.js';
/** A hot write's own log line, written in the statement of its write. */
export {
  type ChangeLine,
  changeLineInsert,
  changeLineOf,
  changeLineValues,
} from './change-line.js';
export { changeLogPlugin } from './change-log.plugin.js';
export { changeLogRoutes } from './change-log.routes.js';
