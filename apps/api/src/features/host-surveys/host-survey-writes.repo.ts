import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hostSurveyElements, hostSurveys } from '../../db/schema/index.js';
import { nextUpdatedAt } from '../../lib/next-updated-at.js';

/** Queries that write host surveys and their element reports. */

/** The new survey's id; undefined when the event has one already (opened at once). */
export async function insertSurveyUnlessOpened(
  db: Db,
  values: typeof hostSurveys.$inferInsert,
): Promise<string | undefined> {
  const [inserted] = await db
    .insert(hostSurveys)
    .values(values)
    .onConflictDoNothing({ target: hostSurveys.serviceEventId })
    .returning({ id: hostSurveys.id });
  return inserted?.id;
}

export async function insertSurveyElements(
  db: Db,
  rows: (typeof hostSurveyElements.$inferInsert)[],
) {
  await db.insert(hostSurveyElements).values(rows);
}

/** Saves the survey when `updatedAt` is still `token`; false when no row matched. */
export async function updateSurveyIfCurrent(
  db: Db,
  id: string,
  token: Date,
  values: Omit<Partial<typeof hostSurveys.$inferInsert>, 'updatedAt'>,
): Promise<boolean> {
  const [saved] = await db
    .update(hostSurveys)
    .set({ ...values, updatedAt: nextUpdatedAt(hostSurveys.updatedAt) })
    .where(and(eq(hostSurveys.id, id), eq(hostSurveys.updatedAt, token)))
    .returning({ id: hostSurveys.id });
  return Boolean(saved);
}

export async function updateSurveyElement(
  db: Db,
  hostSurveyId: string,
  scheduledElementId: string,
  values: Partial<typeof hostSurveyElements.$inferInsert>,
) {
  await db
    .update(hostSurveyElements)
    .set(values)
    .where(
      and(
        eq(hostSurveyElements.hostSurveyId, hostSurveyId),
        eq(hostSurveyElements.scheduledElementId, scheduledElementId),
      ),
    );
}

/**
 * Keeps a draft unless the one kept was typed later (a device back online with older
 * answers must not overwrite newer ones) or the survey was submitted after it was typed.
 * Never touches `updatedAt`: a draft does not make the host's submit stale.
 */
export async function saveDraftUnlessOlder(
  db: Db,
  id: string,
  draft: { values: unknown; editedAt: Date; userId: string },
): Promise<void> {
  await db
    .update(hostSurveys)
    .set({ draft: draft.values, draftEditedAt: draft.editedAt, draftUserId: draft.userId })
    .where(
      and(
        eq(hostSurveys.id, id),
        or(isNull(hostSurveys.draftEditedAt), lte(hostSurveys.draftEditedAt, draft.editedAt)),
        or(isNull(hostSurveys.submittedAt), lt(hostSurveys.submittedAt, draft.editedAt)),
      ),
    );
}

export async function clearDraft(db: Db, id: string): Promise<void> {
  await db
    .update(hostSurveys)
    .set({ draft: null, draftEditedAt: null, draftUserId: null })
    .where(eq(hostSurveys.id, id));
}

/** The Idempotency-Key of the submit that last completed the survey. */
export async function findSubmitKey(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ submitKey: hostSurveys.submitKey })
    .from(hostSurveys)
    .where(eq(hostSurveys.id, id));
  return row?.submitKey ?? null;
}
