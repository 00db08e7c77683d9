import { z } from 'zod';
import { formatUsDate } from './calendar.js';
import {
  accountRecordFactsSchema,
  changedValues,
  describeAccountRecord,
  labelledValuesSchema,
  listInWords,
  quote,
} from './change-log-record.js';

/**
 * The Audit Trail in words (issue #25, 3): a sentence per change and a field-by-field
 * before/after with names, built here from what the change log kept (its facts, or the
 * body sent when a change has none). The API answers with them; no screen builds its own.
 */

export const changeFieldSchema = z.object({
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type ChangeField = z.infer<typeof changeFieldSchema>;

/** A service event as the log keeps it: names, not ids. */
export const serviceEventFactsSchema = z.object({
  date: z.string(),
  serviceTime: z.string(),
  serviceType: z.string(),
  serviceLine: z.string(),
  eaterCount: z.number(),
  dietaryCount: z.number(),
  allergenCount: z.number(),
  pricePerPerson: z.number(),
  notes: z.string(),
  specialRequest: z.boolean(),
});
export type ServiceEventFacts = z.infer<typeof serviceEventFactsSchema>;

const slotFiguresSchema = z.object({
  slot: z.string(),
  quantity: z.number(),
  pricePerUnit: z.number(),
});

export const changeFactsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('service-event'),
    before: serviceEventFactsSchema.nullable(),
    after: serviceEventFactsSchema.nullable(),
  }),
  z.object({
    kind: z.literal('event-add-on-removed'),
    extent: z.enum(['slot', 'type']),
    event: serviceEventFactsSchema,
    addOnType: z.string(),
    slot: z.string(),
    quantity: z.number(),
  }),
  z.object({
    kind: z.literal('event-add-on-added'),
    event: serviceEventFactsSchema,
    addOnType: z.string(),
  }),
  z.object({
    kind: z.literal('event-add-on-changed'),
    event: serviceEventFactsSchema,
    addOnType: z.string(),
    before: z.array(slotFiguresSchema),
    after: z.array(slotFiguresSchema),
  }),
  z.object({
    kind: z.literal('account-details'),
    /**
     * Each General Information field by its label on the screen, in words, in the screen's
     * order (a list: jsonb does not keep an object's key order).
     */
    before: labelledValuesSchema,
    after: labelledValuesSchema,
  }),
  accountRecordFactsSchema,
  z.object({
    kind: z.literal('serving-schedule'),
    serviceLine: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    daysServed: z.array(z.string()),
    created: z.number(),
    updated: z.number(),
    removed: z.number(),
  }),
]);
export type ChangeFacts = z.infer<typeof changeFactsSchema>;

const EVENT_FIELDS: readonly { label: string; show: (event: ServiceEventFacts) => string }[] = [
  { label: 'Date', show: (event) => formatUsDate(event.date) },
  { label: 'Time', show: (event) => event.serviceTime.slice(0, 5) },
  { label: 'Service type', show: (event) => event.serviceType },
  { label: 'Service line', show: (event) => event.serviceLine },
  { label: 'Eaters', show: (event) => String(event.eaterCount) },
  { label: 'Dietary', show: (event) => String(event.dietaryCount) },
  { label: 'Allergen', show: (event) => String(event.allergenCount) },
  { label: 'Price per person', show: (event) => `$${event.pricePerPerson.toFixed(2)}` },
  { label: 'Notes', show: (event) => event.notes },
  { label: 'Special request', show: (event) => (event.specialRequest ? 'Yes' : 'No') },
];

/** "the Lunch service of 12/03/2026" */
export const serviceOf = (event: ServiceEventFacts) =>
  `the ${event.serviceLine} service of ${formatUsDate(event.date)}`;

function eventFields(before: ServiceEventFacts | null, after: ServiceEventFacts | null) {
  return EVENT_FIELDS.map(({ label, show }) => ({
    label,
    before: before ? show(before) : null,
    after: after ? show(after) : null,
  })).filter((field) => field.before !== field.after);
}

function describeEventChange(before: ServiceEventFacts | null, after: ServiceEventFacts | null) {
  const fields = eventFields(before, after);
  if (!before && after) return { summary: `Added ${serviceOf(after)}`, fields };
  if (before && !after) return { summary: `Deleted ${serviceOf(before)}`, fields };
  const event = after ?? (before as ServiceEventFacts);
  const [only] = fields;
  if (fields.length === 0) return { summary: `Saved ${serviceOf(event)} unchanged`, fields };
  if (fields.length === 1 && only) {
    const what = only.label.toLowerCase();
    return {
      summary: `Changed ${what} from ${quote(only.before ?? '')} to ${quote(only.after ?? '')} on ${serviceOf(event)}`,
      fields,
    };
  }
  const list = listInWords(fields.map((field) => field.label.toLowerCase()));
  return { summary: `Changed ${list} of ${serviceOf(before ?? event)}`, fields };
}

const services = (count: number) => `${count} ${count === 1 ? 'service' : 'services'}`;

function describeSchedule(facts: Extract<ChangeFacts, { kind: 'serving-schedule' }>) {
  const effects = [
    facts.created && `added ${services(facts.created)}`,
    facts.updated && `updated ${services(facts.updated)}`,
    facts.removed && `removed ${services(facts.removed)}`,
  ].filter((effect): effect is string => Boolean(effect));
  const did = effects.length ? effects.join(', ') : 'changed no service';
  const range = `${formatUsDate(facts.startDate)} to ${formatUsDate(facts.endDate)}`;
  return {
    summary: `${did.charAt(0).toUpperCase()}${did.slice(1)} of the ${facts.serviceLine} line from ${range} (serving schedule)`,
    fields: [
      { label: 'Service line', before: null, after: facts.serviceLine },
      { label: 'From', before: null, after: formatUsDate(facts.startDate) },
      { label: 'To', before: null, after: formatUsDate(facts.endDate) },
      { label: 'Days served', before: null, after: facts.daysServed.join(', ') || 'None' },
      ...(
        [
          ['Services added', facts.created],
          ['Services updated', facts.updated],
          ['Services removed', facts.removed],
        ] as const
      )
        .filter(([, count]) => count > 0)
        .map(([label, count]) => ({ label, before: null, after: String(count) })),
    ],
  };
}

/** "Soup · Cup quantity: 0 → 12": each slot's figure that changed. */
function describeAddOnChange(facts: Extract<ChangeFacts, { kind: 'event-add-on-changed' }>) {
  const fields = facts.after.flatMap((after) => {
    const before = facts.before.find((slot) => slot.slot === after.slot);
    return [
      { label: `${after.slot} quantity`, before: before?.quantity, after: after.quantity },
      { label: `${after.slot} price`, before: before?.pricePerUnit, after: after.pricePerUnit },
    ]
      .filter((field) => field.before !== field.after)
      .map((field) => ({
        label: field.label,
        before: field.before === undefined ? null : figure(field.label, field.before),
        after: figure(field.label, field.after),
      }));
  });
  return {
    summary: `Changed the ${facts.addOnType} add-on of ${serviceOf(facts.event)}`,
    fields,
  };
}

const figure = (label: string, value: number) =>
  label.endsWith('price') ? `$${value.toFixed(2)}` : String(value);

/** "Changed total employees from 60 to 75", or the fields' names when several changed. */
function describeAccountChange(facts: Extract<ChangeFacts, { kind: 'account-details' }>) {
  const fields = changedValues(facts.before, facts.after);
  const [only] = fields;
  if (!only) return { summary: 'Saved the account unchanged', fields };
  if (fields.length === 1)
    return {
      summary: `Changed ${only.label.toLowerCase()} from ${quote(only.before ?? '')} to ${quote(only.after ?? '')}`,
      fields,
    };
  const names = listInWords(fields.map((field) => field.label.toLowerCase()));
  return { summary: `Changed ${names} of the account`, fields };
}

/** The sentence and the fields of a change that kept its facts. */
export function describeFacts(facts: ChangeFacts): { summary: string; fields: ChangeField[] } {
  if (facts.kind === 'account-details') return describeAccountChange(facts);
  if (facts.kind === 'account-record') return describeAccountRecord(facts);
  if (facts.kind === 'service-event') return describeEventChange(facts.before, facts.after);
  if (facts.kind === 'serving-schedule') return describeSchedule(facts);
  if (facts.kind === 'event-add-on-changed') return describeAddOnChange(facts);
  if (facts.kind === 'event-add-on-added')
    return {
      summary: `Added the ${facts.addOnType} add-on to ${serviceOf(facts.event)}`,
      fields: [{ label: 'Add-on', before: null, after: facts.addOnType }],
    };
  const what =
    facts.extent === 'type'
      ? `the ${facts.addOnType} add-on`
      : `${facts.addOnType} (${facts.slot})`;
  return {
    summary: `Removed ${what} from ${serviceOf(facts.event)}`,
    fields: [
      { label: 'Add-on', before: facts.addOnType, after: null },
      ...(facts.extent === 'slot'
        ? [
            { label: 'Slot', before: facts.slot, after: null },
            { label: 'Quantity', before: String(facts.quantity), after: null },
          ]
        : []),
    ],
  };
}

const UUID_LIKE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Keys that only say which record or which version: nothing a reader compares. */
const PLUMBING_KEY = /(^id$|Ids?$|^updatedAt$)/;

/** Fields whose words on the screen are not their key's (spec: the account's "Enable Opt-in"). */
const SCREEN_LABELS: Record<string, string> = { showOptin: 'Enable Opt-in' };

/** "eaterCount" → "Eater count"; a field the screen names otherwise, by that name. */
export function labelOfKey(key: string): string {
  if (SCREEN_LABELS[key]) return SCREEN_LABELS[key];
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function shown(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return UUID_LIKE.test(value) ? null : value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  return null;
}

/**
 * The fields of a body sent, for a change that kept no facts: what was set, in words, with
 * ids and versions left out (a reader cannot tell one id from another).
 */
export function fieldsOfSentBody(change: unknown): ChangeField[] {
  if (!change || typeof change !== 'object' || Array.isArray(change)) return [];
  return Object.entries(change as Record<string, unknown>)
    .filter(([key]) => !PLUMBING_KEY.test(key))
    .map(([key, value]) => ({ label: labelOfKey(key), before: null, after: shown(value) }))
    .filter((field) => field.after !== null);
}
