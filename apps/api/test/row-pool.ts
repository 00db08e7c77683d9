import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

/** A row a request can address: its id and, where the table has one, its `updatedAt`. */
export interface PoolRow {
  id: string;
  updatedAt?: string;
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, text: string) =>
  ((await db.execute(sql.raw(text))) as unknown as Rows<T>).rows;

const snakeCase = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replaceAll('-', '_')
    .toLowerCase();

/** `menuElementClassId` -> menu_element_class(es), element_class(es), class(es). */
function tableCandidates(name: string, prefix?: string): string[] {
  const words = snakeCase(name.replace(/Ids?$/, '')).split('_').filter(Boolean);
  const bases = words.map((_, i) => words.slice(i).join('_'));
  if (prefix && bases[0]) bases.unshift(`${prefix}_${bases[0]}`);
  return bases.flatMap((base) => [base, `${base}s`, `${base}es`, base.replace(/y$/, 'ies')]);
}

/**
 * Real rows of the seeded database, so that requests built from the OpenAPI document name
 * rows that exist (a random id is refused long before the database is reached). Field
 * names lead to tables by the schema's naming: `marketId` and `markets`, `tags` and `tags`.
 */
export class RowPool {
  private constructor(
    private readonly rowsByTable: Map<string, PoolRow[]>,
    private readonly protectedIds: Set<string>,
  ) {}

  /** Up to `perTable` rows of every table with a uuid `id`; `protectedIds` are never targets. */
  static async load(db: Db, protectedIds: string[], perTable = 40): Promise<RowPool> {
    const columns = await rowsOf<{ table_name: string; column_name: string }>(
      db,
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and (column_name = 'updated_at' or (column_name = 'id' and data_type = 'uuid'))`,
    );
    const rowsByTable = new Map<string, PoolRow[]>();
    for (const table of new Set(
      columns.filter((c) => c.column_name === 'id').map((c) => c.table_name),
    )) {
      const stamped = columns.some((c) => c.table_name === table && c.column_name === 'updated_at');
      const rows = await rowsOf<{ id: string; updated_at?: string }>(
        db,
        `select id::text as id${stamped ? `, to_json(updated_at) #>> '{}' as updated_at` : ''} from "${table}" order by md5(id::text) limit ${perTable}`,
      );
      rowsByTable.set(
        table,
        rows.map((row) => ({
          id: row.id,
          updatedAt: row.updated_at ? new Date(row.updated_at).toISOString() : undefined,
        })),
      );
    }
    return new RowPool(rowsByTable, new Set(protectedIds));
  }

  private rowsFor(name: string, prefix?: string): PoolRow[] | undefined {
    for (const table of tableCandidates(name, prefix)) {
      const rows = this.rowsByTable.get(table);
      if (rows?.length) return rows;
    }
    return undefined;
  }

  /** Ids of real rows for a body or query field, e.g. `menuId`, `serviceLines`. */
  idsFor(field: string): string[] | undefined {
    return this.rowsFor(field)?.map((row) => row.id);
  }

  /**
   * Rows a path parameter may address: `{id}` takes the table of the segment before it
   * (`/v1/scheduled-menus/{id}/date`), other names their own (`{noteId}` of an account).
   */
  rowsForPath(route: string, param: string): PoolRow[] | undefined {
    const segments = route.split('/');
    const at = segments.indexOf(`{${param}}`);
    const owner = segments
      .slice(0, at)
      .reverse()
      .find((s) => s && !s.startsWith('{'));
    const rows =
      param === 'id'
        ? this.rowsFor(owner ?? '')
        : this.rowsFor(param, snakeCase(owner ?? '').replace(/s$/, ''));
    return rows?.filter((row) => !this.protectedIds.has(row.id));
  }
}
