import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { ADMIN_EMAIL, DEMO_USERS, e2eEnvironment } from '../support/context';
import { outboxFiles, waitForNewestMail } from '../support/outbox';
import { chooseOption } from '../support/select';
import { APP_TEXT, SPEC_TEXT } from '../support/texts';
import {
  expectHidden,
  expectText,
  expectVisible,
  heading,
  mainNavigation,
  signIn,
  signInToShell,
} from '../support/ui';

const browser = useBrowser();

/** Addresses this file invites carry the run: reruns on one server never collide. */
const RUN = Date.now().toString(36);
const NEW_PASSWORD = 'Invited-e2e-Passw0rd';

/** The invitation link of an invitation mail: `<PUBLIC_URL>/accept-invitation?token=...`. */
function invitationLink(mailText: string): string {
  const link = /https?:\/\/\S+\/accept-invitation\?token=[^\s"'<>]+/.exec(mailText)?.[0];
  if (!link) throw new Error(`No invitation link in the mail:\n${mailText}`);
  return link;
}

async function openManageTeam(page: Page) {
  await mainNavigation(page).getByRole('link', { name: 'Manage Team', exact: true }).click();
  await expectVisible(heading(page, APP_TEXT.manageTeamHeading));
}

const userRow = (page: Page, email: string) =>
  page.getByRole('row').filter({ has: page.getByText(email, { exact: true }) });

describe('Manage Team (hosts-accounts-users spec 2 "Users", 4, 6, 8)', () => {
  it('invites a user, who sets a password from the mailed link and enters the console', async () => {
    const { baseUrl, dataDir, adminPassword } = e2eEnvironment();
    const email = `invited.${RUN}@example.com`;
    const page = await browser.newPage();
    await signInToShell(page, ADMIN_EMAIL, adminPassword);
    await openManageTeam(page);

    // The invite dialog: the schema's messages first, then a real invitation.
    await page.getByRole('button', { name: 'Invite User', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite User' });
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'Send invitation', exact: true }).click();
    await expectVisible(dialog.getByText(SPEC_TEXT.inviteRequired).first());

    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email.toUpperCase());
    await dialog.getByRole('textbox', { name: 'First Name', exact: true }).fill('Riley');
    await dialog.getByRole('textbox', { name: 'Last Name', exact: true }).fill(`Invitee ${RUN}`);
    await chooseOption(page, dialog, 'Role', 'Scheduler');
    await browser.screenshot(page, 'team-invite-dialog');
    const before = await outboxFiles(dataDir);
    await dialog.getByRole('button', { name: 'Send invitation', exact: true }).click();
    await expectHidden(dialog);
    await expectText(page, APP_TEXT.invitationSent(email));

    // The list shows the person as invited, with the role chosen.
    const row = userRow(page, email);
    await expectVisible(row);
    await expectVisible(row.getByText('Invited', { exact: true }));
    await expectVisible(row.getByText('Scheduler', { exact: true }));
    await browser.screenshot(page, 'team-users-invited');

    // The same address again, in other letters: the spec's conflict message.
    await page.getByRole('button', { name: 'Invite User', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await dialog.getByRole('textbox', { name: 'First Name', exact: true }).fill('Riley');
    await dialog.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Again');
    await chooseOption(page, dialog, 'Role', 'Chef');
    await dialog.getByRole('button', { name: 'Send invitation', exact: true }).click();
    await expectText(dialog, SPEC_TEXT.emailUsed(email));
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectHidden(dialog);

    // The mail's link, opened by the invited person in a browser of their own.
    const mail = await waitForNewestMail(dataDir, { to: email, seenBefore: before });
    const link = invitationLink(mail.text);
    expect(link.startsWith(`${baseUrl}/accept-invitation?token=`)).toBe(true);
    const invited = await browser.newPage();
    await invited.goto(link);
    await expectVisible(heading(invited, 'Welcome, Riley'));
    await expectText(invited, email);
    await invited.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await invited.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
    await browser.screenshot(invited, 'team-accept-invitation');
    await invited.getByRole('button', { name: 'Set password and sign in', exact: true }).click();
    await expectVisible(mainNavigation(invited));
    await expectText(invited, email);

    // The link works once.
    const again = await browser.newPage();
    await again.goto(link);
    await expectText(again, APP_TEXT.invitationInvalid);

    // The new password signs in from a fresh browser; the list now says Active.
    const fresh = await browser.newPage();
    await signIn(fresh, email, NEW_PASSWORD);
    await expectVisible(mainNavigation(fresh));
    await page.reload();
    await expectVisible(userRow(page, email).getByText('Active', { exact: true }));
  });

  it('confirms a role change, asking the e-mail before giving Super Admin (issue #25)', async () => {
    const { adminPassword } = e2eEnvironment();
    const email = `promoted.${RUN}@example.com`;
    const name = `Robin Role ${RUN}`;
    const page = await browser.newPage();
    await signInToShell(page, ADMIN_EMAIL, adminPassword);
    await openManageTeam(page);
    await page.getByRole('button', { name: 'Invite User', exact: true }).click();
    const invite = page.getByRole('dialog', { name: 'Invite User' });
    await invite.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await invite.getByRole('textbox', { name: 'First Name', exact: true }).fill('Robin');
    await invite.getByRole('textbox', { name: 'Last Name', exact: true }).fill(`Role ${RUN}`);
    await chooseOption(page, invite, 'Role', 'Chef');
    await invite.getByRole('button', { name: 'Send invitation', exact: true }).click();
    await expectHidden(invite);
    const row = userRow(page, email);
    await expectVisible(row.getByText('Chef', { exact: true }));

    // Picking Super Admin saves nothing yet: the dialog names person, roles and rights gained.
    await chooseOption(page, row, `Role of ${name}`, 'Super Admin');
    const dialog = page.getByRole('dialog', { name: `Change the role of ${name}?` });
    await expectText(dialog, `${name}: Chef → Super Admin.`);
    await expectText(dialog, 'As Super Admin they may also do what Chef could not:');
    await expectVisible(dialog.getByText('Invite a User', { exact: true }));
    const confirm = dialog.getByRole('button', { name: 'Change role', exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(email.toUpperCase());
    expect(await confirm.isEnabled()).toBe(true);
    await browser.screenshot(page, 'team-role-change-super-admin');

    // Cancel keeps the old role, on the page and on the server.
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectHidden(dialog);
    await page.reload();
    await expectVisible(userRow(page, email).getByText('Chef', { exact: true }));

    // Confirmed, the person becomes Super Admin; another Super Admin may demote them again.
    await chooseOption(page, userRow(page, email), `Role of ${name}`, 'Super Admin');
    await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await confirm.click();
    await expectText(page, 'Role updated.');
    await page.reload();
    await expectVisible(userRow(page, email).getByText('Super Admin', { exact: true }));
    await chooseOption(page, userRow(page, email), `Role of ${name}`, 'Host');
    await expectText(dialog, `${name}: Super Admin → Host.`);
    await expectText(dialog, 'Host may do nothing that Super Admin could not.');
    await browser.screenshot(page, 'team-role-change-demote');
    await confirm.click();
    await expectHidden(dialog);
    await page.reload();
    await expectVisible(userRow(page, email).getByText('Host', { exact: true }));
  });

  it('shows Manage Team, with the Users tab alone, to an Admin who manages users (issue #25)', async () => {
    const { demoPassword } = e2eEnvironment();
    const page = await browser.newPage();
    await signInToShell(page, DEMO_USERS.manager, demoPassword);
    await openManageTeam(page);
    await expectVisible(page.getByRole('button', { name: 'Invite User', exact: true }));
    expect(await page.getByRole('tab').count()).toBe(0);
  });

  it('hides Manage Team from other roles and keeps the page to user managers', async () => {
    const { demoPassword } = e2eEnvironment();
    const page = await browser.newPage();
    await signInToShell(page, DEMO_USERS.culinary, demoPassword);
    const links = mainNavigation(page).getByRole('link', { name: 'Manage Team', exact: true });
    expect(await links.count()).toBe(0);
    await page.goto('/users');
    await expectText(page, APP_TEXT.noUserPermission);
    expect(await page.getByRole('button', { name: 'Invite User', exact: true }).count()).toBe(0);
  });
});
