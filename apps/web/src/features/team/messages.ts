/** Manage Team texts the shared TEAM_MESSAGES do not carry: titles, labels, toasts. */
export const TEAM_TEXT = {
  title: 'Manage Team',
  noPermission: 'You do not have permission to manage users.',
  inviteUser: 'Invite User',
  invited: (email: string) => `Invitation sent to ${email}.`,
  resent: (email: string) => `Invitation sent again to ${email}.`,
  roleUpdated: 'Role updated.',
  roleChangeTitle: (name: string) => `Change the role of ${name}?`,
  roleChange: (name: string, from: string, to: string) => `${name}: ${from} → ${to}.`,
  roleGains: (to: string, from: string) => `As ${to} they may also do what ${from} could not:`,
  roleGainsNothing: (to: string, from: string) => `${to} may do nothing that ${from} could not.`,
  gainedPermissions: 'Permissions gained',
  roleLosses: (to: string, from: string) => `As ${to} they may no longer do what ${from} could:`,
  lostPermissions: 'Permissions lost',
  changeRole: 'Change role',
  typeEmailLabel: 'E-mail address',
  typeEmailHelp: (email: string) => `Type ${email} to give every permission.`,
  marketUpdated: 'Default market updated.',
  marketsUpdated: 'Markets updated.',
  everyMarket: 'All markets',
  yourMarkets: 'Your markets',
  limitHelp: 'The markets whose records they may see; none ticked is every market.',
  limitHelpLimited: 'The markets whose records they may see; none ticked is yours.',
  removed: 'User has been removed.',
  confirmRemoveTitle: (name: string) => `Remove ${name}?`,
  confirmRemove: (name: string) =>
    `${name} loses access to the console at once. Their past changes stay on record.`,
  noDefaultMarket: 'No default market',
  /** A person who arrived by single sign-on and has not been given a role yet. */
  noRole: 'No role',
  /** The invitation page when passwords are off (docs/single-sign-on.md 5). */
  joinBySingleSignOn: (provider: string) =>
    `Your organization signs in with ${provider}. Sign in with it using the address above to join.`,
  active: 'Active',
  invitedStatus: 'Invited',
  expires: (date: string) => `expires ${date}`,
  expired: 'expired',
  rolesFailed: 'The roles could not be loaded.',
  userCount: (count: number) => (count === 1 ? '1 user' : `${count} users`),
  permissionsSaved: (role: string) => `Permissions of ${role} saved.`,
  permissionsStale:
    'Someone else changed this role meanwhile. Its latest permissions are loaded and your changes are kept; review them and save again.',
  superAdminHoldsAll: 'Super Admins hold every permission.',
  contactRoleHoldsNone: 'It belongs to account contacts, who do not use the console.',
  noChanges: 'No changes recorded yet.',
  invitedPerson: 'The invited person',
  invitationTitle: (firstName: string) => `Welcome, ${firstName}`,
  invitationIntro: 'Choose a password to finish setting up your account.',
  acceptInvitation: 'Set password and sign in',
  goToSignIn: 'Go to sign in',
  invitationLoadFailed: 'The invitation could not be loaded. Please try again.',
} as const;

/** The page's tabs, as kept in the address (`?tab=`). Only Super Admins see the last two. */
export const TEAM_TABS = [
  { key: 'users', label: 'Users' },
  { key: 'roles', label: 'Roles & Permissions' },
  { key: 'history', label: 'Change History' },
  { key: 'changes', label: 'Change Log' },
] as const;
export type TeamTabKey = (typeof TEAM_TABS)[number]['key'];
