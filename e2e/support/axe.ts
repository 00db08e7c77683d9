import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForAnimations } from './animations';

/** The impacts issue #13 forbids; minor and moderate findings are reported, not failed. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export const isBlocking = (finding: AxeFinding) => BLOCKING_IMPACTS.has(finding.impact);

/** One line per finding: where, the rule, its impact and its first target. */
export const describeFinding = (finding: AxeFinding, screen: string) =>
  `${screen}: ${finding.rule} (${finding.impact}) ${finding.targets[0]}`;

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe-core (WCAG 2.1 A and AA plus best practices) on what the page shows now. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  // A half-faded dialog would read as low contrast.
  await waitForAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

/**
 * Fails with a readable list when the page as it is now has a serious or critical axe
 * violation. `screen` names the state in the message (e.g. 'menu editor, picker open').
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const blocking = (await axeFindings(page)).filter(isBlocking);
  const report = blocking.map(
    (finding) =>
      `${screen}: ${finding.rule} (${finding.impact}) ${finding.help}\n    ${finding.targets.join('\n    ')}`,
  );
  expect(report).toEqual([]);
}
