import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';

/** A slot's figures, as slot_headcounts keeps them and as the events add up. */
export interface SlotFigures {
  eaters: number;
  allergenCount: number;
  dietaryCount: number;
  services: number;
}

export interface SlotDrift {
  marketId: string;
  serviceLineId: string;
  date: string;
  /** The figures of the slot's live events (null: no live event). */
  summed: SlotFigures | null;
  /** What slot_headcounts holds (null: no row). */
  kept: SlotFigures | null;
}

/**
 * The slots where the kept figures (slot_headcounts, maintained by triggers) differ from
 * those of the live events, computed here from the events themselves. Empty when every
 * kept figure equals the events' and only slots with live events have a row, as it must
 * be after any write.
 */
export async function findSlotHeadcountDrift(db: Db): Promise<SlotDrift[]> {
  const result = (await db.execute(sql`
    with summed as (
      select a.market_id, e.service_line_id, e.date,
        json_build_object('eaters', sum(e.eater_count)::int,
          'allergenCount', sum(e.allergen_count)::int,
          'dietaryCount', sum(e.dietary_count)::int, 'services', count(*)::int) as figures
      from service_events e join accounts a on a.id = e.account_id
      where e.deleted_at is null
      group by a.market_id, e.service_line_id, e.date
    ), kept as (
      select market_id, service_line_id, date,
        json_build_object('eaters', eaters, 'allergenCount', allergen_count,
          'dietaryCount', dietary_count, 'services', services) as figures
      from slot_headcounts
    )
    select coalesce(s.market_id, k.market_id) as "marketId",
      coalesce(s.service_line_id, k.service_line_id) as "serviceLineId",
      coalesce(s.date, k.date)::text as "date", s.figures as summed, k.figures as kept
    from summed s
    full join kept k
      on k.market_id = s.market_id and k.service_line_id = s.service_line_id and k.date = s.date
    where s.figures::jsonb is distinct from k.figures::jsonb
    order by 3, 1, 2`)) as unknown as { rows: SlotDrift[] };
  return result.rows;
}

/** Throws, naming the first slots, when the kept figures drifted from the events'. */
export async function expectSlotHeadcountsKept(db: Db): Promise<void> {
  const drift = await findSlotHeadcountDrift(db);
  if (drift.length === 0) return;
  const shown = drift
    .slice(0, 5)
    .map(
      (d) =>
        `${d.date} market ${d.marketId} line ${d.serviceLineId}: summed ${JSON.stringify(d.summed)}, kept ${JSON.stringify(d.kept)}`,
    );
  throw new Error(
    `slot_headcounts differs from the live service events in ${drift.length} slots: ${shown.join('; ')}`,
  );
}
