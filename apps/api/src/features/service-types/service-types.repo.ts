import type { ListQuery, ServiceType } from '@catering/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { serviceTypes } from '../../db/schema/index.js';
import { byName, iso, nameMatches, type Page, selectPage } from '../../lib/list.js';

type Row = Pick<typeof serviceTypes.$inferSelect, 'id' | 'name' | 'updatedAt'>;
const columns = { id: serviceTypes.id, name: serviceTypes.name, updatedAt: serviceTypes.updatedAt };
const toServiceType = (row: Row): ServiceType => ({ ...row, updatedAt: iso(row.updatedAt) });

export async function findServiceTypes(db: Db, query: ListQuery): Promise<Page<ServiceType>> {
  const page = await selectPage<Row>(db, {
    table: serviceTypes,
    columns,
    where: nameMatches(serviceTypes.name, query.q),
    orderBy: [byName(serviceTypes.name)],
    query,
  });
  return { rows: page.rows.map(toServiceType), count: page.count };
}

export async function insertServiceType(db: Db, name: string): Promise<ServiceType> {
  const [row] = await db.insert(serviceTypes).values({ name }).returning(columns);
  return toServiceType(row!);
}

export async function deleteServiceType(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(serviceTypes)
    .where(eq(serviceTypes.id, id))
    .returning({ id: serviceTypes.id });
  return rows.length > 0;
}
