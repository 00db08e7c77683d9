import { z } from 'zod';
import { MAX_VENDORS } from './ingredient.js';
import type { Permission } from './permissions.js';

/**
 * Spreadsheets in (issue #29, docs/spreadsheets.md "Imports"): the kinds a file can hold,
 * their columns, the dry run's answer and the apply's.
 */
export const IMPORT_KINDS = ['ingredients', 'price-list', 'elements', 'accounts'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  ingredients: 'Ingredients',
  'price-list': 'Price list',
  elements: 'Elements',
  accounts: 'Accounts',
};

/**
 * What each kind needs, all of it: the permissions of the editor's create and update (an
 * account is created with addElement and updated with editMenu, as its screens ask).
 */
export const IMPORT_KIND_PERMISSIONS: Record<ImportKind, readonly Permission[]> = {
  ingredients: ['addElement', 'editElement'],
  'price-list': ['editElement'],
  elements: ['addElement', 'editElement'],
  accounts: ['addElement', 'editMenu'],
};

/** How the Allergens cell joins names, and the word for an ingredient with none. */
export const ALLERGEN_SEPARATOR = '; ';
export const NO_ALLERGENS_CELL = 'None';

/** The columns of one vendor slot (1-3) of the ingredients sheet, as the export writes them. */
export const vendorSlotHeaders = (slot: number) => [
  `Vendor ${slot}`,
  `Item Id ${slot}`,
  `Units Per Case ${slot}`,
  `Case Cost ${slot}`,
  `Shelf Life Days ${slot}`,
  `Lead Time Days ${slot}`,
];

/** The ingredients sheet: the export's headers, and the import's fields (agreed, #29). */
export const INGREDIENT_SHEET_HEADERS = [
  'Name',
  'Type',
  'Protein Type',
  'Unit',
  'Allergens',
  ...Array.from({ length: MAX_VENDORS }, (_, index) => vendorSlotHeaders(index + 1)).flat(),
];

/** The elements sheet: the export's headers, and the import's fields (#29). */
export const ELEMENT_SHEET_HEADERS = [
  'Name',
  'Tag',
  'Element Type',
  'Serving Temperature',
  'Allergens',
  'Ingredients',
  'Ingredient Amounts',
  'Container',
  'Portion Per Person',
  'Portion Per Container',
  'Portion Unit',
  'Method',
];
/** The Ingredients cell of an element marked "no ingredients". */
export const NO_INGREDIENTS_CELL = 'None';

export const PRICE_LIST_HEADERS = ['Vendor', 'Item Id', 'Case Cost', 'Units Per Case'];

/** The accounts sheet: the export's headers, and the import's fields (#29). */
export const ACCOUNT_SHEET_HEADERS = [
  'Name',
  'Market',
  'Service Type',
  'Address One',
  'Address Two',
  'City',
  'State',
  'Zip Code',
  'Other Addresses',
  'Point of Contact',
  'Point of Contact E-mail',
  'Total Employees',
  'Service Start Date',
  'Kitchen Arrival Time',
  'Leave Time',
  'Service Start Time',
  'Show Opt-in',
  'Playbook Link',
  'Delivery Instructions',
  'Leftover Instructions',
  'Setup Notes',
] as const;
/** How the Other Addresses cell joins an account's addresses after its main one. */
export const OTHER_ADDRESSES_SEPARATOR = ' | ';

/** The accounts import's own refusals (docs/spreadsheets.md, Imports). */
export const ACCOUNT_IMPORT_MESSAGES = {
  needsPermissions: 'Importing accounts needs permission to add and to edit accounts.',
  archived: (name: string) =>
    `The account ${name} is archived: restore it first, or give this row another name.`,
  otherAddress: (text: string) =>
    `Other address "${text}" must read "line, line, City, ST 12345" (the second line and the zip code may be left out).`,
  addressInUse: (text: string) =>
    `The address "${text}" has services: an import cannot remove it; remove it in the account.`,
  notYesNo: (label: string, text: string) => `${label} "${text}" must be Yes or No.`,
  notADate: (label: string, text: string) =>
    `${label} "${text}" is not a date (YYYY-MM-DD or MM/DD/YYYY).`,
  contactName: (text: string) => `Point of Contact "${text}" needs a first and a last name.`,
  contactDiffers: (email: string, line: number) =>
    `Row ${line} of the file names the point of contact ${email} differently.`,
} as const;

/** Files larger than this are refused before they are read (about 50,000 rows and more). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 100_000;
/** How many rows the dry run lists besides every refused one (up to IMPORT_REFUSED_SHOWN). */
export const IMPORT_ROWS_SHOWN = 500;
export const IMPORT_REFUSED_SHOWN = 2_000;

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const IMPORT_MESSAGES = {
  emptyFile: 'The file is empty: the first row must name the columns.',
  noRows: 'The file has a header row but no rows below it.',
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows; split it.`,
  notSpreadsheet: 'The file could not be read as an XLSX workbook.',
  wrongType: 'Send the file as text/csv or as an XLSX workbook.',
  windows1252:
    'The file is not UTF-8; it was read as Windows-1252 (Excel\'s "CSV" on Windows). Check the accented names below.',
  missingColumn: (label: string) => `No column for "${label}", which is required.`,
  unknownColumn: (header: string, label: string) =>
    `The column "${header}" chosen for "${label}" is not in the file.`,
  columnTwice: (header: string) => `The column "${header}" is chosen for more than one field.`,
  badMapping: 'mapping must be a JSON object of field names to column headers.',
  notApplied: (refused: number) =>
    `Nothing was imported: ${refused.toLocaleString('en-US')} row(s) are refused. Fix them and try again.`,
  nothingToApply: 'Nothing to import: every row is unchanged.',
  needsAddAndEdit: 'Importing ingredients needs permission to add and to edit ingredients.',
  notANumber: (label: string, text: string) => `${label} "${text}" is not a number.`,
  unknownName: (what: string, name: string) => `Unknown ${what} "${name}".`,
  notOneOf: (label: string, text: string, list: readonly string[]) =>
    `${label} "${text}" is not one of ${list.join(', ')}.`,
  duplicateName: (name: string, line: number) =>
    `The name "${name}" is also on row ${line} of the file.`,
  sameIngredient: (line: number) => `Row ${line} of the file already updates this ingredient.`,
  itemIdOnSeveral: (itemId: string) =>
    `Item id "${itemId}" belongs to several ingredients; add the name to choose one.`,
  nameTaken: (name: string) => `There is an ingredient named ${name} already.`,
  priceRequired: 'Case Cost is required.',
  priceNegative: 'Case Cost cannot be negative.',
  unitsPositive: 'Units Per Case must be more than 0.',
  itemNotFound: (vendor: string, itemId: string) =>
    `No ingredient has item id "${itemId}" from ${vendor}.`,
  duplicateItem: (line: number) => `This vendor and item id are also on row ${line} of the file.`,
  required: (label: string) => `${label} is required.`,
  needsElementAddAndEdit: 'Importing elements needs permission to add and to edit elements.',
  sameElement: (line: number) => `Row ${line} of the file already updates this element.`,
  amountNotANumber: (ingredient: string, text: string) =>
    `The amount of ${ingredient} "${text}" is not a number.`,
} as const;

const mappingSchema = z.record(z.string().max(100), z.string().max(200).nullable());
export type ImportMapping = z.infer<typeof mappingSchema>;

/** The query of a dry run or apply; the file is the raw body (text/csv or XLSX). */
export const importQuerySchema = z.object({
  kind: z.enum(IMPORT_KINDS, { error: `kind must be one of ${IMPORT_KINDS.join(', ')}.` }),
  fileName: z.string().trim().max(255).optional(),
  /** JSON: field key -> column header (null: no column). Absent: the remembered or proposed one. */
  mapping: z
    .string()
    .max(10_000)
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return undefined;
      try {
        const parsed = mappingSchema.safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
      } catch {}
      ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.badMapping });
      return z.NEVER;
    }),
});
export type ImportQuery = z.infer<typeof importQuerySchema>;

export const IMPORT_OUTCOMES = ['create', 'update', 'unchanged', 'refused'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export const importFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  required: z.boolean(),
});
export type ImportField = z.infer<typeof importFieldSchema>;

export const importRowSchema = z.object({
  /** The row's line in the spreadsheet (the header is line 1). */
  line: z.number().int(),
  outcome: z.enum(IMPORT_OUTCOMES),
  /** What the row is about: an ingredient's name, or "Sysco 12345". */
  label: z.string(),
  /** For an update: "Case Cost 1: 89.6 → 92". */
  changes: z.array(z.string()),
  /** For a refusal: why. */
  reasons: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importCountsSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importDryRunSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string().nullable(),
  /** About the file as a whole, read anyway (an encoding guessed). */
  notices: z.array(z.string()),
  /** Why the whole file is refused (a required column missing); rows are not read then. */
  problems: z.array(z.string()),
  headers: z.array(z.string()),
  fields: z.array(importFieldSchema),
  /** The mapping used: field key -> header (null: no column). */
  mapping: mappingSchema,
  /** Columns no field reads: ignored. */
  extraColumns: z.array(z.string()),
  counts: importCountsSchema,
  /** Every refused row (up to a cap), then the other rows up to a cap, in file order. */
  rows: z.array(importRowSchema),
  /** Rows not listed in `rows`. */
  rowsLeftOut: z.number().int(),
});
export type ImportDryRun = z.infer<typeof importDryRunSchema>;

export const importAppliedSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  counts: importCountsSchema,
});
export type ImportApplied = z.infer<typeof importAppliedSchema>;

export const importTemplateParamsSchema = z.object({
  file: z.enum(
    IMPORT_KINDS.flatMap((kind) => [`${kind}.csv`, `${kind}.xlsx`]) as [string, ...string[]],
    { error: `file must be one of ${IMPORT_KINDS.map((k) => `${k}.csv, ${k}.xlsx`).join(', ')}.` },
  ),
});
