import { describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, useBrowser } from '../support/browser';
import { DEMO_USERS, e2eEnvironment } from '../support/context';
import { expectVisible, heading, mainNavigation, signInToShell } from '../support/ui';

const browser = useBrowser();

describe('Eater feedback (issue #26, 5)', () => {
  // Culinary holds viewMenu; the chef's password belongs to the forgot-password journey.
  it('lets the culinary team read what eaters sent, and keeps the host out', async () => {
    const { demoPassword } = e2eEnvironment();
    const page = await browser.newPage({ viewport: DESKTOP_VIEWPORT });
    await signInToShell(page, DEMO_USERS.culinary, demoPassword);
    await mainNavigation(page).getByRole('link', { name: 'Feedback' }).click();
    await expectVisible(heading(page, 'Eater Feedback'));
    await expectVisible(page.getByRole('region', { name: 'Feedback summary' }));
    await expectVisible(page.getByRole('table', { name: 'Feedback' }));
    await browser.screenshot(page, 'eater-feedback');

    const host = await browser.newPage({ viewport: DESKTOP_VIEWPORT });
    await signInToShell(host, DEMO_USERS.host, demoPassword);
    expect(await mainNavigation(host).getByRole('link', { name: 'Feedback' }).count()).toBe(0);
    await host.goto('/feedback');
    await expectVisible(heading(host, 'No permission'));
  });
});
