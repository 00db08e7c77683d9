/** Spreadsheets in (issue #29): the Import screens, each opened from its list. */
export { ImportButton } from './ImportButton';
export { importRoutes } from './routes';
