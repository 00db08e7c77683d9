import type { Mail } from '../../lib/mailer.js';

export function passwordResetMail(user: { email: string; name: string }, link: string): Mail {
  const text = [
    `Hello ${user.name},`,
    '',
    'Someone asked to reset the password of your Catering Console account.',
    `Open this link within one hour to choose a new password (it works once):`,
    link,
    '',
    'If it was not you, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  return { to: user.email, subject: 'Reset your Catering Console password', text };
}

export function invitationMail(
  user: { email: string; name: string },
  inviterName: string,
  link: string,
  /** The provider's name when passwords are off: the link leads to its button, not a password. */
  singleSignOnOnly?: string,
): Mail {
  const text = [
    `Hello ${user.name},`,
    '',
    `${inviterName} invited you to the Catering Console.`,
    singleSignOnOnly
      ? `Open this link and sign in with ${singleSignOnOnly}, using your work account:`
      : 'Open this link to choose your password and sign in:',
    link,
    '',
    'The link is valid for 7 days and works once. If it has expired, ask your',
    'administrator to send a new invitation.',
  ].join('\n');
  return { to: user.email, subject: 'You are invited to the Catering Console', text };
}
