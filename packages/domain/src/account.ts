import { z } from 'zod';
import { archivedListFlag } from './account-archive.js';
import { EMAIL_MAX_LENGTH } from './auth.js';
import { calendarDate, optionalTimeOfDay } from './calendar.js';
import { optionalId } from './form-values.js';
import { isoDateTime, uuid } from './ids.js';

export const ACCOUNT_MESSAGES = {
  nameRequired: 'Account Name is required.',
  marketRequired: 'Market is required.',
  serviceTypeRequired: 'No service type has been set',
  addressOneRequired: 'Address One is required.',
  cityRequired: 'City is required.',
  stateRequired: 'State is required.',
  stateInvalid: 'State must be a two-letter code, such as AZ.',
  zipInvalid: 'Set a 5 digit zip',
  zipHint: 'Must be valid US Zip code',
  employeesInvalid: 'Total Employees must be a whole number, not negative.',
  playbookLinkInvalid: 'Playbook link must be a web address (https://…).',
  conflict: (name: string) => `There is an account named ${name} already.`,
  createFailed: 'Something went wrong. Please check all fields and try again.',
  updateFailed:
    'Something went wrong while trying to update the Account. Please check all fields and try again.',
  updated: 'Account has been updated successfully.',
  created: 'Account has been created successfully.',
  noChanges: 'No changes to save!',
  archived: 'Account has been archived.',
  notFound: 'Account not found.',
  pocSaved: 'Point of contact has been saved.',
  pocFailed: 'Something went wrong while saving the point of contact. Please try again.',
  pocEmailUsed: (email: string) => `Email ${email} already used.`,
  pocRequired: 'Email, first name and last name of the point of contact are required.',
  modifiersSaved: 'Portion modifiers have been updated successfully.',
  modifiersFailed: 'Something went wrong while updating the portion modifiers. Please try again.',
  modifierInvalid: 'A portion modifier must be a number from 0 to 999.9 with one decimal place.',
  notesLoadFailed: (msg: string) => `Oops, couldn't get the notes for this account: ${msg}`,
  notePostFailed: (msg: string) => `Oops, couldn't get post that note: ${msg}`,
  unknownUser: "Sorry, I don't know who you are.",
  noteNotYours: 'Only its author or a Super Admin can delete a note.',
} as const;

const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be ${max} characters or less.`);
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string().trim().max(max, `Must be ${max} characters or less.`),
  );

export const zipCode = z
  .string({ error: ACCOUNT_MESSAGES.zipInvalid })
  .trim()
  .regex(/^\d{5}$/, ACCOUNT_MESSAGES.zipInvalid);

export const addressInputSchema = z.object({
  addressOne: requiredText(ACCOUNT_MESSAGES.addressOneRequired),
  addressTwo: optionalText(200),
  city: requiredText(ACCOUNT_MESSAGES.cityRequired, 100),
  state: z
    .string({ error: ACCOUNT_MESSAGES.stateRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.stateRequired)
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, ACCOUNT_MESSAGES.stateInvalid)),
  /** Optional when creating (the spec marks it required on the editor only). */
  zipCode: z.preprocess((v) => (v === '' || v === undefined ? null : v), zipCode.nullable()),
});
export type AddressInput = z.input<typeof addressInputSchema>;

const accountFields = {
  name: requiredText(ACCOUNT_MESSAGES.nameRequired),
  marketId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.uuid({ error: ACCOUNT_MESSAGES.marketRequired }),
  ),
  serviceTypeId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.uuid({ error: ACCOUNT_MESSAGES.serviceTypeRequired }),
  ),
  totalEmployees: z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: ACCOUNT_MESSAGES.employeesInvalid })
      .int(ACCOUNT_MESSAGES.employeesInvalid)
      .min(0, ACCOUNT_MESSAGES.employeesInvalid)
      .max(10_000_000, ACCOUNT_MESSAGES.employeesInvalid)
      .nullable(),
  ),
  serviceStartDate: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    calendarDate().nullable(),
  ),
  showOptin: z.boolean().default(false),
  playbookLink: z.preprocess(
    (v) => (typeof v === 'string' && !v.trim() ? null : v),
    z
      .url({ protocol: /^https?$/, error: ACCOUNT_MESSAGES.playbookLinkInvalid })
      .max(2_000)
      .nullable()
      .default(null),
  ),
  address: addressInputSchema,
};

export const createAccountSchema = z.object(accountFields);
export type CreateAccountInput = z.input<typeof createAccountSchema>;
export type CreateAccountValues = z.output<typeof createAccountSchema>;

/** The Service Details (playbook) tab; absent fields are left as they are. */
export const playbookFields = {
  kitchenArrivalTime: optionalTimeOfDay().optional(),
  leaveTime: optionalTimeOfDay().optional(),
  serviceStartTime: optionalTimeOfDay().optional(),
  leftoverInstructions: optionalText(5_000).optional(),
  deliveryInstructions: optionalText(5_000).optional(),
  setupNotes: optionalText(5_000).optional(),
};

export const updateAccountSchema = z.object({
  ...accountFields,
  address: addressInputSchema.extend({ zipCode }),
  ...playbookFields,
  updatedAt: isoDateTime,
});
export type UpdateAccountInput = z.input<typeof updateAccountSchema>;
export type UpdateAccountValues = z.output<typeof updateAccountSchema>;

export const addressSchema = z.object({
  id: uuid,
  addressOne: z.string(),
  addressTwo: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

export const pointOfContactSchema = z.object({
  id: uuid,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type PointOfContact = z.infer<typeof pointOfContactSchema>;

export const accountSchema = z.object({
  id: uuid,
  name: z.string(),
  marketId: uuid,
  marketName: z.string(),
  serviceTypeId: uuid,
  serviceTypeName: z.string(),
  totalEmployees: z.number().int().nullable(),
  serviceStartDate: z.string().nullable(),
  showOptin: z.boolean(),
  playbookLink: z.string().nullable(),
  /** The main address (the first), default of new service events. */
  address: addressSchema,
  addresses: z.array(addressSchema),
  pointOfContact: pointOfContactSchema.nullable(),
  kitchenArrivalTime: z.string().nullable(),
  leaveTime: z.string().nullable(),
  serviceStartTime: z.string().nullable(),
  leftoverInstructions: z.string(),
  deliveryInstructions: z.string(),
  setupNotes: z.string(),
  updatedAt: isoDateTime,
});
export type Account = z.infer<typeof accountSchema>;

export const accountListItemSchema = z.object({
  id: uuid,
  name: z.string(),
  marketId: uuid,
  marketName: z.string(),
  serviceTypeName: z.string(),
  city: z.string(),
  state: z.string(),
  pointOfContactName: z.string().nullable(),
  updatedAt: isoDateTime,
});
export type AccountListItem = z.infer<typeof accountListItemSchema>;

export const accountListQueryExtra = z.object({
  marketId: optionalId('marketId must be a market id').optional(),
  archived: archivedListFlag,
});

/** `POST /v1/account-poc-users`: the contact is a user of type Point of Contact. */
export const pointOfContactInputSchema = z.object({
  accountId: uuid,
  email: z
    .string({ error: ACCOUNT_MESSAGES.pocRequired })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, 'Not a valid email format')
    .pipe(z.email({ error: 'Not a valid email format' })),
  firstName: requiredText(ACCOUNT_MESSAGES.pocRequired, 100),
  lastName: requiredText(ACCOUNT_MESSAGES.pocRequired, 100),
  /** The spec sends the fixed role's id; the server always uses that role. */
  roleId: z.unknown().optional(),
});
export type PointOfContactInput = z.input<typeof pointOfContactInputSchema>;

/** Core element types lead the modifiers tab (spec: Core and Additional groups). */
export const portionModifierValue = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: ACCOUNT_MESSAGES.modifierInvalid })
    .min(0, ACCOUNT_MESSAGES.modifierInvalid)
    .max(999.9, ACCOUNT_MESSAGES.modifierInvalid)
    .refine((v) => Math.abs(Math.round(v * 10) - v * 10) < 1e-6, ACCOUNT_MESSAGES.modifierInvalid),
);

export const accountPortionModifierSchema = z.object({
  elementTypeId: uuid,
  elementTypeName: z.string(),
  isCore: z.boolean(),
  /** 1.0 when the account never set one. */
  value: z.number(),
});
export type AccountPortionModifier = z.infer<typeof accountPortionModifierSchema>;

/**
 * The modifiers tab as read and saved. The modifiers belong to the account, so the
 * account's `updatedAt` is their version: a save sends the one it read (409 `stale` when
 * someone saved the account or its modifiers since) and moves it on.
 */
export const accountPortionModifiersSchema = z.object({
  accountId: uuid,
  updatedAt: isoDateTime,
  portionModifiers: z.array(accountPortionModifierSchema),
});
export type AccountPortionModifiers = z.infer<typeof accountPortionModifiersSchema>;

export const updatePortionModifiersSchema = z.object({
  updatedAt: isoDateTime,
  portionModifiers: z
    .array(z.object({ elementTypeId: uuid, value: portionModifierValue }))
    .max(100)
    .refine(
      (rows) => new Set(rows.map((row) => row.elementTypeId)).size === rows.length,
      'Each element type can have one modifier.',
    ),
});
export type UpdatePortionModifiersInput = z.input<typeof updatePortionModifiersSchema>;

export const noteInputSchema = z.object({
  note: z
    .string({ error: 'A note needs some text.' })
    .trim()
    .min(1, 'A note needs some text.')
    .max(5_000, 'A note must be 5000 characters or less.'),
  /** The spec sends the author's id; the server takes the signed-in user. */
  userId: z.unknown().optional(),
});

export const accountNoteSchema = z.object({
  id: uuid,
  accountId: uuid,
  note: z.string(),
  userId: uuid.nullable(),
  user: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type AccountNote = z.infer<typeof accountNoteSchema>;

/** "Jane D." — the notes panel shows the first name and the last initial. */
export function noteAuthorName(user: { firstName: string; lastName: string } | null): string {
  if (!user) return 'Unknown';
  const initial = user.lastName.trim().charAt(0);
  return initial ? `${user.firstName} ${initial.toUpperCase()}.` : user.firstName;
}

export const qrCodesQuerySchema = z.object({ accountId: uuid, marketId: optionalId().optional() });
export const accountQrCodesSchema = z.object({
  menuQRCode: z.string(),
  menuLink: z.string(),
  surveyQRCode: z.string(),
  surveyLink: z.string(),
});
export type AccountQrCodes = z.infer<typeof accountQrCodesSchema>;
