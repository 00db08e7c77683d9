import {
  monthRange,
  parseCalendarDate,
  SCHEDULED_MENU_LOCK_DAYS,
  SCHEDULED_MENU_MESSAGES,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import { authorize } from './auth.js';
import type { BareDb } from './db.js';
import { intOf, isoSql, notFound, sendJsonList, uuidOf } from './http.js';

/**
 * The calendar and one scheduled menu, each in one round trip with PostgreSQL writing the
 * JSON. The lock (isScheduledMenuLocked) is the same rule in SQL: locked once the market's
 * today is SCHEDULED_MENU_LOCK_DAYS past the date.
 */

const lockedSql = (date: string, timeZone: string, lockDaysParam: string) =>
  `(${date} <= (now() at time zone ${timeZone})::date - ${lockDaysParam}::int)`;

const CALENDAR = `
  select count(*)::int as count, coalesce(json_agg(json_build_object(
    'id', sm.id,
    'name', sm.name,
    'date', sm.date,
    'marketId', sm.market_id,
    'serviceLineId', sm.service_line_id,
    'serviceLineName', sl.name,
    'cuisineTypeId', sm.cuisine_type_id,
    'cuisineTypeName', ct.name,
    -- The calendar's names, kept on the menu by triggers as rows change (migration 0033).
    'proteinNames', sm.protein_names,
    'saladNames', sm.salad_names,
    'starchNames', sm.starch_names,
    'headcount', coalesce(h.eaters, 0),
    'isLocked', ${lockedSql('sm.date', 'mk.time_zone', '$4')},
    'updatedAt', ${isoSql('sm.updated_at')}
  ) order by sm.date, sl.sort_order), '[]')::text as rows
  from scheduled_menus sm
  join markets mk on mk.id = sm.market_id
  join service_lines sl on sl.id = sm.service_line_id
  left join cuisine_types ct on ct.id = sm.cuisine_type_id
  -- Eaters per market, line and day, kept by triggers as events change (slot_headcounts).
  left join slot_headcounts h
    on h.market_id = sm.market_id and h.date = sm.date and h.service_line_id = sm.service_line_id
  where sm.market_id = $1 and sm.date between $2 and $3`;

/** The whole scheduled menu (scheduledMenuSchema) as JSON text, or undefined. */
const SCHEDULED_MENU = `
  with rows as (
    select se.*, et.name as type_name, al.ids as allergen_ids, al.names as allergen_names
    from scheduled_elements se
    left join element_types et on et.id = se.element_type_id
    cross join lateral (
      select coalesce(json_agg(a.id order by lower(a.name)), '[]') as ids,
        coalesce(json_agg(a.name order by lower(a.name)), '[]') as names
      from scheduled_element_allergens sa join allergens a on a.id = sa.allergen_id
      where sa.scheduled_element_id = se.id
    ) al
    where se.scheduled_menu_id = $1
  ),
  menu_allergens as (
    select distinct a.id, a.name
    from rows r join scheduled_element_allergens sa on sa.scheduled_element_id = r.id
    join allergens a on a.id = sa.allergen_id
  )
  select json_build_object(
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
        'alternative', r.alternative,
        'directionals', r.directionals,
        'servingUtensilId', r.serving_utensil_id,
        'servingVesselId', r.serving_vessel_id,
        'updatedAt', ${isoSql('r.updated_at')}
      ) order by r.sort_order, r.created_at), '[]') from rows r),
    'butcherPaperNotes', sm.butcher_paper_notes,
    'clientNotes', sm.client_notes,
    'talkingPoints', sm.talking_points,
    'allergenIds', (select coalesce(json_agg(id order by lower(name)), '[]') from menu_allergens),
    'allergenNames', (select coalesce(json_agg(name order by lower(name)), '[]') from menu_allergens),
    'isLocked', ${lockedSql('sm.date', 'mk.time_zone', '$2')},
    'headcounts', json_build_object(
      'total', coalesce(h.eaters, 0),
      'withAccommodations', coalesce(h.allergen_count, 0),
      'withoutAccommodations', coalesce(h.eaters - h.allergen_count, 0),
      'dietary', coalesce(h.dietary_count, 0),
      'services', coalesce(h.services, 0)),
    'updatedAt', ${isoSql('sm.updated_at')}
  )::text as menu
  from scheduled_menus sm
  join markets mk on mk.id = sm.market_id
  join service_lines sl on sl.id = sm.service_line_id
  join menu_element_classes c on c.id = sm.menu_element_class_id
  left join cuisine_types ct on ct.id = sm.cuisine_type_id
  left join menus om on om.id = sm.original_menu_id
  -- The slot's headcounts, kept by triggers as events change (slot_headcounts).
  left join slot_headcounts h
    on h.market_id = sm.market_id and h.date = sm.date and h.service_line_id = sm.service_line_id
  where sm.id = $1`;

export async function scheduledMenuJson(db: BareDb, id: string): Promise<string> {
  const [row] = await db.query<{ menu: string }>(SCHEDULED_MENU, [id, SCHEDULED_MENU_LOCK_DAYS]);
  if (!row) throw notFound(SCHEDULED_MENU_MESSAGES.notFound);
  return `{"data":${row.menu},"error":null,"meta":{},"status":200}`;
}

export async function scheduledMenuRoutes(app: FastifyInstance, { db }: { db: BareDb }) {
  app.get('/v1/scheduled-menus', async (request, reply) => {
    await authorize(db, request, 'viewScheduleMenu');
    const query = request.query as Record<string, unknown>;
    const marketId = uuidOf(query.marketId, SCHEDULED_MENU_MESSAGES.noMarket);
    const range = monthRange(
      intOf(query.year, undefined, 1900, 2999, 'year'),
      intOf(query.month, undefined, 1, 12, 'month'),
    );
    const dayNumber = intOf(query.day, 0, 1, 31, 'day');
    const day = dayNumber
      ? parseCalendarDate(`${range.from.slice(0, 8)}${String(dayNumber).padStart(2, '0')}`)
      : null;
    // A day the month does not have (June 31) has no menus.
    if (dayNumber && !day) return sendJsonList(reply, '[]', 0);
    const [result] = await db.query<{ count: number; rows: string }>(CALENDAR, [
      marketId,
      day ?? range.from,
      day ?? range.to,
      SCHEDULED_MENU_LOCK_DAYS,
    ]);
    return sendJsonList(reply, result!.rows, result!.count);
  });

  app.get('/v1/scheduled-menus/:id', async (request, reply) => {
    await authorize(db, request, 'viewScheduleMenu');
    const id = uuidOf((request.params as { id: string }).id);
    return reply.type('application/json; charset=utf-8').send(await scheduledMenuJson(db, id));
  });
}
