import {
  addDays,
  type CurrentUser,
  type MarketScope,
  MY_SURVEYS_DEFAULT_DAYS,
  type MySurveyRow,
  type MySurveysQuery,
  mySurveysRangeProblem,
  todayIn,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { iso, type Page } from '../../lib/list.js';
import { findMarketTimeZone } from '../../lib/market-time-zone.repo.js';
import { findMySurveysPage } from './my-surveys.repo.js';

/** Today where the user works (their default market), else in UTC. */
async function todayOf(db: Db, user: CurrentUser): Promise<string> {
  const timeZone = user.defaultMarketId && (await findMarketTimeZone(db, user.defaultMarketId));
  return todayIn(timeZone || 'UTC');
}

/**
 * GET /v1/host-surveys/mine (docs/hosts.md, My surveys): the caller's surveys over the
 * dates asked for, or the last 30 days up to today.
 */
export async function listMySurveys(
  db: Db,
  user: CurrentUser,
  scope: MarketScope,
  query: MySurveysQuery,
): Promise<Page<MySurveyRow>> {
  const { page, perPage, ...filter } = query;
  const to = filter.to ?? (await todayOf(db, user));
  const from = filter.from ?? addDays(to, -(MY_SURVEYS_DEFAULT_DAYS - 1));
  // A start or an end alone may still make a range the schema could not check.
  const problem = mySurveysRangeProblem(from, to);
  if (problem) throw badRequest(problem);
  const found = await findMySurveysPage(db, { ...filter, userId: user.id, from, to }, scope, {
    page,
    perPage,
  });
  return {
    count: found.count,
    rows: found.rows.map((row) => ({
      id: row.id,
      date: row.date,
      account: { id: row.accountId, name: row.accountName },
      serviceLine: { id: row.serviceLineId, name: row.serviceLineName },
      menuName: row.menuName,
      status: row.status,
      submittedAt: row.submittedAt ? iso(row.submittedAt) : null,
      hasDraft: row.hasDraft,
      draftEditedAt: row.draftEditedAt ? iso(row.draftEditedAt) : null,
      updatedAt: iso(row.updatedAt),
    })),
  };
}
