import { CHANGE_METHODS } from '@catering/domain';

/**
 * Which routes write the operator's records. POST, PUT, PATCH and DELETE do, but for the
 * POST routes that only compute from what is stored (PDFs, numbers, lookups, a dry run).
 */
const COMPUTING_POSTS = [
  /^\/v1\/pdf\//,
  /^\/v2\/calculations\//,
  /^\/v1\/calculations\//,
  /^\/v1\/elements\/full$/,
  /^\/v1\/menus\/description$/,
  /^\/v1\/imports\/dry-run$/,
];

/** A POST route that only computes: it changes nothing stored. */
export const isComputingPost = (route: string) =>
  COMPUTING_POSTS.some((pattern) => pattern.test(route));

/** Whether `method` on `route` may change stored records. */
export const writesRecords = (method: string, route: string) =>
  (CHANGE_METHODS as readonly string[]).includes(method) &&
  !(method === 'POST' && isComputingPost(route));
