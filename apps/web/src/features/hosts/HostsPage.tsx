import AssignmentIcon from '@mui/icons-material/Assignment';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LoadingRecord } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { useHasPermission } from '../../lib/session';
import { type HostDay, useHostServiceLines } from './api';
import { HostDayControls } from './HostDayControls';
import { LoadErrorAlert } from './LoadErrorAlert';
import { HOSTS_TEXTS } from './messages';
import { ServiceLineCards } from './ServiceLineCards';
import { useHostDay } from './useHostDay';

/**
 * Route /hosts, the hosts' landing page (hosts spec 2 "Hosts picker"): a market and a date,
 * and the service lines scheduled there that day, each opening its daily view.
 */
export function HostsPage() {
  const canView = useHasPermission('viewScheduleMenu');
  return (
    <>
      <PageHeader
        title={HOSTS_TEXTS.title}
        actions={
          canView && (
            <Button
              variant="outlined"
              component={RouterLink}
              to="/hosts/surveys"
              startIcon={<AssignmentIcon />}
              sx={{ minHeight: 44 }}
            >
              {HOSTS_TEXTS.mySurveysTitle}
            </Button>
          )
        }
      />
      {canView ? <HostsPicker /> : <Alert severity="info">{HOSTS_TEXTS.noPermission}</Alert>}
    </>
  );
}

function HostsPicker() {
  const { day, markets, change } = useHostDay();
  if (!day) return <Alert severity="warning">{HOSTS_TEXTS.noMarket}</Alert>;
  return (
    <>
      <HostDayControls day={day} markets={markets} onChange={change} />
      <DayServiceLines day={day} />
    </>
  );
}

function DayServiceLines({ day }: { day: HostDay }) {
  const lines = useHostServiceLines(day);
  if (lines.isPending) return <LoadingRecord label={HOSTS_TEXTS.loadingLines} />;
  if (lines.isError) {
    return <LoadErrorAlert error={lines.error} onRetry={() => void lines.refetch()} />;
  }
  if (lines.data.length === 0) {
    return <Typography color="text.secondary">{HOSTS_TEXTS.noServices}</Typography>;
  }
  return <ServiceLineCards day={day} lines={lines.data} />;
}
