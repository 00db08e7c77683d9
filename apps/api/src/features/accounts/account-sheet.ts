import { ACCOUNT_SHEET_HEADERS } from '@catering/domain';
import type { SheetColumn } from '../../lib/spreadsheet-export.js';
import { hhmm } from '../../lib/time-of-day.js';
import type { ExportedAccount, ExportedAddress } from './account-export.repo.js';

/**
 * The accounts spreadsheet (docs/spreadsheets.md): the list's columns, the main address in
 * its own columns, the others as "line, line, City, ST 12345" joined " | ", and the contact.
 */

const main = (row: ExportedAccount): ExportedAddress | undefined => row.addresses[0];

const addressText = (address: ExportedAddress) =>
  [
    address.addressOne,
    address.addressTwo,
    address.city,
    `${address.state} ${address.zipCode ?? ''}`.trim(),
  ]
    .filter(Boolean)
    .join(', ');

const contactName = (row: ExportedAccount) =>
  `${row.contactFirstName ?? ''} ${row.contactLastName ?? ''}`.trim() || null;

/** A calendar date as the file's date (UTC midnight, lib/spreadsheet-export.ts). */
const calendarDate = (date: string | null) => (date ? new Date(`${date}T00:00:00Z`) : null);

export const ACCOUNT_COLUMNS: SheetColumn<ExportedAccount>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Market', value: (row) => row.market },
  { header: 'Service Type', value: (row) => row.serviceType },
  { header: 'Address One', value: (row) => main(row)?.addressOne ?? null },
  { header: 'Address Two', value: (row) => main(row)?.addressTwo ?? null },
  { header: 'City', value: (row) => main(row)?.city ?? null },
  { header: 'State', value: (row) => main(row)?.state ?? null },
  { header: 'Zip Code', value: (row) => main(row)?.zipCode ?? null },
  {
    header: 'Other Addresses',
    value: (row) => row.addresses.slice(1).map(addressText).join(' | ') || null,
  },
  { header: 'Point of Contact', value: contactName },
  { header: 'Point of Contact E-mail', value: (row) => row.contactEmail },
  { header: 'Total Employees', value: (row) => row.totalEmployees },
  { header: 'Service Start Date', value: (row) => calendarDate(row.serviceStartDate) },
  { header: 'Kitchen Arrival Time', value: (row) => hhmm(row.kitchenArrivalTime) },
  { header: 'Leave Time', value: (row) => hhmm(row.leaveTime) },
  { header: 'Service Start Time', value: (row) => hhmm(row.serviceStartTime) },
  { header: 'Show Opt-in', value: (row) => row.showOptin },
  { header: 'Playbook Link', value: (row) => row.playbookLink },
  { header: 'Delivery Instructions', value: (row) => row.deliveryInstructions },
  { header: 'Leftover Instructions', value: (row) => row.leftoverInstructions },
  { header: 'Setup Notes', value: (row) => row.setupNotes },
];
// The accounts import reads these columns back (features/imports, ACCOUNT_SHEET_HEADERS).
if (ACCOUNT_COLUMNS.some((column, index) => column.header !== ACCOUNT_SHEET_HEADERS[index])) {
  throw new Error('The accounts export must follow ACCOUNT_SHEET_HEADERS.');
}
