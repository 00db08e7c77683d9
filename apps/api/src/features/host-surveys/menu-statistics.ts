import {
  type MarketScope,
  type MenuStatistics,
  type PortionObservation,
  SUGGESTION_WINDOW,
  suggestPortionChange,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { eaterScoresOfScheduledMenu } from '../eater-feedback/index.js';
import { getScheduledMenu } from '../scheduled-menus/index.js';
import {
  findElementReports,
  findReportsOfMaster,
  findSurveysOfMenu,
  findUnitAbbreviations,
} from './menu-statistics.repo.js';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const average = (values: (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null);
  return known.length ? Math.round((sum(known) / known.length) * 10) / 10 : null;
};

/**
 * The last completed reports of each catalogue element served on the master menu, newest
 * first, at most SUGGESTION_WINDOW each: what a suggestion reads (docs/hosts.md). A caller
 * limited to markets reads only their markets' reports (docs/permissions.md 8).
 */
async function recentObservations(
  db: Db,
  masterMenuId: string,
  catalogueElementIds: string[],
  scope: MarketScope,
): Promise<Map<string, PortionObservation[]>> {
  const byElement = new Map<string, PortionObservation[]>();
  if (!catalogueElementIds.length) return byElement;
  const rows = await findReportsOfMaster(db, masterMenuId, catalogueElementIds, scope);
  for (const { elementId, ...observation } of rows) {
    if (!elementId) continue;
    const list = byElement.get(elementId) ?? [];
    if (list.length < SUGGESTION_WINDOW) list.push(observation);
    byElement.set(elementId, list);
  }
  return byElement;
}

/**
 * Menu Statistics of a scheduled menu: its hosts' reports, a portion suggestion per
 * element, and, for a caller who may read eater feedback, the eaters' scores. Another
 * market's menu, for a caller limited to markets, answers 404.
 */
export async function menuStatistics(
  db: Db,
  scheduledMenuId: string,
  scope: MarketScope,
  options: { withEaterScores: boolean },
): Promise<MenuStatistics> {
  const menu = await getScheduledMenu(db, scheduledMenuId, scope);
  const surveys = await findSurveysOfMenu(db, scheduledMenuId, scope);
  const completed = surveys.filter((row) => row.survey.status === 'complete');
  const completedIds = completed.map((row) => row.survey.id);
  const reports = completedIds.length ? await findElementReports(db, completedIds) : [];
  const catalogueIds = menu.scheduledElements.flatMap((row) => row.originalElementId ?? []);
  const unitIds = [...new Set(menu.scheduledElements.flatMap((row) => row.portionUnitId ?? []))];
  const units = new Map(
    unitIds.length
      ? (await findUnitAbbreviations(db, unitIds)).map((unit) => [unit.id, unit.abbreviation])
      : [],
  );
  const history = menu.originalMenuId
    ? await recentObservations(db, menu.originalMenuId, catalogueIds, scope)
    : new Map<string, PortionObservation[]>();

  return {
    scheduledMenu: { id: menu.id, name: menu.name, date: menu.date },
    surveys: { total: surveys.length, completed: completed.length },
    headcount: {
      expected: sum(completed.map((row) => row.survey.expectedHeadcount)),
      actual: sum(completed.map((row) => row.survey.actualHeadcount ?? 0)),
    },
    scores: {
      service: average(completed.map((row) => row.survey.serviceScore)),
      enjoyed: average(completed.map((row) => row.survey.eatersEnjoyedScore)),
      understood: average(completed.map((row) => row.survey.eatersUnderstoodScore)),
    },
    eaterScores: options.withEaterScores ? await eaterScoresOfScheduledMenu(db, menu) : null,
    elements: menu.scheduledElements.map((row) => {
      const own = reports.filter((report) => report.scheduledElementId === row.id);
      // Without a master menu, the suggestion reads this menu's own reports.
      const observations = row.originalElementId ? (history.get(row.originalElementId) ?? []) : own;
      return {
        scheduledElementId: row.id,
        name: row.labelName || row.name,
        portionUnit: (row.portionUnitId && units.get(row.portionUnitId)) || null,
        reports: own.length,
        runouts: own.filter((report) => report.runout).length,
        peopleNotServed: sum(own.map((report) => report.peopleNotServed ?? 0)),
        broughtContainers: sum(own.map((report) => report.broughtContainers ?? 0)),
        leftoverAmount: sum(own.map((report) => report.leftoverAmount ?? 0)),
        suggestion: suggestPortionChange(observations),
      };
    }),
    comments: completed
      .map(({ survey, accountName }) => {
        const setup = survey.setupFeedback as { setupComments?: string } | null;
        return {
          surveyId: survey.id,
          account: accountName,
          serviceFeedback: survey.serviceFeedback,
          setupComments: setup?.setupComments ?? '',
          eventDescription: survey.eventDescription,
        };
      })
      .filter(
        (comment) => comment.serviceFeedback || comment.setupComments || comment.eventDescription,
      ),
  };
}
