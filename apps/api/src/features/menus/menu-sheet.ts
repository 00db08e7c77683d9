import type { SheetColumn } from '../../lib/spreadsheet-export.js';
import type { ExportedMenu } from './menu-export.repo.js';

/** The master menus spreadsheet (docs/spreadsheets.md): the list's columns and the elements. */
export const MENU_COLUMNS: SheetColumn<ExportedMenu>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Tag', value: (row) => row.tag },
  { header: 'Brand', value: (row) => row.brand },
  { header: 'Cuisine', value: (row) => row.cuisine },
  { header: 'Service Lines', value: (row) => row.serviceLines },
  { header: 'Element Count', value: (row) => row.elementCount },
  { header: 'Elements', value: (row) => row.elementNames },
  { header: 'Description', value: (row) => row.description },
];
