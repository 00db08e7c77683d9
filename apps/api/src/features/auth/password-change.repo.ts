import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export async function setPasswordChangeRequired(
  db: Db,
  userId: string,
  required: boolean,
): Promise<void> {
  await db.update(users).set({ passwordChangeRequired: required }).where(eq(users.id, userId));
}
