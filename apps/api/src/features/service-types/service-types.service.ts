import { SERVICE_TYPE_MESSAGES, type ServiceType } from '@catering/domain';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors.js';
import { deleteServiceType, insertServiceType } from './service-types.repo.js';

export async function createServiceType(db: Db, name: string): Promise<ServiceType> {
  try {
    return await insertServiceType(db, name);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SERVICE_TYPE_MESSAGES.conflict(name));
    throw error;
  }
}

export async function removeServiceType(db: Db, id: string): Promise<void> {
  try {
    if (!(await deleteServiceType(db, id))) throw notFound('Service type not found.');
  } catch (error) {
    // Accounts and service events keep their service type; it cannot vanish under them.
    if (isForeignKeyViolation(error)) throw conflict(SERVICE_TYPE_MESSAGES.inUse);
    throw error;
  }
}
