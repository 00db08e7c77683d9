import type { ChoiceService } from '@catering/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  hostSurveyElements,
  hostSurveys,
  scheduledElements,
  scheduledMenus,
} from '../../db/schema/index.js';

/** A split of the menu: its element type and the catalogue elements offered together. */
export interface Split {
  elementTypeId: string;
  /** Original element ids, each once. */
  elementIds: string[];
}

/** One past service of a split, its dishes keyed by original element id. */
export type SplitService = ChoiceService & { elementTypeId: string };

type DishCells = [string, number | null, number | null, number | null, number | null];

const numberOrNull = (value: number | null) => (value === null ? null : Number(value));

/**
 * The completed surveys of the market before `date` whose scheduled menu offered exactly
 * the split's dishes (non-alternate rows of the type, the same original elements, no other),
 * each with its dishes' eaten portions and portion per eater. One round trip for every
 * split: candidate menus come from the index on original elements (the split's first
 * dish), the exact set is checked per menu, the surveys come from their index by menu.
 */
export async function findSplitServices(
  db: Db,
  menu: { marketId: string; date: string },
  splits: readonly Split[],
): Promise<SplitService[]> {
  if (!splits.length) return [];
  const wanted = sql.join(
    splits.map(
      (split) =>
        sql`(${split.elementTypeId}::uuid, (select array_agg(id order by id) from unnest(array[${sql.join(
          split.elementIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}]) as id))`,
    ),
    sql`, `,
  );
  const se = scheduledElements;
  const answer = await db.execute(sql`
    with wanted(type_id, ids) as (values ${wanted}),
    candidates as (
      select distinct ${se.scheduledMenuId} as menu_id, w.type_id, w.ids
      from wanted w
      inner join ${se} on ${se.originalElementId} = w.ids[1]
        and ${se.elementTypeId} = w.type_id and not ${se.isAlternate}
      inner join ${scheduledMenus} on ${scheduledMenus.id} = ${se.scheduledMenuId}
      where ${scheduledMenus.marketId} = ${menu.marketId} and ${scheduledMenus.date} < ${menu.date}
    ),
    matching as (
      select c.menu_id, c.type_id from candidates c
      inner join ${se} on ${se.scheduledMenuId} = c.menu_id
        and ${se.elementTypeId} = c.type_id and not ${se.isAlternate}
      group by c.menu_id, c.type_id, c.ids
      having array_agg(${se.originalElementId} order by ${se.originalElementId}) = c.ids
    )
    select ${hostSurveys.id}::text as "surveyId", ${hostSurveys.date}::text as "date",
      m.type_id::text as "elementTypeId",
      json_agg(json_build_array(${se.originalElementId}, ${hostSurveyElements.broughtContainers},
        coalesce(${hostSurveyElements.portionPerContainer}, ${se.portionPerContainer}),
        ${hostSurveyElements.leftoverAmount}, ${se.portionPerPerson}))::text as "dishes"
    from matching m
    inner join ${hostSurveys} on ${hostSurveys.scheduledMenuId} = m.menu_id
      and ${hostSurveys.status} = 'complete' and ${hostSurveys.marketId} = ${menu.marketId}
      and ${hostSurveys.date} < ${menu.date}
    inner join ${se} on ${se.scheduledMenuId} = m.menu_id
      and ${se.elementTypeId} = m.type_id and not ${se.isAlternate}
    left join ${hostSurveyElements} on ${hostSurveyElements.hostSurveyId} = ${hostSurveys.id}
      and ${hostSurveyElements.scheduledElementId} = ${se.id}
    group by ${hostSurveys.id}, ${hostSurveys.date}, m.type_id
    order by ${hostSurveys.date} desc, ${hostSurveys.id}`);
  const rows = (
    answer as unknown as {
      rows: { surveyId: string; date: string; elementTypeId: string; dishes: string }[];
    }
  ).rows;
  return rows.map((row) => ({
    surveyId: row.surveyId,
    date: row.date,
    elementTypeId: row.elementTypeId,
    dishes: (JSON.parse(row.dishes) as DishCells[]).map(
      ([key, brought, perContainer, leftover, perPerson]) => {
        const [b, c, l] = [
          numberOrNull(brought),
          numberOrNull(perContainer),
          numberOrNull(leftover),
        ];
        return {
          key,
          // A dish the host left unreported tells nothing: the service is not usable.
          eatenPortions: b === null || c === null || l === null ? null : b * c - l,
          portionPerEater: numberOrNull(perPerson),
        };
      },
    ),
  }));
}
