import { ACCOUNT_MESSAGES, type Account, EATER_FEEDBACK_ACCESS } from '@catering/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { CalendarFeedButton } from '../../components/calendar-feed/CalendarFeedButton';
import { LoadFailure } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt';
import { useHasPermission } from '../../lib/session';
import { EaterFeedbackPanel } from '../eater-feedback';
import { AccountArchiveButton } from './AccountArchiveButton';
import { AccountAuditTrailTab } from './AccountAuditTrailTab';
import { useAccount } from './api';
import { GeneralInformationTab } from './GeneralInformationTab';
import { LoadingText } from './LoadingText';
import { ACCOUNT_TABS, type AccountTabKey } from './messages';
import { PortionModifiersTab } from './PortionModifiersTab';
import { ServiceDetailsTab } from './ServiceDetailsTab';
import { ServiceScheduleTab } from './schedule/ServiceScheduleTab';
import { ServicesTab } from './services/ServicesTab';

/** Route /accounts/:accountId. */
export function AccountEditorPage() {
  const { accountId = '' } = useParams();
  const query = useAccount(accountId);
  // Keyed by id: another account opens with fresh tabs, a refetch keeps the edits.
  if (query.data) return <AccountEditor key={accountId} account={query.data} />;
  return (
    <>
      <PageHeader title="Account" />
      {query.isError ? (
        <LoadFailure
          error={query.error}
          notFoundText={ACCOUNT_MESSAGES.notFound}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LoadingText />
      )}
    </>
  );
}

const isTabKey = (value: string | null): value is AccountTabKey =>
  ACCOUNT_TABS.some((tab) => tab.key === value);

/** Tabs holding a form stay mounted once opened, so switching tabs keeps their edits. */
const KEPT_TABS: readonly AccountTabKey[] = ['general', 'modifiers', 'details'];

const tabId = (key: string) => `account-tab-${key}`;
const panelId = (key: string) => `account-tabpanel-${key}`;

function AccountEditor({ account }: { account: Account }) {
  const canRemove = useHasPermission('removeMenu');
  const canReadFeedback = useHasPermission(EATER_FEEDBACK_ACCESS);
  const tabs = ACCOUNT_TABS.filter((tab) => tab.key !== 'feedback' || canReadFeedback);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selected: AccountTabKey =
    isTabKey(requested) && tabs.some((tab) => tab.key === requested) ? requested : 'general';
  const [opened, setOpened] = useState<ReadonlySet<AccountTabKey>>(() => new Set([selected]));
  const [dirtyTabs, setDirtyTabs] = useState<ReadonlySet<AccountTabKey>>(new Set());
  const [leaveTo, setLeaveTo] = useState<string | null>(null);

  useEffect(() => {
    if (leaveTo) navigate(leaveTo);
  }, [leaveTo, navigate]);

  const select = (key: AccountTabKey) => {
    setOpened((current) => new Set(current).add(key));
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  };

  // Each form tab tells whether it holds unsaved edits; any of them guards the page.
  const reportDirty = useMemo(() => {
    const reporter = (key: AccountTabKey) => (dirty: boolean) =>
      setDirtyTabs((current) => {
        if (current.has(key) === dirty) return current;
        const next = new Set(current);
        if (dirty) next.add(key);
        else next.delete(key);
        return next;
      });
    return {
      general: reporter('general'),
      modifiers: reporter('modifiers'),
      details: reporter('details'),
    };
  }, []);

  const panel = (key: AccountTabKey, content: ReactNode) => {
    const shown = key === selected;
    if (!shown && !(KEPT_TABS.includes(key) && opened.has(key))) return null;
    return (
      <Box
        key={key}
        role="tabpanel"
        id={panelId(key)}
        aria-labelledby={tabId(key)}
        hidden={!shown}
        sx={{ pt: 3 }}
      >
        {content}
      </Box>
    );
  };

  return (
    <>
      <PageHeader
        title={account.name}
        subtitle={account.marketName}
        actions={
          <Stack direction="row" spacing={1}>
            <CalendarFeedButton name={account.name} target={{ accountId: account.id }} />
            {canRemove && (
              <AccountArchiveButton account={account} onArchived={() => setLeaveTo('/accounts')} />
            )}
          </Stack>
        }
      />
      {/* One prompt for every tab: a router allows one blocker at a time. */}
      <UnsavedChangesPrompt when={dirtyTabs.size > 0 && !leaveTo} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={selected}
          onChange={(_event, key: AccountTabKey) => select(key)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Account sections"
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
      {panel(
        'general',
        <GeneralInformationTab account={account} onDirtyChange={reportDirty.general} />,
      )}
      {panel('schedule', <ServiceScheduleTab account={account} />)}
      {panel(
        'modifiers',
        <PortionModifiersTab accountId={account.id} onDirtyChange={reportDirty.modifiers} />,
      )}
      {panel('services', <ServicesTab account={account} />)}
      {panel(
        'details',
        <ServiceDetailsTab account={account} onDirtyChange={reportDirty.details} />,
      )}
      {panel('audit', <AccountAuditTrailTab accountId={account.id} />)}
      {canReadFeedback &&
        panel(
          'feedback',
          <EaterFeedbackPanel marketId={account.marketId} accountId={account.id} />,
        )}
    </>
  );
}
