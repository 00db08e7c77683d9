import type { ListQuery, Tag } from '@catering/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tags } from '../../db/schema/index.js';
import { byName, iso, nameMatches, type Page, selectPage } from '../../lib/list.js';
import { nextUpdatedAt } from '../../lib/next-updated-at.js';

type TagRow = typeof tags.$inferSelect;
const toTag = (row: Pick<TagRow, 'id' | 'name' | 'updatedAt'>): Tag => ({
  id: row.id,
  name: row.name,
  updatedAt: iso(row.updatedAt),
});
const columns = { id: tags.id, name: tags.name, updatedAt: tags.updatedAt };

export async function findTags(db: Db, query: ListQuery): Promise<Page<Tag>> {
  const page = await selectPage<TagRow>(db, {
    table: tags,
    columns,
    where: nameMatches(tags.name, query.q),
    orderBy: [byName(tags.name)],
    query,
  });
  return { rows: page.rows.map(toTag), count: page.count };
}

export async function insertTag(db: Db, name: string): Promise<Tag> {
  const [row] = await db.insert(tags).values({ name }).returning(columns);
  return toTag(row!);
}

/** Updates only when `updatedAt` is still the stored one; undefined otherwise. */
export async function updateTagIfCurrent(
  db: Db,
  id: string,
  name: string,
  updatedAt: Date,
): Promise<Tag | undefined> {
  const [row] = await db
    .update(tags)
    .set({ name, updatedAt: nextUpdatedAt(tags.updatedAt) })
    .where(and(eq(tags.id, id), eq(tags.updatedAt, updatedAt)))
    .returning(columns);
  return row ? toTag(row) : undefined;
}

export async function tagExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: tags.id }).from(tags).where(eq(tags.id, id));
  return Boolean(row);
}

export async function deleteTag(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id });
  return rows.length > 0;
}
