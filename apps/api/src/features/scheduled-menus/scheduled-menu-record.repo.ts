import { type MarketScope, SCHEDULED_MENU_LOCK_DAYS, type ScheduledMenu } from '@catering/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedOnce } from '../../lib/prepared.js';
import { PreparedJson } from '../../lib/prepared-json.js';

/** A timestamp as JSON the way `iso()` writes a Date: UTC, milliseconds, "Z". */
const isoOf = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * A row's alternative with every field its answer names: one stored without some (written
 * before a field existed, or by hand) reads as the editor's defaults would fill it.
 */
const ALTERNATIVE_JSON = sql.raw(`case when r.alternative is null then null else json_build_object(
  'name', coalesce(r.alternative->>'name', ''),
  'ingredients', coalesce(r.alternative->>'ingredients', ''),
  'method', coalesce(r.alternative->>'method', ''),
  'allergenIds', coalesce(r.alternative->'allergenIds', '[]'::jsonb)) end`);

const placeholder = sql.placeholder;

/**
 * The statement, prepared (parsed and planned once per connection: planning it costs more
 * than running it), one for every market and one for a caller limited to some. It writes
 * the whole answer (scheduledMenuSchema, every field in its order; the API tests check each
 * answer against the schema):
 * - a row's allergens, and the menu's (the union of its rows'), by lower-case name;
 * - the lock, the domain's rule (isScheduledMenuLocked: locked once
 *   SCHEDULED_MENU_LOCK_DAYS days past, in the market's zone), today taken from `now`;
 * - the slot's headcounts, kept by triggers as events change (slot_headcounts).
 */
function prepareRecord(db: Db, name: string, limited: boolean) {
  const id = placeholder('id');
  return db
    .select({
      json: sql<string>`json_build_object(
      'id', sm.id,
      'name', sm.name,
      'date', sm.date,
      'marketId', sm.market_id,
      'market', json_build_object('id', mk.id, 'name', mk.name),
      'serviceLineId', sm.service_line_id,
      'serviceLine', json_build_object('id', sl.id, 'name', sl.name),
      'menuElementClassId', sm.menu_element_class_id,
      'menuElementClassName', c.name,
      'brandId', sm.brand_id,
      'cuisineTypeId', sm.cuisine_type_id,
      'cuisineTypeName', ct.name,
      'description', sm.description,
      'isDescriptionAutomated', sm.is_description_automated,
      'originalMenuId', sm.original_menu_id,
      'originalMenu', case when sm.original_menu_id is not null
        then json_build_object('id', sm.original_menu_id, 'name', om.name) end,
      'scheduledElements', (select coalesce(json_agg(json_build_object(
          'id', r.id,
          'scheduledMenuId', r.scheduled_menu_id,
          'originalElementId', r.original_element_id,
          'name', r.name,
          'labelName', r.label_name,
          'order', r.sort_order,
          'hostFlowOrder', r.host_flow_order,
          'elementTypeId', r.element_type_id,
          'elementTypeName', r.type_name,
          'menuElementClassId', r.menu_element_class_id,
          'isAlternate', r.is_alternate,
          'share', r.share,
          'containerTypeId', r.container_type_id,
          'portionPerPerson', r.portion_per_person,
          'portionPerContainer', r.portion_per_container,
          'portionUnitId', r.portion_unit_id,
          'servingTemp', r.serving_temp,
          'ingredients', r.ingredients,
          'method', r.method,
          'allergenIds', r.allergen_ids,
          'allergenNames', r.allergen_names,
          'alternative', ${ALTERNATIVE_JSON},
          'directionals', r.directionals,
          'servingUtensilId', r.serving_utensil_id,
          'servingVesselId', r.serving_vessel_id,
          'updatedAt', ${isoOf('r.updated_at')}
        ) order by r.sort_order, r.created_at), '[]')
        from (
          select se.*, et.name as type_name, al.ids as allergen_ids, al.names as allergen_names
          from scheduled_elements se
          left join element_types et on et.id = se.element_type_id
          cross join lateral (
            select coalesce(json_agg(a.id order by lower(a.name), a.id), '[]') as ids,
              coalesce(json_agg(a.name order by lower(a.name), a.id), '[]') as names
            from scheduled_element_allergens sa join allergens a on a.id = sa.allergen_id
            where sa.scheduled_element_id = se.id
          ) al
          where se.scheduled_menu_id = sm.id
        ) r),
      'butcherPaperNotes', sm.butcher_paper_notes,
      'clientNotes', sm.client_notes,
      'talkingPoints', sm.talking_points,
      'allergenIds', ma.ids,
      'allergenNames', ma.names,
      'isLocked', sm.date <= (${placeholder('now')}::timestamptz at time zone mk.time_zone)::date
        - ${SCHEDULED_MENU_LOCK_DAYS}::int,
      'headcounts', json_build_object(
        'total', coalesce(h.eaters, 0),
        'withAccommodations', coalesce(h.allergen_count, 0),
        'withoutAccommodations', coalesce(h.eaters, 0) - coalesce(h.allergen_count, 0),
        'dietary', coalesce(h.dietary_count, 0),
        'services', coalesce(h.services, 0)),
      'updatedAt', ${isoOf('sm.updated_at')}
    )::text`,
    })
    .from(sql`scheduled_menus sm
    join markets mk on mk.id = sm.market_id
    join service_lines sl on sl.id = sm.service_line_id
    join menu_element_classes c on c.id = sm.menu_element_class_id
    left join cuisine_types ct on ct.id = sm.cuisine_type_id
    left join menus om on om.id = sm.original_menu_id
    left join slot_headcounts h
      on h.market_id = sm.market_id and h.date = sm.date and h.service_line_id = sm.service_line_id
    -- The menu's allergens: every allergen of any of its rows, once.
    cross join lateral (
      select coalesce(json_agg(u.id order by lower(u.name), u.id), '[]') as ids,
        coalesce(json_agg(u.name order by lower(u.name), u.id), '[]') as names
      from (
        select distinct a.id, a.name
        from scheduled_elements se
        join scheduled_element_allergens sa on sa.scheduled_element_id = se.id
        join allergens a on a.id = sa.allergen_id
        where se.scheduled_menu_id = sm.id
      ) u
    ) ma`)
    .where(
      limited
        ? sql`sm.id = ${id} and sm.market_id = any(${placeholder('marketIds')}::uuid[])`
        : sql`sm.id = ${id}`,
    )
    .prepare(name);
}

/**
 * A scheduled menu as answered, as JSON text PostgreSQL wrote (docs/scaling.md: the read was
 * four round trips, then one whose answer Node parsed, completed and wrote again); none when
 * it does not exist or lies outside `scope`. `now` decides the lock.
 */
export async function scheduledMenuJson(
  db: Db,
  id: string,
  scope: MarketScope = null,
  now = new Date(),
): Promise<PreparedJson<ScheduledMenu> | undefined> {
  const name = scope ? 'scheduled_menu_answer_scoped' : 'scheduled_menu_answer';
  const [row] = await preparedOnce(db, name, () => prepareRecord(db, name, scope !== null)).execute(
    { id, marketIds: scope ?? [], now: now.toISOString() },
  );
  return row ? new PreparedJson<ScheduledMenu>(row.json) : undefined;
}
