import type { MarketScope } from '@catering/domain';
import { eq, getTableColumns, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { elementTypes, markets, scheduledElements, scheduledMenus } from '../../db/schema/index.js';
import { retryTransaction } from '../../db/transaction-retry.js';
import { preparedOnce, prepareStatement } from '../../lib/prepared.js';
import { type ChangeLine, changeLineInsert, changeLineValues } from '../change-log/index.js';
import type { HeaderToWrite } from './scheduled-menu-writes.repo.js';

/**
 * A scheduled menu's save in two round trips (docs/scaling.md, issue #30): one read of the
 * slot and its rows, then one statement that writes the header and every row. The rows used
 * to be written one statement each inside a transaction; one statement is one transaction.
 */

/** The row fields a save writes: all but the parent, the add-on slot and the timestamps. */
const SAVED_FIELDS = [
  'id',
  'sortOrder',
  'hostFlowOrder',
  'originalElementId',
  'name',
  'labelName',
  'menuElementClassId',
  'elementTypeId',
  'isAlternate',
  'share',
  'ingredients',
  'method',
  'containerTypeId',
  'portionUnitId',
  'portionPerPerson',
  'portionPerContainer',
  'servingTemp',
  'alternative',
  'directionals',
  'servingUtensilId',
  'servingVesselId',
] as const satisfies readonly (keyof typeof scheduledElements.$inferSelect)[];
type SavedField = (typeof SAVED_FIELDS)[number];

/** A menu row as stored, in the fields a save compares and writes. */
export type StoredRow = Pick<typeof scheduledElements.$inferSelect, SavedField>;

/** One sent row: inserted, updated (every saved field) or left as stored; its allergens. */
export type PlannedRow = { allergenIds: string[] } & (
  | { write: 'insert'; values: Partial<StoredRow> & { id: string } }
  | { write: 'update'; values: StoredRow }
  | { write: 'none'; values: { id: string } }
);

export interface RowsPlan {
  rows: PlannedRow[];
  /** Stored rows no longer sent. */
  removed: string[];
}

const COLUMNS = SAVED_FIELDS.map(
  (field) => [field, getTableColumns(scheduledElements)[field]] as const,
);
const NAMES = COLUMNS.map(([, column]) => column.name);
/** The column names as `format` writes them, joined: a constant of the statement. */
const listOf = (format: (name: string) => string, names = NAMES) =>
  sql.raw(names.map(format).join(', '));
/** What an update sets: a row keeps its id. */
const CHANGED = NAMES.filter((name) => name !== 'id');
/** The rows as JSON with the fields' names, for the read. */
const ROW_JSON = sql.raw(
  `json_build_object(${COLUMNS.map(([field, column]) => `'${field}', se.${column.name}`).join(', ')})`,
);
/** The columns of a row record, typed as the table types them (numeric(10, 3) rounds alike). */
const RECORD_TYPE = sql.raw(
  [
    'write text',
    'allergen_ids uuid[]',
    ...COLUMNS.map(([, column]) => `${column.name} ${column.getSQLType()}`),
  ].join(', '),
);

/**
 * What a save of menu `id` needs, in one statement: its slot (lock, `updatedAt`), its rows
 * as stored and the names of the element types `typeIds` (a built description). Prepared,
 * one for every market and one for a caller limited to some (outside `scope`: not found).
 */
function prepareMenuToSave(db: Db, name: string, limited: boolean) {
  const id = sql.placeholder('id');
  return db
    .select({
      id: scheduledMenus.id,
      marketId: scheduledMenus.marketId,
      serviceLineId: scheduledMenus.serviceLineId,
      date: scheduledMenus.date,
      originalMenuId: scheduledMenus.originalMenuId,
      updatedAt: scheduledMenus.updatedAt,
      timeZone: markets.timeZone,
      rows: sql<StoredRow[]>`(
        select coalesce(json_agg(${ROW_JSON} order by se.sort_order, se.created_at), '[]')
        from ${scheduledElements} se where se.scheduled_menu_id = ${scheduledMenus.id})`,
      types: sql<{ id: string; name: string }[]>`(
        select coalesce(json_agg(json_build_object('id', ${elementTypes.id}, 'name', ${elementTypes.name})), '[]')
        from ${elementTypes} where ${elementTypes.id} = any(${sql.placeholder('typeIds')}::uuid[]))`,
    })
    .from(scheduledMenus)
    .innerJoin(markets, eq(markets.id, scheduledMenus.marketId))
    .where(
      limited
        ? sql`${scheduledMenus.id} = ${id} and ${scheduledMenus.marketId} = any(${sql.placeholder('marketIds')}::uuid[])`
        : eq(scheduledMenus.id, id),
    )
    .prepare(name);
}

export async function findMenuToSave(
  db: Db,
  id: string,
  scope: MarketScope,
  typeIds: (string | null)[] = [],
) {
  const wantedTypes = [...new Set(typeIds.filter((typeId): typeId is string => Boolean(typeId)))];
  const name = scope ? 'menu_to_save_scoped' : 'menu_to_save';
  const [slot] = await preparedOnce(db, name, () =>
    prepareMenuToSave(db, name, scope !== null),
  ).execute({ id, typeIds: wantedTypes, marketIds: scope ?? [] });
  return slot;
}

/** A field not given takes its column's default, as an insert that leaves it out would. */
function recordOf(row: PlannedRow) {
  const values: Partial<Record<SavedField, unknown>> = row.values;
  const record: Record<string, unknown> = { write: row.write, allergen_ids: row.allergenIds };
  for (const [field, column] of COLUMNS) {
    const value = values[field];
    record[column.name] = value === undefined && row.write === 'insert' ? column.default : value;
  }
  return record;
}

const placeholder = sql.placeholder;

/**
 * Writes the header (`header`: an insert, or an update guarded by `updatedAt`, answering the
 * menu's id) and the rows as planned: removed rows deleted, new ones inserted, changed ones
 * updated, each row's allergens brought to those sent. Every row write is joined to the
 * header's, so when the header is not written (stale) nothing is: the answer is then no id.
 * Its values are the placeholders `rows`, `removed` and `now`, and the header's. With
 * `logged`, the header answers `market_id` too and the change log's line (placeholders
 * `log_*`) is written in the same statement, so the save and its line commit together.
 */
function saveStatement(header: SQL, logged = false) {
  return sql`
    with header as (${header}),
    input as (
      select r.* from header,
        jsonb_to_recordset(${placeholder('rows')}::jsonb) as r(${RECORD_TYPE})
    ),
    removed as (
      delete from scheduled_elements se using header
      where se.scheduled_menu_id = header.id
        and se.id in (select jsonb_array_elements_text(${placeholder('removed')}::jsonb)::uuid)
    ),
    inserted as (
      insert into scheduled_elements (scheduled_menu_id, ${listOf((c) => c)})
      select header.id, ${listOf((c) => `i.${c}`)} from header, input i where i.write = 'insert'
    ),
    updated as (
      update scheduled_elements se
      set (${listOf((c) => c, CHANGED)}, updated_at) =
        (${listOf((c) => `i.${c}`, CHANGED)}, ${placeholder('now')}::timestamptz)
      from header, input i
      where se.id = i.id and se.scheduled_menu_id = header.id and i.write = 'update'
    ),
    wanted as (
      select distinct i.id, a.allergen_id from input i, unnest(i.allergen_ids) as a(allergen_id)
    ),
    dropped as (
      delete from scheduled_element_allergens sa using input i
      where sa.scheduled_element_id = i.id and i.write <> 'insert' and not exists (
        select from wanted w where w.id = sa.scheduled_element_id and w.allergen_id = sa.allergen_id)
    ),
    added as (
      insert into scheduled_element_allergens (scheduled_element_id, allergen_id)
      select id, allergen_id from wanted
      on conflict do nothing
    )${
      logged
        ? sql`,
    logged as (${changeLineInsert('header')})`
        : sql``
    }
    select id from header`;
}

/**
 * The header of a save of a menu that exists: its fields set and its `updatedAt` moved
 * (nextUpdatedAt's rule), only while `updatedAt` is still `token`.
 */
const UPDATE_HEADER = sql`
  update scheduled_menus set name = ${placeholder('name')}, brand_id = ${placeholder('brandId')},
    cuisine_type_id = ${placeholder('cuisineTypeId')}, description = ${placeholder('description')},
    is_description_automated = ${placeholder('isDescriptionAutomated')},
    updated_at = greatest(${placeholder('now')}::timestamptz, updated_at + interval '1 millisecond')
  where id = ${placeholder('id')} and updated_at = ${placeholder('token')}::timestamptz
  returning id, market_id`;

/** The placeholders' values of a save's rows. */
const rowValues = (plan: RowsPlan, now: Date) => ({
  rows: JSON.stringify(plan.rows.map(recordOf)),
  removed: JSON.stringify(plan.removed),
  now: now.toISOString(),
});

/** The id of the menu saved, or none. One statement is its own transaction: a deadlock
 * aborts it whole, so it may run again. */
async function run(execute: () => Promise<{ rows: Record<string, unknown>[] }>) {
  const { rows } = await retryTransaction(execute);
  return rows[0]?.id as string | undefined;
}

/**
 * A save whose header is written by `header` (an insert, or touchScheduledMenu's guarded
 * update, answering the id): a new menu, a revert. Not prepared: the header's text varies.
 */
export function saveWithHeader(db: Db, header: SQLWrapper, plan: RowsPlan) {
  const statement = prepareStatement(db, saveStatement(header.getSQL()));
  return run(() => statement.execute(rowValues(plan, new Date())));
}

/**
 * A save of menu `id` read at `token`: the header and rows as planned, and `line` in the
 * change log when given; or nothing when the menu changed meanwhile (then no id).
 * Prepared: planning this statement costs PostgreSQL more than running it.
 */
export function saveScheduledMenu(
  db: Db,
  id: string,
  token: Date,
  header: HeaderToWrite,
  plan: RowsPlan,
  line: ChangeLine | null = null,
): Promise<string | undefined> {
  const name = 'scheduled_menu_save';
  const statement = preparedOnce(db, name, () =>
    prepareStatement(db, saveStatement(UPDATE_HEADER, true), name),
  );
  const now = new Date();
  return run(() =>
    statement.execute({
      ...rowValues(plan, now),
      ...changeLineValues(line),
      id,
      token: token.toISOString(),
      name: header.name,
      brandId: header.brandId,
      cuisineTypeId: header.cuisineTypeId,
      description: header.description,
      isDescriptionAutomated: header.isDescriptionAutomated,
    }),
  );
}
