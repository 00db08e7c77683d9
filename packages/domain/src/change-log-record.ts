import { z } from 'zod';

/**
 * A record of an account read the same way before and after a write (a note, the point of
 * contact, a recurring add-on, the portion modifiers), as labelled values in the screen's
 * words. No values before: it was added; none after: it was deleted (issue #25, 3).
 */

/** Each field by its label on the screen, in the screen's order (a list: jsonb reorders keys). */
export const labelledValuesSchema = z.array(z.object({ label: z.string(), value: z.string() }));
export type LabelledValues = z.infer<typeof labelledValuesSchema>;

export const accountRecordFactsSchema = z.object({
  kind: z.literal('account-record'),
  /** What the record is, in words: "the point of contact", "a note", "the portion modifiers". */
  record: z.string(),
  before: labelledValuesSchema.nullable(),
  after: labelledValuesSchema.nullable(),
  /** What applied the change when no person edited the record: "the forecast" (issue #28). */
  applied: z.string().optional(),
});
export type AccountRecordFacts = z.infer<typeof accountRecordFactsSchema>;

export const quote = (value: string) => (value === '' ? '(empty)' : value);

/** "a, b and c" */
export function listInWords(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The fields whose value differs, in the order they were first listed; null where absent. */
export function changedValues(before: LabelledValues | null, after: LabelledValues | null) {
  const valueIn = (list: LabelledValues | null, label: string) =>
    list ? (list.find((field) => field.label === label)?.value ?? null) : null;
  const labels = [...new Set([...(before ?? []), ...(after ?? [])].map((field) => field.label))];
  return labels
    .map((label) => ({ label, before: valueIn(before, label), after: valueIn(after, label) }))
    .filter((field) => field.before !== field.after);
}

/**
 * "Added a note", "Deleted the recurring Soup add-on of the Lunch line on Mondays",
 * "Changed the point of contact: email from ana@example.com to bo@example.com".
 */
export function describeAccountRecord(facts: AccountRecordFacts) {
  const fields = changedValues(facts.before, facts.after);
  if (!facts.before) return { summary: `Added ${facts.record}`, fields };
  if (!facts.after) return { summary: `Deleted ${facts.record}`, fields };
  const [only] = fields;
  if (!only) return { summary: `Saved ${facts.record} unchanged`, fields };
  const changed = facts.applied
    ? `Applied ${facts.applied} to ${facts.record}`
    : `Changed ${facts.record}`;
  if (fields.length === 1)
    return {
      summary: `${changed}: ${only.label.toLowerCase()} from ${quote(only.before ?? '')} to ${quote(only.after ?? '')}`,
      fields,
    };
  const names = listInWords(fields.map((field) => field.label.toLowerCase()));
  return { summary: `${changed}: ${names}`, fields };
}
