import {
  CALCULATION_MESSAGES,
  type ContainerCalculation,
  calculateContainers,
  type EngineAccount,
  type EngineElement,
  type EngineInput,
  isScheduledMenuLocked,
  parseCalendarDate,
  todayIn,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import { authorize } from './auth.js';
import type { BareDb } from './db.js';
import { badRequest, notFound, ok, uuidOf } from './http.js';

/**
 * POST /v2/calculations/containers: the engine's whole input in one round trip, counted by
 * the product's own pure engine (calculateContainers of @catering/domain).
 */

export interface Slot {
  marketId: string;
  serviceLineId: string;
  date: string;
}

/** The body's slot, or 400 with the product's guard messages. */
export function slotOf(body: unknown): Slot {
  const { marketId, serviceLineId, mealDate } = (body ?? {}) as Record<string, unknown>;
  const date = typeof mealDate === 'string' ? parseCalendarDate(mealDate) : null;
  if (!date) throw badRequest(CALCULATION_MESSAGES.noDate);
  return {
    marketId: uuidOf(marketId, CALCULATION_MESSAGES.noMarket),
    serviceLineId: uuidOf(serviceLineId, CALCULATION_MESSAGES.noServiceLine),
    date,
  };
}

interface Gathered {
  market: { id: string; name: string; timeZone: string } | null;
  line: { id: string; name: string } | null;
  menu: { id: string; name: string; date: string } | null;
  accounts: EngineAccount[];
  elements: (Omit<EngineElement, 'alternativeName'> & { alternativeName: string | null })[];
  typeModifiers: EngineInput['typeModifiers'];
  elementModifiers: EngineInput['elementModifiers'];
}

const GATHER = `
  with menu as (
    select id, name, date from scheduled_menus
    where market_id = $1 and service_line_id = $2 and date = $3
  ),
  served as (
    select a.id, a.name, sum(e.eater_count)::int as eaters, sum(e.dietary_count)::int as veg,
      sum(e.allergen_count)::int as accommodations
    from service_events e join accounts a on a.id = e.account_id
    where a.market_id = $1 and e.service_line_id = $2 and e.date = $3 and e.deleted_at is null
      and a.archived_at is null
    group by a.id, a.name
  ),
  rows as (
    select se.id, se.sort_order, se.created_at, json_build_object(
      'id', se.id,
      'name', se.name,
      'elementTypeId', se.element_type_id,
      'elementTypeName', et.name,
      'feeds', et.feeds,
      'isAlternate', se.is_alternate,
      'alternativeName', se.alternative->>'name',
      'container', case when ct.id is not null then
        json_build_object('id', ct.id, 'name', ct.name, 'allowsHalf', ct.allows_half) end,
      'portionPerPerson', se.portion_per_person,
      'portionPerContainer', se.portion_per_container,
      'portionUnit', case when pu.id is not null then
        json_build_object('id', pu.id, 'name', pu.name, 'abbreviation', pu.abbreviation) end,
      -- A choice row's share of the eaters (issue #28): the engine counts it as the product does.
      'share', se.share
    ) as element
    from menu join scheduled_elements se on se.scheduled_menu_id = menu.id
    left join element_types et on et.id = se.element_type_id
    left join container_types ct on ct.id = se.container_type_id
    left join portion_units pu on pu.id = se.portion_unit_id
  )
  select
    (select json_build_object('id', id, 'name', name, 'timeZone', time_zone)
      from markets where id = $1) as market,
    (select json_build_object('id', id, 'name', name) from service_lines where id = $2) as line,
    (select json_build_object('id', id, 'name', name, 'date', date) from menu) as menu,
    (select coalesce(json_agg(s order by lower(s.name), s.id), '[]') from served s) as accounts,
    (select coalesce(json_agg(element order by sort_order, created_at), '[]') from rows)
      as elements,
    (select coalesce(json_agg(json_build_object('accountId', m.account_id,
        'elementTypeId', m.element_type_id, 'value', m.value)), '[]')
      from account_portion_modifiers m where m.account_id in (select id from served))
      as "typeModifiers",
    (select coalesce(json_agg(json_build_object('accountId', m.account_id,
        'scheduledElementId', m.scheduled_element_id, 'value', m.value)), '[]')
      from scheduled_element_portion_modifiers m where m.scheduled_element_id in (select id from rows))
      as "elementModifiers"`;

/** The Chef numbers of a slot, as calculations.service.ts containerNumbers answers them. */
export async function containerNumbers(db: BareDb, slot: Slot): Promise<ContainerCalculation> {
  const [day] = await db.query<Gathered>(GATHER, [slot.marketId, slot.serviceLineId, slot.date]);
  const { market, line, menu, accounts, elements, typeModifiers, elementModifiers } = day!;
  if (!market) throw notFound(CALCULATION_MESSAGES.noMarket);
  if (!line) throw notFound(CALCULATION_MESSAGES.noServiceLine);
  if (!menu) throw notFound(CALCULATION_MESSAGES.noData);
  return {
    scheduledMenu: {
      id: menu.id,
      name: menu.name,
      isLocked: isScheduledMenuLocked(menu.date, todayIn(market.timeZone)),
    },
    market: { id: market.id, name: market.name },
    serviceLine: line,
    date: slot.date,
    ...calculateContainers({
      accounts,
      // JavaScript's trim, as engineElements does (PostgreSQL's btrim knows only spaces).
      elements: elements.map((e) => ({ ...e, alternativeName: e.alternativeName?.trim() || null })),
      typeModifiers,
      elementModifiers,
    }),
  };
}

export async function calculationRoutes(app: FastifyInstance, { db }: { db: BareDb }) {
  app.post('/v2/calculations/containers', async (request) => {
    await authorize(db, request, 'viewScheduleMenu');
    return ok(await containerNumbers(db, slotOf(request.body)));
  });
}
