import type { TeamUser } from '@catering/domain';
import type { SheetColumn } from '../../lib/spreadsheet-export.js';

/** The Users spreadsheet (Manage Team > Users, docs/spreadsheets.md). */
export const USER_COLUMNS: SheetColumn<TeamUser>[] = [
  { header: 'First Name', value: (user) => user.firstName },
  { header: 'Last Name', value: (user) => user.lastName },
  { header: 'E-mail', value: (user) => user.email },
  { header: 'Role', value: (user) => user.role?.name ?? 'No role' },
  { header: 'Default Market', value: (user) => user.defaultMarket?.name ?? null },
  {
    header: 'Limited To Markets',
    value: (user) => user.limitedToMarkets.map((market) => market.name).join('; ') || null,
  },
  { header: 'Status', value: (user) => (user.status === 'invited' ? 'Invited' : 'Active') },
  {
    header: 'Invitation Expires (UTC)',
    value: (user) => (user.invitationExpiresAt ? new Date(user.invitationExpiresAt) : null),
  },
];
