import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import * as t from '../schema/index.js';
import { pastPhoenixLunches } from './demo-past-lunches.js';

/** How far back the demo's eaters wrote, and how many sites of a day did. */
const DEMO_FEEDBACK_DAYS = 8;
const DEMO_SITES_A_DAY = 4;

/**
 * What eaters write: a score and a comment, `{a}` and `{b}` standing for the day's first
 * two dishes as the menu names them. Some leave no comment, as on the real form.
 */
const ANSWERS: { score: number; comment: string }[] = [
  { score: 5, comment: 'The {a} was excellent, best lunch this week!' },
  { score: 4, comment: 'Really liked the {b}. Could use a little more salt.' },
  { score: 4, comment: '' },
  { score: 3, comment: 'The {a} was fine but it ran out before I got there.' },
  { score: 5, comment: '' },
  { score: 2, comment: 'The {b} was cold by the time I got to it.' },
  { score: 4, comment: 'Great variety today, thank you.' },
  { score: 1, comment: 'Too spicy for me, I could not finish it.' },
  { score: 5, comment: 'Loved the {a} and the {b}!' },
  { score: 3, comment: '' },
  { score: 4, comment: 'Please bring the {a} back soon.' },
];

/**
 * Eater feedback on Phoenix's last served lunches, as the QR form stores it, so the
 * Feedback screen, the account's Feedback tab and Menu Statistics have something to show.
 * Does nothing when any feedback exists or the month has no past weekday.
 */
export async function seedDemoEaterFeedback(db: Db, now = new Date()): Promise<number> {
  if (
    (await db.select({ id: t.eaterFeedbackResponses.id }).from(t.eaterFeedbackResponses).limit(1))
      .length
  )
    return 0;
  const lunches = await pastPhoenixLunches(db, now, DEMO_FEEDBACK_DAYS);
  if (!lunches) return 0;
  const { phoenixId, lunchId, days, services } = lunches;
  const dishes = await db
    .select({
      date: t.scheduledMenus.date,
      name: t.scheduledElements.name,
      labelName: t.scheduledElements.labelName,
    })
    .from(t.scheduledElements)
    .innerJoin(t.scheduledMenus, eq(t.scheduledMenus.id, t.scheduledElements.scheduledMenuId))
    .where(
      and(
        eq(t.scheduledMenus.marketId, phoenixId),
        eq(t.scheduledMenus.serviceLineId, lunchId),
        inArray(t.scheduledMenus.date, days),
      ),
    )
    .orderBy(asc(t.scheduledElements.sortOrder));
  const rows: (typeof t.eaterFeedbackResponses.$inferInsert)[] = [];
  let turn = 0;
  for (const date of days) {
    const [a = 'main dish', b = 'side'] = dishes
      .filter((dish) => dish.date === date)
      .map((dish) => (dish.labelName || dish.name).toLowerCase());
    const sites = services.filter((service) => service.date === date).slice(0, DEMO_SITES_A_DAY);
    for (const [index, site] of sites.entries()) {
      // One to three eaters a site: never the same number twice in a row.
      for (let eater = 0; eater < 1 + ((turn + index) % 3); eater++) {
        const answer = ANSWERS[turn % ANSWERS.length]!;
        turn++;
        rows.push({
          accountId: site.accountId,
          serviceDate: date,
          serviceLineId: lunchId,
          score: answer.score,
          comment: answer.comment.replace('{a}', a).replace('{b}', b),
        });
      }
    }
  }
  if (rows.length) await db.insert(t.eaterFeedbackResponses).values(rows);
  return rows.length;
}
