import { z } from 'zod';
import { normalizeTime } from './calendar.js';
import { SERVING_TEMPERATURES } from './element.js';
import { surveyDraftSchema } from './host-survey-draft.js';
import { setupFeedbackSchema } from './host-survey-setup.js';
import { isoDateTime, uuid } from './ids.js';

export * from './host-survey-setup.js';

/**
 * Host surveys (hosts spec 2, 3, 5, 9; docs/hosts.md): one per service event, created when
 * the host first opens it, submitted after the service. The rules live in
 * host-survey-rules.ts so the form and the server say the same.
 */

/** Spec 9: scores run 1 to 5. The service score says who complained or complimented. */
export const SERVICE_SCORE_LABELS = {
  1: 'Point of contact complained',
  2: 'Eater complained',
  3: 'No complaints or compliments',
  4: 'Eater complimented',
  5: 'Point of contact complimented',
} as const;
export const AGREE_SCORE_LABELS = {
  1: 'Strongly disagree',
  2: 'Disagree',
  3: 'Neither agree nor disagree',
  4: 'Agree',
  5: 'Strongly agree',
} as const;
export const DEFAULT_SERVICE_SCORE = 3;
/** Spec 2: time inputs step by five minutes. */
export const SURVEY_TIME_STEP_MINUTES = 5;

export const HOST_SURVEY_STATUSES = ['incomplete', 'complete'] as const;
export type HostSurveyStatus = (typeof HOST_SURVEY_STATUSES)[number];

const named = z.object({ id: uuid, name: z.string() });

export const surveyElementSchema = z.object({
  scheduledElementId: uuid,
  scheduledElement: z.object({
    name: z.string(),
    hostFlowOrder: z.number().int().nullable(),
    /** The unit's abbreviation (oz, ea…), and the container's name. */
    portionUnit: z.string().nullable(),
    containerType: z.string().nullable(),
    servingTemp: z.enum(SERVING_TEMPERATURES).nullable(),
  }),
  /** Containers the numbers planned for this account when the survey was created. */
  plannedAmount: z.number(),
  broughtContainers: z.number().nullable(),
  portionPerContainer: z.number().nullable(),
  /** In portion units (oz, ea…), not containers. */
  leftoverAmount: z.number().nullable(),
  runout: z.boolean(),
  timeOfRunout: z.string().nullable(),
  peopleNotServed: z.number().int().nullable(),
  suggestedContainers: z.number().nullable(),
});
export type SurveyElement = z.infer<typeof surveyElementSchema>;

export const surveyTimesSchema = z.object({
  firstEater: z.string().nullable(),
  kitchenLeaveTime: z.string().nullable(),
  lastEater: z.string().nullable(),
  startTime: z.string().nullable(),
});

export const hostSurveySchema = z.object({
  id: uuid,
  serviceEventId: uuid,
  status: z.enum(HOST_SURVEY_STATUSES),
  date: z.string(),
  account: named,
  city: z.string(),
  market: named,
  menu: named.nullable(),
  scheduledMenu: named,
  serviceLine: named,
  serviceType: named.nullable(),
  user: z.object({ id: uuid, name: z.string() }).nullable(),
  expectedHeadcount: z.number().int(),
  actualHeadcount: z.number().int().nullable(),
  anySpecialEvents: z.boolean(),
  eventDescription: z.string(),
  times: surveyTimesSchema,
  serviceScore: z.number().int().min(1).max(5),
  serviceFeedback: z.string(),
  eatersEnjoyedScore: z.number().int().min(1).max(5).nullable(),
  eatersUnderstoodScore: z.number().int().min(1).max(5).nullable(),
  setupFeedback: setupFeedbackSchema,
  elements: z.array(surveyElementSchema),
  submittedAt: isoDateTime.nullable(),
  /** Answers typed but not submitted (issue #26, 1); null when there are none. */
  draft: surveyDraftSchema.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type HostSurvey = z.infer<typeof hostSurveySchema>;

/** Form strings and numbers alike: '' and undefined are "not filled in". */
const optionalNumber = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: 'Must be a number' })
    .finite('Must be a number')
    .max(100_000, 'Must be at most 100000')
    .nullable(),
);
const optionalScore = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
  z.number().int().min(1, 'Scores run from 1 to 5.').max(5, 'Scores run from 1 to 5.').nullable(),
);
/** A time as typed (HH:MM or h:mm AM/PM), kept for the rules to name; normalised to 24-hour. */
const optionalTime = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z
    .string()
    .max(20)
    .transform((text, ctx) => {
      const time = normalizeTime(text);
      if (!time) {
        ctx.addIssue({ code: 'custom', message: 'Times are HH:MM or h:mm AM/PM.' });
        return z.NEVER;
      }
      return time;
    })
    .nullable(),
);

export const surveyElementAnswerSchema = z.object({
  scheduledElementId: uuid,
  broughtContainers: optionalNumber,
  leftoverAmount: optionalNumber,
  runout: z.boolean().default(false),
  timeOfRunout: optionalTime,
  peopleNotServed: optionalNumber,
  suggestedContainers: optionalNumber,
});
export type SurveyElementAnswer = z.output<typeof surveyElementAnswerSchema>;

/**
 * PUT /v1/host-surveys/{id}: the whole survey as the host submits it (spec 7: status
 * complete). The shape is checked here; the spec's rules (host-survey-rules.ts) run on
 * the survey it would make, so every problem comes back in one answer.
 */
export const submitHostSurveySchema = z.object({
  status: z.literal('complete').default('complete'),
  actualHeadcount: optionalNumber.refine((v) => v === null || Number.isInteger(v), {
    message: 'Actual headcount must be a whole number.',
  }),
  anySpecialEvents: z.boolean().default(false),
  eventDescription: z.string().max(5000).default(''),
  times: z.object({
    firstEater: optionalTime,
    kitchenLeaveTime: optionalTime,
    lastEater: optionalTime,
    startTime: optionalTime,
  }),
  serviceScore: optionalScore.transform((v) => v ?? DEFAULT_SERVICE_SCORE),
  serviceFeedback: z.string().max(5000).default(''),
  eatersEnjoyedScore: optionalScore,
  eatersUnderstoodScore: optionalScore,
  setupFeedback: setupFeedbackSchema,
  elements: z.array(surveyElementAnswerSchema).max(100),
  updatedAt: isoDateTime,
});
export type SubmitHostSurveyInput = z.input<typeof submitHostSurveySchema>;
export type SubmitHostSurveyValues = z.output<typeof submitHostSurveySchema>;

/** POST /v1/host-surveys: the survey of a service, created on first open. */
export const openHostSurveySchema = z.object({ serviceEventId: uuid });
