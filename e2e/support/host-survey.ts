import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Fills the open survey: every answer, and a runout of the first dish. Answers the name
 * of that dish.
 */
export async function completeSurvey(page: Page): Promise<string> {
  await page.getByLabel('Actual headcount', { exact: true }).fill('24');
  await page
    .getByRole('group', { name: 'Special events' })
    .getByRole('button', { name: 'No' })
    .click();
  for (const [label, time] of [
    ['First eater', '11:35'],
    ['Kitchen leave time', '10:15'],
    ['Last eater', '13:05'],
    ['Start time', '11:30'],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(time);
  }
  const score = (question: string, choice: string) =>
    page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: choice }).check();
  await score("Eaters enjoyed today's menu", '4 — Agree');
  await score('Eaters understood the menu', '5 — Strongly agree');
  const answer = (question: string, choice: 'Yes' | 'No') =>
    page.getByRole('group', { name: question }).getByRole('button', { name: choice }).click();
  await answer('Did you have all of the proper equipment?', 'Yes');
  await answer('Menu Flow', 'Yes');
  await answer('Hotbox spill', 'No');

  const brought = page.getByLabel('Brought (containers)', { exact: true });
  const leftover = page.getByLabel(/^Leftover \(/);
  const elementCount = await brought.count();
  expect(elementCount).toBeGreaterThan(0);
  for (let index = 0; index < elementCount; index += 1) {
    await brought.nth(index).fill('2');
    await leftover.nth(index).fill(index === 0 ? '0' : '1.5');
  }
  // The card (a section named after its dish) nearest the first Brought field.
  const firstDish = brought.first().locator('xpath=ancestor::section[1]');
  await firstDish
    .getByRole('group', { name: 'Runout' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await firstDish.getByLabel('Time of Runout', { exact: true }).fill('12:40');
  await firstDish.getByLabel('People Not Served', { exact: true }).fill('3');
  await firstDish.getByLabel('Suggested (containers)', { exact: true }).fill('2.5');
  return (await firstDish.getAttribute('aria-label')) ?? '';
}
