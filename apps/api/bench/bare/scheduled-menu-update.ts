import { randomUUID } from 'node:crypto';
import {
  buildMenuDescription,
  isScheduledMenuLocked,
  SCHEDULED_MENU_MESSAGES,
  STALE_MESSAGE,
  todayIn,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import { authorize } from './auth.js';
import type { BareDb } from './db.js';
import { badRequest, HttpError, notFound, uuidOf } from './http.js';
import { type RowValues, type UpdateValues, updateValuesOf } from './scheduled-menu-input.js';
import { scheduledMenuJson } from './scheduled-menus.js';

/**
 * PUT /v1/scheduled-menus/:id in three round trips after the session check: the slot (lock,
 * token, type names, current rows), one statement that writes everything, the answer.
 * One statement is one transaction: the header moves only when its updatedAt is the one
 * the caller read, and every row write is joined to that update, so a stale save writes
 * nothing. The change log's line is part of the contract (the Audit Trail reads it): the
 * statement writes it too, as the product's does.
 */

interface Slot {
  date: string;
  timeZone: string;
  updatedAt: Date;
  types: { id: string; name: string }[];
  existing: { id: string; originalElementId: string | null; hostFlowOrder: number | null }[];
}

const SLOT = `
  select sm.date::text as date, mk.time_zone as "timeZone", sm.updated_at as "updatedAt",
    (select coalesce(json_agg(json_build_object('id', et.id, 'name', et.name)), '[]')
      from element_types et where et.id = any($2::uuid[])) as types,
    (select coalesce(json_agg(json_build_object('id', se.id,
        'originalElementId', se.original_element_id, 'hostFlowOrder', se.host_flow_order)
        order by se.sort_order, se.created_at), '[]')
      from scheduled_elements se where se.scheduled_menu_id = sm.id) as existing
  from scheduled_menus sm join markets mk on mk.id = sm.market_id
  where sm.id = $1`;

/** The row columns the editor sends, compared to decide whether a kept row changed. */
const SNAPSHOT = [
  'sort_order',
  'original_element_id',
  'name',
  'label_name',
  'menu_element_class_id',
  'element_type_id',
  'is_alternate',
  'ingredients',
  'method',
  'container_type_id',
  'portion_unit_id',
  'portion_per_person',
  'portion_per_container',
  'serving_temp',
  'alternative',
];
const list = (prefix: string) => SNAPSHOT.map((column) => `${prefix}${column}`).join(', ');

const WRITE = `
  with header as (
    update scheduled_menus
    set name = $4, brand_id = $5, cuisine_type_id = $6, description = $7,
      is_description_automated = $8,
      updated_at = greatest($3::timestamptz, updated_at + interval '1 millisecond')
    where id = $1 and updated_at = $2
    returning id, market_id
  ),
  input as (
    select r.* from header, jsonb_to_recordset($9::jsonb) as r(
      id uuid, is_new boolean, host_flow_order int, sort_order int, original_element_id uuid,
      name text, label_name text, menu_element_class_id uuid, element_type_id uuid,
      is_alternate boolean, ingredients text, method text, container_type_id uuid,
      portion_unit_id uuid, portion_per_person numeric(10, 3), portion_per_container numeric(10, 3),
      serving_temp text, alternative jsonb, allergen_ids uuid[])
  ),
  removed as (
    delete from scheduled_elements se using header where se.id = any($10::uuid[])
  ),
  inserted as (
    insert into scheduled_elements (id, scheduled_menu_id, host_flow_order, ${list('')})
    select id, $1, host_flow_order, ${list('')} from input where is_new
  ),
  updated as (
    update scheduled_elements se set (${list('')}, updated_at) = (${list('i.')}, $3)
    from input i
    where se.id = i.id and not i.is_new and (${list('se.')}) is distinct from (${list('i.')})
  ),
  wanted as (
    select distinct i.id, a.allergen_id from input i, unnest(i.allergen_ids) as a(allergen_id)
  ),
  dropped as (
    delete from scheduled_element_allergens sa using header
    where sa.scheduled_element_id = any($11::uuid[]) and not exists (
      select from wanted w
      where w.id = sa.scheduled_element_id and w.allergen_id = sa.allergen_id)
  ),
  added as (
    insert into scheduled_element_allergens (scheduled_element_id, allergen_id)
    select id, allergen_id from wanted
    on conflict do nothing
  ),
  logged as (
    insert into change_log (actor_user_id, method, route, entity_type, entity_id, market_id,
      summary, change, status, request_id)
    select $12, 'PUT', '/v1/scheduled-menus/:id', 'scheduled-menus', header.id, header.market_id,
      'Updated a scheduled menu', $13::jsonb, 200, $14 from header
  )
  select count(*)::int as written from header`;

/**
 * planRowWrites of scheduled-menus/scheduled-rows.ts as a plan: a row sent with its id keeps it, one
 * without takes over an unclaimed row of the same catalogue element, the rest are new
 * (ids made here, so allergens can name them in the same statement).
 */
function planRows(rows: RowValues[], existing: Slot['existing']) {
  const byId = new Map(existing.map((row) => [row.id, row]));
  const claimed = new Set<string>();
  const plan = rows.map((row, sortOrder) => {
    let current = row.id ? byId.get(row.id) : undefined;
    if (row.id && !current)
      throw badRequest('An element of this menu changed while you edited it.');
    current ??= existing.find(
      (e) =>
        row.originalElementId &&
        e.originalElementId === row.originalElementId &&
        !claimed.has(e.id),
    );
    if (current) claimed.add(current.id);
    return { row, sortOrder, current };
  });
  let nextHostFlowOrder =
    Math.max(-1, ...existing.filter((e) => claimed.has(e.id)).map((e) => e.hostFlowOrder ?? -1)) +
    1;
  const records = plan.map(({ row, sortOrder, current }) => ({
    id: current?.id ?? randomUUID(),
    is_new: !current,
    host_flow_order: current ? null : nextHostFlowOrder++,
    sort_order: sortOrder,
    original_element_id: row.originalElementId,
    name: row.name,
    label_name: row.labelName,
    menu_element_class_id: row.menuElementClassId,
    element_type_id: row.elementTypeId,
    is_alternate: row.isAlternate,
    ingredients: row.ingredients,
    method: row.method,
    container_type_id: row.containerTypeId,
    portion_unit_id: row.portionUnitId,
    portion_per_person: row.portionPerPerson,
    portion_per_container: row.portionPerContainer,
    serving_temp: row.servingTemp,
    alternative: row.alternative,
    allergen_ids: row.allergenIds,
  }));
  return {
    records,
    removed: existing.filter((row) => !claimed.has(row.id)).map((row) => row.id),
    kept: [...claimed],
  };
}

/** With automation on and no text sent, the built-in description of the rows. */
function descriptionOf(values: UpdateValues, types: Slot['types']): string {
  if (!values.isDescriptionAutomated || values.description || !values.rows.length)
    return values.description;
  return buildMenuDescription(
    values.rows.map((row) => ({
      name: row.name,
      typeName: types.find((type) => type.id === row.elementTypeId)?.name ?? null,
      isAlternate: row.isAlternate,
    })),
  );
}

/** Foreign-key refusals as the product words them (scheduled-menus.service.ts `write`). */
function refusalOf(error: unknown): unknown {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code !== '23503') return error;
  if (constraint?.startsWith('host_survey_elements'))
    return new HttpError(409, 'conflict', SCHEDULED_MENU_MESSAGES.surveyedElement);
  return badRequest('A referenced item does not exist.');
}

export async function updateScheduledMenuRoute(app: FastifyInstance, { db }: { db: BareDb }) {
  app.put('/v1/scheduled-menus/:id', async (request, reply) => {
    const user = await authorize(db, request, 'editScheduleMenu');
    const id = uuidOf((request.params as { id: string }).id);
    const values = updateValuesOf(request.body);
    const automated = values.isDescriptionAutomated && !values.description;
    const typeIds = automated ? values.rows.flatMap((row) => row.elementTypeId ?? []) : [];
    const [slot] = await db.query<Slot>(SLOT, [id, typeIds]);
    if (!slot) throw notFound(SCHEDULED_MENU_MESSAGES.notFound);
    const canEditLocked = user.role?.permissions.includes('editLockedScheduleMenu') === true;
    if (!canEditLocked && isScheduledMenuLocked(slot.date, todayIn(slot.timeZone)))
      throw new HttpError(403, 'locked', SCHEDULED_MENU_MESSAGES.locked);
    const stale = new HttpError(409, 'stale', STALE_MESSAGE);
    // The statement checks again; this saves writing when the caller is already behind.
    if (slot.updatedAt.getTime() !== values.updatedAt.getTime()) throw stale;

    const { records, removed, kept } = planRows(values.rows, slot.existing);
    const [result] = await db
      .query<{ written: number }>(WRITE, [
        id,
        values.updatedAt,
        new Date(),
        values.name,
        values.brandId,
        values.cuisineTypeId,
        descriptionOf(values, slot.types),
        values.isDescriptionAutomated,
        JSON.stringify(records),
        removed,
        kept,
        user.id,
        JSON.stringify(request.body),
        String(request.id),
      ])
      .catch((error) => {
        throw refusalOf(error);
      });
    if (!result?.written) throw stale;
    return reply.type('application/json; charset=utf-8').send(await scheduledMenuJson(db, id));
  });
}
