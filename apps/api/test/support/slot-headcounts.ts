import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';

export interface SlotDrift {
  marketId: string;
  serviceLineId: string;
  date: string;
  /** The sum of the slot's live events' eaters (null: no live event with eaters). */
  summed: number | null;
  /** What slot_headcounts holds (null: no row). */
  kept: number | null;
}

/**
 * The slots where the kept eaters (slot_headcounts, maintained by triggers) differ from
 * the sum of the live events, computed here from the events themselves. Empty when the
 * kept figure equals the sum everywhere, as it must after any write.
 */
export async function findSlotHeadcountDrift(db: Db): Promise<SlotDrift[]> {
  const result = (await db.execute(sql`
    with summed as (
      select a.market_id, e.service_line_id, e.date, sum(e.eater_count)::int as eaters
      from service_events e join accounts a on a.id = e.account_id
      where e.deleted_at is null
      group by a.market_id, e.service_line_id, e.date
      having sum(e.eater_count) <> 0
    )
    select coalesce(s.market_id, k.market_id) as "marketId",
      coalesce(s.service_line_id, k.service_line_id) as "serviceLineId",
      coalesce(s.date, k.date)::text as "date", s.eaters as summed, k.eaters as kept
    from summed s
    full join slot_headcounts k
      on k.market_id = s.market_id and k.service_line_id = s.service_line_id and k.date = s.date
    where s.eaters is distinct from k.eaters
    order by 3, 1, 2`)) as unknown as { rows: SlotDrift[] };
  return result.rows;
}

/** Throws, naming the first slots, when the kept eaters drifted from the events' sum. */
export async function expectSlotHeadcountsKept(db: Db): Promise<void> {
  const drift = await findSlotHeadcountDrift(db);
  if (drift.length === 0) return;
  const shown = drift
    .slice(0, 5)
    .map(
      (d) =>
        `${d.date} market ${d.marketId} line ${d.serviceLineId}: summed ${d.summed}, kept ${d.kept}`,
    );
  throw new Error(
    `slot_headcounts differs from the live service events in ${drift.length} slots: ${shown.join('; ')}`,
  );
}
