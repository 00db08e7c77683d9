import { z } from 'zod';
import { calendarDate } from './calendar.js';
import { optionalId } from './form-values.js';
import { uuid } from './ids.js';

/**
 * The two public pages an account's QR codes point at (DESIGN.md 5): its menus for the
 * coming days, and an eater-feedback form. Addressed by an unguessable token, outside
 * sign-in, so they show nothing but that account's menus.
 */

export const PUBLIC_PAGE_MESSAGES = {
  /** The one answer to an unknown, revoked or archived account's token (docs/accounts.md). */
  unknownLink: 'This link is no longer valid.',
  noMenus: 'No meals are scheduled for the coming days.',
  menuToCome: 'The menu for this service is not published yet.',
  thanks: 'Thank you! Your feedback reaches the kitchen team.',
  scoreRequired: 'Please choose a score from 1 to 5.',
  sendFailed: 'Your feedback could not be sent. Please try again.',
  dateOutOfRange: 'Feedback is for a service of the last 30 days.',
  unknownServiceLine: 'The chosen service line does not exist.',
} as const;

export const PUBLIC_MENU_DAYS = 7;
/** How far back an eater may score a service. */
export const FEEDBACK_DAYS_BACK = 30;

export const publicTokenParamsSchema = z.object({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a valid link'),
});

export const publicMenuPageSchema = z.object({
  accountName: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      serviceLineId: uuid,
      serviceLineName: z.string(),
      serviceTime: z.string(),
      /** Null until the kitchen schedules the day's menu. */
      menu: z
        .object({
          name: z.string(),
          description: z.string(),
          allergenNames: z.array(z.string()),
          elements: z.array(z.object({ name: z.string(), allergenNames: z.array(z.string()) })),
        })
        .nullable(),
    }),
  ),
});
export type PublicMenuPage = z.infer<typeof publicMenuPageSchema>;

export const publicFeedbackInfoSchema = z.object({
  accountName: z.string(),
  /** Today and the earliest date feedback is taken for, in the account's market. */
  today: z.string(),
  earliestDate: z.string(),
  serviceLines: z.array(z.object({ id: uuid, name: z.string() })),
});
export type PublicFeedbackInfo = z.infer<typeof publicFeedbackInfoSchema>;

export const eaterFeedbackInputSchema = z.object({
  serviceDate: calendarDate(),
  serviceLineId: optionalId().optional(),
  score: z
    .number({ error: PUBLIC_PAGE_MESSAGES.scoreRequired })
    .int(PUBLIC_PAGE_MESSAGES.scoreRequired)
    .min(1, PUBLIC_PAGE_MESSAGES.scoreRequired)
    .max(5, PUBLIC_PAGE_MESSAGES.scoreRequired),
  comment: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string().trim().max(2_000, 'A comment must be 2000 characters or less.'),
  ),
});
export type EaterFeedbackInput = z.input<typeof eaterFeedbackInputSchema>;
