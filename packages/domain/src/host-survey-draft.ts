import { z } from 'zod';
import { setupFeedbackSchema } from './host-survey-setup.js';
import { isoDateTime, uuid } from './ids.js';

/**
 * A survey's draft (issue #26, 1): the answers exactly as the form holds them, half-typed
 * times and numbers included, kept on the device at once and on the server when there is
 * signal. Only the shape and sizes are checked: the completion rules run on submit.
 */

const typed = (max: number) => z.string().max(max, `At most ${max} characters.`);
const draftScore = z.number().int().min(1).max(5);

export const surveyDraftElementSchema = z.object({
  scheduledElementId: uuid,
  broughtContainers: typed(20),
  leftoverAmount: typed(20),
  runout: z.boolean(),
  timeOfRunout: typed(20),
  peopleNotServed: typed(20),
  suggestedContainers: typed(20),
});
export type SurveyDraftElement = z.infer<typeof surveyDraftElementSchema>;

/** The form's values: numbers and times as typed ('' when empty), scores as chosen. */
export const surveyDraftValuesSchema = z.object({
  actualHeadcount: typed(20),
  anySpecialEvents: z.boolean(),
  eventDescription: typed(5000),
  times: z.object({
    firstEater: typed(20),
    kitchenLeaveTime: typed(20),
    lastEater: typed(20),
    startTime: typed(20),
  }),
  serviceScore: draftScore,
  serviceFeedback: typed(5000),
  eatersEnjoyedScore: draftScore.nullable(),
  eatersUnderstoodScore: draftScore.nullable(),
  setupFeedback: setupFeedbackSchema,
  elements: z.array(surveyDraftElementSchema).max(100),
});
export type SurveyDraftValues = z.infer<typeof surveyDraftValuesSchema>;

/** PUT /v1/host-surveys/{id}/draft. `editedAt`: when the answers were typed, on the device. */
export const saveSurveyDraftSchema = z.object({
  values: surveyDraftValuesSchema,
  editedAt: isoDateTime,
});
export type SaveSurveyDraftInput = z.input<typeof saveSurveyDraftSchema>;

/** The draft the server keeps: the one typed last, whichever device sent it first. */
export const surveyDraftSchema = z.object({
  values: surveyDraftValuesSchema,
  editedAt: isoDateTime,
  user: z.object({ id: uuid, name: z.string() }).nullable(),
});
export type SurveyDraft = z.infer<typeof surveyDraftSchema>;

/** The header a queued submit carries, so a submit sent twice is applied once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on the answer to a submit sent again: answered as it is, not applied a second time. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'Idempotency-Key must be 8 to 100 characters.')
  .max(100, 'Idempotency-Key must be 8 to 100 characters.')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Idempotency-Key may hold letters, digits and _ . : - only.');
