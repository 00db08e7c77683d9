/** Spreadsheets in (issue #29): the Import screen, opened from the Ingredients list. */
export { ImportPage } from './ImportPage';
