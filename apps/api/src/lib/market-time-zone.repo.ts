import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { markets } from '../db/schema/index.js';

/** The time zone of a market, for "today" there; undefined for a market that does not exist. */
export async function findMarketTimeZone(db: Db, marketId: string): Promise<string | undefined> {
  const [market] = await db
    .select({ timeZone: markets.timeZone })
    .from(markets)
    .where(eq(markets.id, marketId));
  return market?.timeZone;
}

/** Whether the market exists (a 404 before a report is read). */
export async function marketExists(db: Db, marketId: string): Promise<boolean> {
  return (await findMarketTimeZone(db, marketId)) !== undefined;
}
