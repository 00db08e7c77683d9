import { type ListQuery, SERVICE_TYPE_MESSAGES, type ServiceType } from '@catering/domain';
import type { Db } from '../../db/client.js';
import { answeringConstraintErrors } from '../../lib/constraint-errors.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Page } from '../../lib/list.js';
import { deleteServiceType, findServiceTypes, insertServiceType } from './service-types.repo.js';

export function listServiceTypes(db: Db, query: ListQuery): Promise<Page<ServiceType>> {
  return findServiceTypes(db, query);
}

export function createServiceType(db: Db, name: string): Promise<ServiceType> {
  return answeringConstraintErrors(
    { unique: () => conflict(SERVICE_TYPE_MESSAGES.conflict(name)) },
    () => insertServiceType(db, name),
  );
}

export async function removeServiceType(db: Db, id: string): Promise<void> {
  // Accounts and service events keep their service type; it cannot vanish under them.
  const deleted = await answeringConstraintErrors(
    { foreignKey: () => conflict(SERVICE_TYPE_MESSAGES.inUse) },
    () => deleteServiceType(db, id),
  );
  if (!deleted) throw notFound('Service type not found.');
}
