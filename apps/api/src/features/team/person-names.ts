/** How Manage Team names a person: in its history, and to whom an invitation comes from. */

/** A user as the history names them: the name and the e-mail they had then. */
export const userSubject = (user: { firstName: string; lastName: string; email: string }) =>
  `${user.firstName} ${user.lastName} (${user.email})`;

export const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();
