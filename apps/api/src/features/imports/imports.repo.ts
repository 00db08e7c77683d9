import type { ImportKind, ImportMapping } from '@catering/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { importMappings } from '../../db/schema/index.js';

export async function findRememberedMapping(
  db: Db,
  userId: string,
  kind: ImportKind,
): Promise<ImportMapping | undefined> {
  const [row] = await db
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(and(eq(importMappings.userId, userId), eq(importMappings.kind, kind)));
  return row?.mapping;
}

export async function rememberMapping(
  db: Db,
  userId: string,
  kind: ImportKind,
  mapping: ImportMapping,
): Promise<void> {
  await db
    .insert(importMappings)
    .values({ userId, kind, mapping })
    .onConflictDoUpdate({
      target: [importMappings.userId, importMappings.kind],
      set: { mapping, updatedAt: new Date() },
    });
}
