import { z } from 'zod';
import { calendarDate } from './calendar.js';
import { SERVING_TEMPERATURES } from './element.js';
import { HOST_SURVEY_STATUSES } from './host-survey.js';
import { uuid } from './ids.js';

/** The hosts' day (hosts spec 2; docs/hosts.md): the picker's lines and the daily view. */

export const hostDayQuerySchema = z.object({
  marketId: uuid,
  date: calendarDate(),
});
export const hostDailyQuerySchema = hostDayQuerySchema.extend({ serviceLineId: uuid });

const named = z.object({ id: uuid, name: z.string() });

/** GET /v1/hosts/services: the day's scheduled lines, Breakfast, Lunch, Dinner, Snack, Happy Hour… */
export const hostServiceLineSchema = z.object({
  serviceLine: named,
  scheduledMenu: named,
  /** Services (accounts' events) of the line that day. */
  services: z.number().int(),
});
export type HostServiceLine = z.infer<typeof hostServiceLineSchema>;

/** One account's service in the daily view: what to expect and its survey. */
export const hostServiceSchema = z.object({
  serviceEventId: uuid,
  account: named,
  address: z.string(),
  serviceTime: z.string(),
  headcount: z.number().int(),
  dietaryCount: z.number().int(),
  allergenCount: z.number().int(),
  specialRequest: z.boolean(),
  notes: z.string(),
  /** The containers the numbers send this account, per line of the menu. */
  containers: z.array(
    z.object({
      name: z.string(),
      container: z.string(),
      full: z.number().int(),
      half: z.number().int(),
    }),
  ),
  survey: z.object({ id: uuid, status: z.enum(HOST_SURVEY_STATUSES) }).nullable(),
});
export type HostService = z.infer<typeof hostServiceSchema>;

/** GET /v1/hosts/daily: the menu and its host flow, and the line's services that day. */
export const hostDailySchema = z.object({
  date: z.string(),
  market: named,
  serviceLine: named,
  scheduledMenu: z.object({
    id: uuid,
    name: z.string(),
    cuisineName: z.string().nullable(),
    description: z.string(),
    allergenNames: z.array(z.string()),
    butcherPaperNotes: z.string(),
    clientNotes: z.string(),
    talkingPoints: z.string(),
    /** In host-flow order. */
    elements: z.array(
      z.object({
        id: uuid,
        name: z.string(),
        allergenNames: z.array(z.string()),
        servingTemp: z.enum(SERVING_TEMPERATURES).nullable(),
        utensil: z.string().nullable(),
        vessel: z.string().nullable(),
        directionals: z.string(),
      }),
    ),
  }),
  services: z.array(hostServiceSchema),
});
export type HostDaily = z.infer<typeof hostDailySchema>;
