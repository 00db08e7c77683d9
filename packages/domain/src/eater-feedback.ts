import { z } from 'zod';
import { calendarDate, daysBetween } from './calendar.js';
import { checkEvenWithFieldErrors } from './form-values.js';
import { isoDateTime, uuid } from './ids.js';
import { listQuerySchema } from './pagination.js';
import type { Permission } from './permissions.js';

/**
 * Reading eater feedback (issue #26 5; docs/hosts.md): what eaters sent through an
 * account's QR form, per market, account, dates and master menu, with its scores and the
 * menu's elements the comments name. Staff who read the catalogue read it; a Host, who
 * serves the eaters, does not (docs/permissions.md).
 */

/** What reading eater feedback needs: every seeded staff role but the Host holds it. */
export const EATER_FEEDBACK_ACCESS: Permission = 'viewMenu';

/** Without dates, the last 30 days up to today in the market's time zone. */
export const FEEDBACK_DEFAULT_DAYS = 30;
/** The longest range one read covers, as a serving schedule's. */
export const MAX_FEEDBACK_RANGE_DAYS = 366;
/** The most rows one CSV download carries: the filters narrow a longer one. */
export const FEEDBACK_CSV_MAX_ROWS = 5_000;
export const EATER_SCORES = [1, 2, 3, 4, 5] as const;

export const EATER_FEEDBACK_MESSAGES = {
  toBeforeFrom: 'The end date must be on or after the start date.',
  rangeTooLong: `Feedback is read for at most ${MAX_FEEDBACK_RANGE_DAYS} days at once.`,
  unknownMarket: 'Market not found.',
} as const;

const filterShape = {
  marketId: uuid,
  accountId: uuid.optional(),
  /** A master menu: the rows whose service had a menu scheduled from it. */
  menuId: uuid.optional(),
  from: calendarDate().optional(),
  to: calendarDate().optional(),
};

function checkRange(query: { from?: unknown; to?: unknown }, ctx: z.RefinementCtx) {
  if (typeof query.from !== 'string' || typeof query.to !== 'string') return;
  const span = daysBetween(query.from, query.to);
  if (span < 0)
    ctx.addIssue({ code: 'custom', path: ['to'], message: EATER_FEEDBACK_MESSAGES.toBeforeFrom });
  else if (span >= MAX_FEEDBACK_RANGE_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: EATER_FEEDBACK_MESSAGES.rangeTooLong });
}

/** The filters of the summary and the CSV download: market, account, master menu, dates. */
export const eaterFeedbackFilterSchema = z
  .object(filterShape)
  .superRefine(checkRange, checkEvenWithFieldErrors);
export type EaterFeedbackFilter = z.output<typeof eaterFeedbackFilterSchema>;

/** GET /v1/eater-feedback: a page of the rows, newest service first; `q` searches comments. */
export const eaterFeedbackListQuerySchema = listQuerySchema({ maxPerPage: 100 })
  .extend(filterShape)
  .superRefine(checkRange, checkEvenWithFieldErrors);
export type EaterFeedbackListQuery = z.output<typeof eaterFeedbackListQuerySchema>;

const named = z.object({ id: uuid, name: z.string() });

export const eaterFeedbackRowSchema = z.object({
  id: uuid,
  serviceDate: z.string(),
  account: named,
  /** Null when the eater named no service line. */
  serviceLine: named.nullable(),
  /** The menu scheduled for the account's market, line and date; null when none was. */
  menu: named.nullable(),
  score: z.number().int(),
  comment: z.string(),
  createdAt: isoDateTime,
});
export type EaterFeedbackRow = z.infer<typeof eaterFeedbackRowSchema>;

/** Count, average (one decimal, null without any) and how many gave each score 1 to 5. */
export const eaterScoresSchema = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  distribution: z.array(z.object({ score: z.number().int(), count: z.number().int() })),
});
export type EaterScores = z.infer<typeof eaterScoresSchema>;

/** GET /v1/eater-feedback/summary: the scores of every row the filters match. */
export const eaterFeedbackSummarySchema = eaterScoresSchema.extend({
  /** The dates read: the ones asked for, or the defaults. */
  from: z.string(),
  to: z.string(),
  /** Elements of the rows' scheduled menus that comments name, most named first. */
  elementsMentioned: z.array(z.object({ name: z.string(), count: z.number().int() })),
  /** The master menus of the rows' services, whatever the menu filter: its choices. */
  menus: z.array(named.extend({ count: z.number().int() })),
});
export type EaterFeedbackSummary = z.infer<typeof eaterFeedbackSummarySchema>;

export function summarizeEaterScores(scores: readonly number[]): EaterScores {
  const total = scores.reduce((sum, score) => sum + score, 0);
  return {
    count: scores.length,
    average: scores.length ? Math.round((total / scores.length) * 10) / 10 : null,
    distribution: EATER_SCORES.map((score) => ({
      score,
      count: scores.filter((given) => given === score).length,
    })),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The name as a whole word or words, letter case ignored: "rice" is not in "price". */
export function mentions(comment: string, name: string): boolean {
  const words = name.trim().split(/\s+/).filter(Boolean).map(escapeRegExp);
  if (!words.length) return false;
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join('\\s+')}(?![\\p{L}\\p{N}])`, 'iu').test(
    comment,
  );
}

/** An element of a comment's menu: its name on the public menu, and the kitchen's if other. */
export interface MentionableElement {
  name: string;
  otherName?: string | null;
}

/**
 * For each comment, the elements of its own menu it names (by either name), counted once
 * per comment. Most mentioned first, then by name.
 */
export function countElementMentions(
  comments: readonly { comment: string; elements: readonly MentionableElement[] }[],
): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const { comment, elements } of comments) {
    if (!comment.trim()) continue;
    const named = new Set(
      elements
        .filter((row) => [row.name, row.otherName].some((name) => name && mentions(comment, name)))
        .map((row) => row.name),
    );
    for (const name of named) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
