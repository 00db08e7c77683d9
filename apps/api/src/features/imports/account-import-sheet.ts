import {
  ACCOUNT_IMPORT_MESSAGES,
  ACCOUNT_SHEET_HEADERS,
  addressInputSchema,
  OTHER_ADDRESSES_SEPARATOR,
  parseCalendarDate,
} from '@catering/domain';
import type { StoredAccount, StoredAddress } from './account-import-reads.repo.js';
import type { FieldSpec } from './column-mapping.js';
import type { MappedRow } from './import-kind.js';

/**
 * The accounts sheet's columns (the export's headers, features/accounts/account-sheet.ts)
 * and how the cells of one row are read into what the account editor sends.
 */
const FIELD_KEYS = [
  ['name', ['account', 'accountname']],
  ['market', []],
  ['serviceType', ['servicetypename']],
  ['addressOne', ['address', 'address1', 'addressline1']],
  ['addressTwo', ['address2', 'addressline2', 'suite']],
  ['city', []],
  ['state', ['st']],
  ['zipCode', ['zip', 'postalcode', 'postcode']],
  ['otherAddresses', ['addresses', 'moreaddresses']],
  ['contactName', ['pointofcontactname', 'contact', 'contactname', 'poc']],
  ['contactEmail', ['pointofcontactemail', 'contactemail', 'email', 'pocemail']],
  ['totalEmployees', ['employees']],
  ['serviceStartDate', ['startdate']],
  ['kitchenArrivalTime', ['arrivaltime']],
  ['leaveTime', []],
  ['serviceStartTime', ['servicetime']],
  ['showOptin', ['optin', 'enableoptin']],
  ['playbookLink', ['playbook']],
  ['deliveryInstructions', []],
  ['leftoverInstructions', []],
  ['setupNotes', []],
] as const;
export type AccountFieldKey = (typeof FIELD_KEYS)[number][0];

/** Required: what a new account cannot do without (the editor's required fields). */
const REQUIRED = new Set<AccountFieldKey>([
  'name',
  'market',
  'serviceType',
  'addressOne',
  'city',
  'state',
]);

export const ACCOUNT_FIELDS: readonly FieldSpec[] = FIELD_KEYS.map(([key, synonyms], index) => ({
  key,
  label: ACCOUNT_SHEET_HEADERS[index] as string,
  required: REQUIRED.has(key),
  synonyms,
}));

export const ACCOUNT_EXAMPLE = [
  'Saguaro Analytics',
  'Phoenix',
  'Sifted 2.0',
  '4800 N Scottsdale Rd',
  'Suite 1400',
  'Scottsdale',
  'AZ',
  '85251',
  '200 E Van Buren St, Floor 3, Phoenix, AZ 85004',
  'Dana Whitfield',
  'dana.whitfield@example.com',
  '420',
  '2026-01-05',
  '10:30',
  '14:00',
  '11:45',
  'Yes',
  'https://example.com/playbook',
  'Loading dock on the north side.',
  'Offer leftovers to the front desk.',
  'Two hot wells, one cold.',
];

export const labelOf = (key: AccountFieldKey) =>
  ACCOUNT_SHEET_HEADERS[FIELD_KEYS.findIndex(([field]) => field === key)] as string;

/** "line, line, City, ST 12345": the export's text of an address. */
export const addressText = (address: Omit<StoredAddress, 'id'>) =>
  [
    address.addressOne,
    address.addressTwo,
    address.city,
    `${address.state} ${address.zipCode ?? ''}`.trim(),
  ]
    .filter(Boolean)
    .join(', ');

/**
 * The Other Addresses cell: addresses joined by " | ", each "line one, [line two,] City,
 * ST [12345]" (three or four parts split on commas). A part that does not read so, or
 * breaks an address rule of the editor, is refused with its text.
 */
export function otherAddresses(text: string, reasons: string[]): Omit<StoredAddress, 'id'>[] {
  const addresses: Omit<StoredAddress, 'id'>[] = [];
  for (const part of text.split(OTHER_ADDRESSES_SEPARATOR.trim()).map((p) => p.trim())) {
    if (!part) continue;
    const pieces = part.split(',').map((piece) => piece.trim());
    const place = /^([A-Za-z]{2})(?:\s+(\d{5}))?$/.exec(pieces.at(-1) ?? '');
    if ((pieces.length !== 3 && pieces.length !== 4) || !place) {
      reasons.push(ACCOUNT_IMPORT_MESSAGES.otherAddress(part));
      continue;
    }
    const address = {
      addressOne: pieces[0] ?? '',
      addressTwo: pieces.length === 4 ? (pieces[1] ?? '') : '',
      city: pieces.at(-2) ?? '',
      state: place[1] ?? '',
      zipCode: place[2] ?? null,
    };
    const parsed = addressInputSchema.safeParse(address);
    if (parsed.success) addresses.push({ ...parsed.data, addressTwo: parsed.data.addressTwo });
    else
      reasons.push(
        `${ACCOUNT_IMPORT_MESSAGES.otherAddress(part)} ${parsed.error.issues.map((i) => i.message).join(' ')}`,
      );
  }
  return addresses;
}

/** Yes/No as the export writes it; TRUE/FALSE (an XLSX boolean), 1/0; blank is No. */
export function yesNo(row: MappedRow, key: AccountFieldKey, reasons: string[]): boolean {
  const text = row.text(key).toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(text)) return true;
  if (['', 'no', 'n', 'false', '0'].includes(text)) return false;
  reasons.push(ACCOUNT_IMPORT_MESSAGES.notYesNo(labelOf(key), row.text(key)));
  return false;
}

/** Days from Excel's day 0 (1899-12-30) to 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25_569;

/**
 * A calendar date: YYYY-MM-DD (what the export writes, and what an XLSX date cell is read
 * as), MM/DD/YYYY, or a number of days as Excel stores a date; blank is none.
 */
export function calendarCell(
  row: MappedRow,
  key: AccountFieldKey,
  reasons: string[],
): string | null {
  const text = row.text(key);
  if (!text) return null;
  if (/^\d{4,5}(\.0+)?$/.test(text)) {
    const days = Number.parseInt(text, 10) - EXCEL_EPOCH_DAYS;
    return new Date(days * 86_400_000).toISOString().slice(0, 10);
  }
  const date = parseCalendarDate(text);
  if (!date) reasons.push(ACCOUNT_IMPORT_MESSAGES.notADate(labelOf(key), text));
  return date;
}

/** A time of day as text for the editor's rule (HH:MM, h:mm AM/PM); an Excel fraction of a day read as HH:MM. */
export function timeCell(row: MappedRow, key: AccountFieldKey): string {
  const text = row.text(key);
  if (!/^0?\.\d+$/.test(text)) return text;
  const minutes = Math.round(Number(text) * 24 * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;
}

/** "Mary Ann Smith" → Mary Ann / Smith: the last word is the last name. */
export function splitContactName(text: string): { firstName: string; lastName: string } {
  const words = text.trim().split(/\s+/);
  if (words.length < 2) return { firstName: text.trim(), lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? '' };
}

export const contactNameOf = (contact: StoredAccount['contact']) =>
  contact ? `${contact.firstName} ${contact.lastName}`.trim() : '';
