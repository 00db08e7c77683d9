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
