import { describe, it } from 'vitest';
import { DESKTOP_VIEWPORT, useBrowser } from '../support/browser';
import { ADMIN_EMAIL, e2eEnvironment } from '../support/context';
import { expectVisible, heading, mainNavigation, signInToShell } from '../support/ui';

const browser = useBrowser();

describe('Order Guide (issue #27, 2)', () => {
  it("opens next week's order guide of Phoenix from the Purchasing navigation", async () => {
    const { adminPassword } = e2eEnvironment();
    const page = await browser.newPage({ viewport: DESKTOP_VIEWPORT });
    await signInToShell(page, ADMIN_EMAIL, adminPassword);
    const nav = mainNavigation(page);
    const link = nav.getByRole('link', { name: 'Order Guide' });
    if (!(await link.isVisible())) await nav.getByRole('button', { name: 'Purchasing' }).click();
    await link.click();
    await expectVisible(heading(page, 'Order Guide'));
    await expectVisible(page.getByLabel('Market').filter({ hasText: 'Phoenix' }));
    // Whatever the demo schedules next week, the page says it: vendors, lists apart, or nothing.
    await expectVisible(
      page
        .getByRole('main')
        .getByRole('heading', { level: 2 })
        .or(page.getByText('Nothing is scheduled for these dates and lines'))
        .first(),
    );
    await browser.screenshot(page, 'order-guide');
    // What the guide leaves out is said at the end of the page.
    const apart = page
      .getByRole('heading', { name: 'Not counted' })
      .or(page.getByRole('heading', { name: 'Cannot be ordered' }))
      .first();
    if (await apart.count()) {
      await apart.scrollIntoViewIfNeeded();
      await browser.screenshot(page, 'order-guide-set-apart');
    }
  });
});
