import { TAG_MESSAGES, type Tag } from '@catering/domain';
import type { Db } from '../../db/client.js';
import { conflict, notFound, stale } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { deleteTag, insertTag, tagExists, updateTagIfCurrent } from './tags.repo.js';

const TAG_NOT_FOUND = 'Tag not found.';

async function mapConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TAG_MESSAGES.conflict);
    throw error;
  }
}

export function createTag(db: Db, name: string): Promise<Tag> {
  return mapConflict(() => insertTag(db, name));
}

export async function renameTag(db: Db, id: string, name: string, updatedAt: string): Promise<Tag> {
  const updated = await mapConflict(() => updateTagIfCurrent(db, id, name, new Date(updatedAt)));
  if (updated) return updated;
  throw (await tagExists(db, id)) ? stale() : notFound(TAG_NOT_FOUND);
}

export async function removeTag(db: Db, id: string): Promise<void> {
  if (!(await deleteTag(db, id))) throw notFound(TAG_NOT_FOUND);
}
