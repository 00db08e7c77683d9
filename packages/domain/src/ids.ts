import { z } from 'zod';

export const uuid = z.uuid({ error: 'Must be a valid id' });
export const idParamsSchema = z.object({ id: uuid });

/** Timestamps travel as ISO 8601 strings; `updatedAt` is the concurrency token. */
export const isoDateTime = z.iso.datetime({ offset: true, error: 'Must be an ISO date-time' });
