import { type ListQuery, TAG_MESSAGES, type Tag } from '@catering/domain';
import type { Db } from '../../db/client.js';
import { answeringConstraintErrors } from '../../lib/constraint-errors.js';
import { conflict, notFound, stale } from '../../lib/errors.js';
import type { Page } from '../../lib/list.js';
import { deleteTag, findTags, insertTag, tagExists, updateTagIfCurrent } from './tags.repo.js';

const TAG_NOT_FOUND = 'Tag not found.';

/** Tag names are unique. */
const answeringTakenName = <T>(write: () => Promise<T>) =>
  answeringConstraintErrors({ unique: () => conflict(TAG_MESSAGES.conflict) }, write);

export function listTags(db: Db, query: ListQuery): Promise<Page<Tag>> {
  return findTags(db, query);
}

export function createTag(db: Db, name: string): Promise<Tag> {
  return answeringTakenName(() => insertTag(db, name));
}

export async function renameTag(db: Db, id: string, name: string, updatedAt: string): Promise<Tag> {
  const updated = await answeringTakenName(() =>
    updateTagIfCurrent(db, id, name, new Date(updatedAt)),
  );
  if (updated) return updated;
  throw (await tagExists(db, id)) ? stale() : notFound(TAG_NOT_FOUND);
}

export async function removeTag(db: Db, id: string): Promise<void> {
  if (!(await deleteTag(db, id))) throw notFound(TAG_NOT_FOUND);
}
