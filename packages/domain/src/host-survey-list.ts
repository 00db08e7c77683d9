import { z } from 'zod';
import { calendarDate, daysBetween } from './calendar.js';
import { checkEvenWithFieldErrors } from './form-values.js';
import { HOST_SURVEY_STATUSES } from './host-survey.js';
import { isoDateTime, uuid } from './ids.js';
import { listQuerySchema } from './pagination.js';

/**
 * "My surveys" (issue #26, 3; docs/hosts.md): the surveys a host opened or submitted, or
 * whose server draft is theirs, newest service first.
 */

/** Without dates, the last 30 days up to today. */
export const MY_SURVEYS_DEFAULT_DAYS = 30;
/** The longest range one read covers. */
export const MAX_MY_SURVEYS_RANGE_DAYS = 366;

export const MY_SURVEYS_MESSAGES = {
  toBeforeFrom: 'The end date must be on or after the start date.',
  rangeTooLong: `Surveys are listed for at most ${MAX_MY_SURVEYS_RANGE_DAYS} days at once.`,
} as const;

/** The span of `from`..`to`, or the message that refuses it. */
export function mySurveysRangeProblem(from: string, to: string): string | undefined {
  const span = daysBetween(from, to);
  if (span < 0) return MY_SURVEYS_MESSAGES.toBeforeFrom;
  if (span >= MAX_MY_SURVEYS_RANGE_DAYS) return MY_SURVEYS_MESSAGES.rangeTooLong;
  return undefined;
}

/**
 * GET /v1/host-surveys/mine: a page of the caller's surveys, by status and service dates;
 * `q` searches the account name.
 */
export const mySurveysQuerySchema = listQuerySchema({ maxPerPage: 100 })
  .extend({
    status: z.enum(HOST_SURVEY_STATUSES).optional(),
    from: calendarDate().optional(),
    to: calendarDate().optional(),
  })
  .superRefine((query, ctx) => {
    if (typeof query.from !== 'string' || typeof query.to !== 'string') return;
    const problem = mySurveysRangeProblem(query.from, query.to);
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  }, checkEvenWithFieldErrors);
export type MySurveysQuery = z.output<typeof mySurveysQuerySchema>;

const named = z.object({ id: uuid, name: z.string() });

export const mySurveyRowSchema = z.object({
  id: uuid,
  date: z.string(),
  account: named,
  serviceLine: named,
  /** The name of the menu scheduled for the service. */
  menuName: z.string(),
  status: z.enum(HOST_SURVEY_STATUSES),
  submittedAt: isoDateTime.nullable(),
  /** The server keeps a draft of the survey (anyone's). */
  hasDraft: z.boolean(),
  draftEditedAt: isoDateTime.nullable(),
  updatedAt: isoDateTime,
});
export type MySurveyRow = z.infer<typeof mySurveyRowSchema>;
