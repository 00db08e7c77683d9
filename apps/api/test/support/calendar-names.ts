import { CALENDAR_TYPE_GROUPS } from '@catering/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';

export interface CalendarNamesDrift {
  id: string;
  /** The names the menu's rows give, by the domain's groups (computed here). */
  computed: Record<string, string[]>;
  /** What scheduled_menus keeps. */
  kept: Record<string, string[]>;
}

/** The domain's groups in lower case, as the statement compares them. */
const lowered = (group: keyof typeof CALENDAR_TYPE_GROUPS) =>
  CALENDAR_TYPE_GROUPS[group].map((name) => name.toLowerCase());

/**
 * The menus whose kept calendar names (maintained by triggers, migration 0033) differ from
 * what their rows give by the domain's CALENDAR_TYPE_GROUPS, computed here without the
 * migration's functions. Empty after any write, as it must be.
 */
export async function findCalendarNamesDrift(db: Db): Promise<CalendarNamesDrift[]> {
  const names = (group: keyof typeof CALENDAR_TYPE_GROUPS) => sql`coalesce(
    jsonb_agg(se.name order by se.sort_order, se.created_at)
      filter (where lower(et.name) in (${sql.join(
        lowered(group).map((name) => sql`${name}`),
        sql`, `,
      )})), '[]')`;
  const result = (await db.execute(sql`
    with computed as (
      select sm.id, jsonb_build_object('protein', ${names('protein')}, 'salad', ${names('salad')},
        'starch', ${names('starch')}) as names
      from scheduled_menus sm
      left join scheduled_elements se on se.scheduled_menu_id = sm.id and not se.is_alternate
      left join element_types et on et.id = se.element_type_id
      group by sm.id
    )
    select sm.id, c.names as computed, jsonb_build_object('protein', sm.protein_names,
      'salad', sm.salad_names, 'starch', sm.starch_names) as kept
    from scheduled_menus sm join computed c on c.id = sm.id
    where c.names is distinct from jsonb_build_object('protein', sm.protein_names,
      'salad', sm.salad_names, 'starch', sm.starch_names)
    order by sm.id`)) as unknown as { rows: CalendarNamesDrift[] };
  return result.rows;
}

/** Throws, naming the first menus, when the kept names drifted from the rows'. */
export async function expectCalendarNamesKept(db: Db): Promise<void> {
  const drift = await findCalendarNamesDrift(db);
  if (drift.length === 0) return;
  const shown = drift
    .slice(0, 5)
    .map((d) => `${d.id}: rows give ${JSON.stringify(d.computed)}, kept ${JSON.stringify(d.kept)}`);
  throw new Error(
    `scheduled_menus' calendar names differ from their rows in ${drift.length} menus: ${shown.join('; ')}`,
  );
}
