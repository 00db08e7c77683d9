import { canManageUsers, isSuperAdmin } from '@catering/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useCurrentUser } from '../../lib/session';
import { ChangeHistoryTab } from './ChangeHistoryTab';
import { ChangeLogTab } from './ChangeLogTab';
import { TEAM_TABS, TEAM_TEXT, type TeamTabKey } from './messages';
import { RolesTab } from './RolesTab';
import { UsersTab } from './UsersTab';

const tabId = (key: string) => `team-tab-${key}`;
const panelId = (key: string) => `team-tabpanel-${key}`;

/**
 * Route /users. Staff holding any of inviteUser, editUser, removeUser get the Users tab;
 * Super Admins also the roles' permissions and the change history.
 */
export function ManageTeamPage() {
  const caller = useCurrentUser();
  const superAdmin = isSuperAdmin(caller);
  const [searchParams, setSearchParams] = useSearchParams();

  if (!superAdmin && !canManageUsers(caller)) {
    return (
      <>
        <PageHeader title={TEAM_TEXT.title} />
        <Alert severity="info">{TEAM_TEXT.noPermission}</Alert>
      </>
    );
  }

  const tabs = superAdmin ? TEAM_TABS : TEAM_TABS.filter((tab) => tab.key === 'users');
  const requested = searchParams.get('tab');
  const selected: TeamTabKey = tabs.find((tab) => tab.key === requested)?.key ?? 'users';

  const select = (key: TeamTabKey) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', key);
        return next;
      },
      { replace: true },
    );

  const content: Record<TeamTabKey, () => ReactNode> = {
    users: () => <UsersTab />,
    roles: () => <RolesTab />,
    history: () => <ChangeHistoryTab />,
    changes: () => <ChangeLogTab />,
  };

  return (
    <>
      <PageHeader title={TEAM_TEXT.title} />
      {tabs.length > 1 && (
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
          <Tabs
            value={selected}
            onChange={(_event, key: TeamTabKey) => select(key)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label="Manage Team sections"
          >
            {tabs.map((tab) => (
              <Tab
                key={tab.key}
                value={tab.key}
                label={tab.label}
                id={tabId(tab.key)}
                aria-controls={panelId(tab.key)}
              />
            ))}
          </Tabs>
        </Box>
      )}
      <Box
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        id={panelId(selected)}
        aria-labelledby={tabs.length > 1 ? tabId(selected) : undefined}
      >
        {content[selected]()}
      </Box>
    </>
  );
}
