import type { EngineAccount, EngineElement, EngineInput } from '@catering/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { markets } from '../../db/schema/index.js';
import { preparedOnce } from '../../lib/prepared.js';
import type { Slot } from './calculations.repo.js';

/**
 * The engine's whole input of one slot in one statement, PostgreSQL writing the JSON
 * (docs/scaling.md: the calculation was seven queries). It reads what `findSlotContext`,
 * `servedAccounts`, `engineElements` and `modifiersOf` read, in their orders: the four
 * stay for the add-on numbers and the bench's day script.
 */

export interface CalculationInput {
  market: { id: string; name: string; timeZone: string };
  line: { id: string; name: string } | null;
  menu: { id: string; name: string; date: string } | null;
  accounts: EngineAccount[];
  elements: EngineElement[];
  typeModifiers: EngineInput['typeModifiers'];
  elementModifiers: EngineInput['elementModifiers'];
}

/** A row as PostgreSQL writes it: the alternative still whole, trimmed by `toEngineInput`. */
type StoredElement = Omit<EngineElement, 'alternativeName'> & {
  alternativeName: { name?: string } | null;
};
type StoredInput = Omit<CalculationInput, 'elements'> & { elements: StoredElement[] };

const lineId = sql.placeholder('serviceLineId');
const date = sql.placeholder('date');

/** The slot's live services of accounts not archived (`servicesOf`), in the slot's market. */
const servedEvents = sql`
  from service_events e join accounts a on a.id = e.account_id
  where a.market_id = ${markets.id} and e.service_line_id = ${lineId} and e.date = ${date}
    and e.deleted_at is null and a.archived_at is null`;

/** The slot's scheduled menu: one at most (scheduled_menus_slot_key). */
const slotMenu = sql`
  sm.market_id = ${markets.id} and sm.service_line_id = ${lineId} and sm.date = ${date}`;

function prepareCalculationInput(db: Db) {
  return db
    .select({
      market: sql<CalculationInput['market']>`json_build_object(
        'id', ${markets.id}, 'name', ${markets.name}, 'timeZone', ${markets.timeZone})`,
      line: sql<CalculationInput['line']>`(select json_build_object('id', l.id, 'name', l.name)
        from service_lines l where l.id = ${lineId})`,
      menu: sql<CalculationInput['menu']>`(
        select json_build_object('id', sm.id, 'name', sm.name, 'date', sm.date)
        from scheduled_menus sm where ${slotMenu})`,
      accounts: sql<EngineAccount[]>`(
        select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name,
          'eaters', s.eaters, 'veg', s.veg, 'accommodations', s.accommodations)
          order by lower(s.name), s.id), '[]')
        from (
          select a.id, a.name, sum(e.eater_count)::int as eaters,
            sum(e.dietary_count)::int as veg, sum(e.allergen_count)::int as accommodations
          ${servedEvents}
          group by a.id, a.name
        ) s)`,
      // The keys in toEngineElement's order, so the engine sees the same objects.
      elements: sql<StoredElement[]>`(
        select coalesce(json_agg(json_build_object(
          'id', se.id,
          'name', se.name,
          'elementTypeId', se.element_type_id,
          'elementTypeName', et.name,
          'feeds', et.feeds,
          'isAlternate', se.is_alternate,
          'alternativeName', se.alternative,
          'container', case when ct.id is not null then
            json_build_object('id', ct.id, 'name', ct.name, 'allowsHalf', ct.allows_half) end,
          'portionPerPerson', se.portion_per_person,
          'portionPerContainer', se.portion_per_container,
          'portionUnit', case when pu.id is not null then
            json_build_object('id', pu.id, 'name', pu.name, 'abbreviation', pu.abbreviation) end,
          'share', se.share
        ) order by se.sort_order, se.created_at), '[]')
        from scheduled_menus sm
        join scheduled_elements se on se.scheduled_menu_id = sm.id
        left join element_types et on et.id = se.element_type_id
        left join container_types ct on ct.id = se.container_type_id
        left join portion_units pu on pu.id = se.portion_unit_id
        where ${slotMenu})`,
      typeModifiers: sql<EngineInput['typeModifiers']>`(
        select coalesce(json_agg(json_build_object('accountId', m.account_id,
          'elementTypeId', m.element_type_id, 'value', m.value)), '[]')
        from account_portion_modifiers m
        where m.account_id in (select a.id ${servedEvents}))`,
      elementModifiers: sql<EngineInput['elementModifiers']>`(
        select coalesce(json_agg(json_build_object('accountId', m.account_id,
          'scheduledElementId', m.scheduled_element_id, 'value', m.value)), '[]')
        from scheduled_element_portion_modifiers m
        where m.scheduled_element_id in (
          select se.id from scheduled_menus sm
          join scheduled_elements se on se.scheduled_menu_id = sm.id
          where ${slotMenu}))`,
    })
    .from(markets)
    .where(
      and(
        eq(markets.id, sql.placeholder('marketId')),
        // The caller's markets (null: every market), as withinMarkets keeps them.
        sql`(${sql.placeholder('scope')}::uuid[] is null
          or ${markets.id} = any(${sql.placeholder('scope')}::uuid[]))`,
      ),
    )
    .prepare('calculation_input');
}

/**
 * The engine's input of a slot; undefined when its market is unknown or outside the
 * caller's markets. The alternative's name is trimmed by JavaScript's trim, as
 * toEngineElement does (PostgreSQL's btrim knows only spaces).
 */
export async function findCalculationInput(
  db: Db,
  slot: Slot,
): Promise<CalculationInput | undefined> {
  const query = preparedOnce(db, 'calculation_input', () => prepareCalculationInput(db));
  const [row] = (await query.execute({
    marketId: slot.marketId,
    serviceLineId: slot.serviceLineId,
    date: slot.date,
    scope: slot.scope === null ? null : [...slot.scope],
  })) as StoredInput[];
  if (!row) return undefined;
  return {
    ...row,
    elements: row.elements.map((element) => ({
      ...element,
      alternativeName: element.alternativeName?.name?.trim() || null,
    })),
  };
}
