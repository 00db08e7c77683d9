import { z } from 'zod';
import { isoDateTime, uuid } from './ids.js';

export const SERVICE_TYPE_MESSAGES = {
  nameRequired: 'Service type name is required.',
  conflict: (name: string) => `There is a service type named ${name} already.`,
  confirmDelete: 'Are you sure you want to delete this service type?',
  deleted: 'This service type has been successfully deleted.',
  inUse: 'This service type is still used by accounts or service events.',
} as const;

export const createServiceTypeSchema = z.object({
  name: z
    .string({ error: SERVICE_TYPE_MESSAGES.nameRequired })
    .trim()
    .min(1, SERVICE_TYPE_MESSAGES.nameRequired)
    .max(100, 'Service type name must be 100 characters or less.'),
});
export type CreateServiceTypeInput = z.input<typeof createServiceTypeSchema>;

export const serviceTypeSchema = z.object({ id: uuid, name: z.string(), updatedAt: isoDateTime });
export type ServiceType = z.infer<typeof serviceTypeSchema>;
