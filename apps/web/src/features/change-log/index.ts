// What other features use of the change log: the table and its queries, for Manage Team's
// Change Log tab and the account editor's Audit Trail tab, each kept by the page it sits on.
export {
  type ChangeLogFilters,
  useAccountChangeLog,
  useAccountChangePeople,
  useChangeLogPage,
} from './api';
export { ChangeLogFilterBar } from './ChangeLogFilterBar';
export { ChangeLogTable } from './ChangeLogTable';
export { CHANGE_KINDS, CHANGE_LOG_TEXT } from './messages';
