import { z } from 'zod';

/** What the web app sends when it shows the crash page, so the team hears of it. */
export const clientErrorReportSchema = z.object({
  kind: z.enum(['crash', 'reference-load', 'current-user']),
  message: z.string().trim().min(1).max(2000),
  stack: z.string().max(10_000).optional(),
  url: z.string().max(2000),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
