import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { addOnTypes, markets, serviceLines } from '../db/schema/index.js';

/**
 * Whole rows of the reference lists a scheduling payload names (market, service line,
 * add-on type), for the features that check them before writing; undefined when unknown.
 */

export async function findMarket(db: Db, id: string) {
  const [row] = await db.select().from(markets).where(eq(markets.id, id));
  return row;
}

export async function findServiceLine(db: Db, id: string) {
  const [row] = await db.select().from(serviceLines).where(eq(serviceLines.id, id));
  return row;
}

export async function findAddOnType(db: Db, id: string) {
  const [row] = await db.select().from(addOnTypes).where(eq(addOnTypes.id, id));
  return row;
}
