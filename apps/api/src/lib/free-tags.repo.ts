import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { elements, menuElementClasses, menus } from '../db/schema/index.js';
import { byName } from './list.js';

/** Elements and menus are both named per tag: a name may exist once under each tag. */
const NAMED_PER_TAG = {
  element: { table: elements, name: elements.name, tagId: elements.menuElementClassId },
  menu: { table: menus, name: menus.name, tagId: menus.menuElementClassId },
} as const;

export async function tagName(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: menuElementClasses.name })
    .from(menuElementClasses)
    .where(eq(menuElementClasses.id, id));
  return row?.name;
}

/** The first tag, in the order the lists show them, that no element (or menu) of this name uses. */
export async function firstFreeTag(
  db: Db,
  kind: keyof typeof NAMED_PER_TAG,
  name: string,
): Promise<{ id: string; name: string } | undefined> {
  const named = NAMED_PER_TAG[kind];
  const [row] = await db
    .select({ id: menuElementClasses.id, name: menuElementClasses.name })
    .from(menuElementClasses)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(named.table)
          .where(
            and(eq(named.tagId, menuElementClasses.id), sql`lower(${named.name}) = lower(${name})`),
          ),
      ),
    )
    .orderBy(byName(menuElementClasses.name))
    .limit(1);
  return row;
}
