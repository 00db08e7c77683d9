import type { HostSurveyStatus, MySurveyRow } from '@catering/domain';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadingRecord } from '../../../components/LoadFailure';
import { PageHeader } from '../../../components/PageHeader';
import { formatDateTime } from '../../../lib/format';
import { localDateTime } from '../../../lib/local-date';
import { useHasPermission } from '../../../lib/session';
import { useMySurveys } from '../api';
import { LoadErrorAlert } from '../LoadErrorAlert';
import { HOSTS_TEXTS } from '../messages';
import { hostSurveyPath } from '../paths';
import { SurveyStateChip } from './SurveyStateChip';
import { type DeviceSurveys, type SurveyState, surveyStateOf } from './survey-state';
import { useDeviceSurveys } from './useDeviceSurveys';

const PER_PAGE = 25;

const FILTERS: { label: string; status?: HostSurveyStatus; empty: string }[] = [
  { label: HOSTS_TEXTS.mySurveysAll, empty: HOSTS_TEXTS.noMySurveys },
  {
    label: HOSTS_TEXTS.mySurveysToFinish,
    status: 'incomplete',
    empty: HOSTS_TEXTS.noMySurveysToFinish,
  },
  {
    label: HOSTS_TEXTS.mySurveysCompleted,
    status: 'complete',
    empty: HOSTS_TEXTS.noMySurveysCompleted,
  },
];

/** "Fri, Mar 14, 2025": short enough for one line of a phone card. */
const shortDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(localDateTime(date));

/**
 * Route /hosts/surveys (issue #26, 3; docs/hosts.md "My surveys"): the host's own surveys,
 * as the server has them and as this phone holds them (drafts not sent, submits waiting
 * for a connection or refused), each opening its survey.
 */
export function MySurveysPage() {
  const canView = useHasPermission('viewScheduleMenu');
  return (
    <Stack sx={{ maxWidth: 720 }}>
      <PageHeader title={HOSTS_TEXTS.mySurveysTitle} subtitle={HOSTS_TEXTS.mySurveysSubtitle} />
      {canView ? <MySurveys /> : <Alert severity="info">{HOSTS_TEXTS.noPermission}</Alert>}
    </Stack>
  );
}

function MySurveys() {
  const [filter, setFilter] = useState(FILTERS[0]!);
  const [page, setPage] = useState(1);
  const surveys = useMySurveys(page, PER_PAGE, filter.status);
  const device = useDeviceSurveys();
  const pages = Math.ceil((surveys.data?.count ?? 0) / PER_PAGE);

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        role="group"
        aria-label={HOSTS_TEXTS.mySurveysFilter}
        sx={{ gap: 1, flexWrap: 'wrap' }}
      >
        {FILTERS.map((choice) => (
          <Chip
            key={choice.label}
            label={choice.label}
            aria-pressed={choice === filter}
            color={choice === filter ? 'primary' : 'default'}
            variant={choice === filter ? 'filled' : 'outlined'}
            onClick={() => {
              setFilter(choice);
              setPage(1);
            }}
            sx={{ minHeight: 44, px: 1 }}
          />
        ))}
      </Stack>
      {surveys.isPending || device.isPending ? (
        <LoadingRecord label={HOSTS_TEXTS.loadingMySurveys} />
      ) : surveys.isError ? (
        <LoadErrorAlert error={surveys.error} onRetry={() => void surveys.refetch()} />
      ) : surveys.data.rows.length === 0 ? (
        <Typography color="text.secondary">{filter.empty}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {surveys.data.rows.map((row) => (
            <SurveyCard key={row.id} row={row} device={device.data} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, next) => setPage(next)}
          aria-label={HOSTS_TEXTS.mySurveysPages}
          sx={{ alignSelf: 'center' }}
        />
      )}
    </Stack>
  );
}

/** The line under the names: when it was submitted, or what the server refused. */
function detailOf(state: SurveyState): string | null {
  if (state.kind === 'completed' && state.submittedAt) {
    return HOSTS_TEXTS.submittedOn(formatDateTime(state.submittedAt));
  }
  if (state.kind === 'refused') return state.message;
  if (state.kind === 'waiting') return HOSTS_TEXTS.waitingDetail;
  return null;
}

function SurveyCard({ row, device }: { row: MySurveyRow; device: DeviceSurveys | undefined }) {
  const state = surveyStateOf(row, device ?? { drafts: new Map(), queued: new Map() });
  const detail = detailOf(state);
  return (
    <li>
      <Card variant="outlined">
        <CardActionArea component={RouterLink} to={hostSurveyPath(row.id)} sx={{ p: 2 }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.5 }}
          >
            <Typography variant="body2" color="text.secondary">
              {shortDate(row.date)}
            </Typography>
            <SurveyStateChip state={state} />
          </Stack>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {row.account.name}
          </Typography>
          <Typography variant="body2">
            {row.serviceLine.name} · {row.menuName}
          </Typography>
          {detail && (
            <Typography
              variant="body2"
              color={state.kind === 'refused' ? 'error' : 'text.secondary'}
              sx={{ mt: 0.5 }}
            >
              {detail}
            </Typography>
          )}
        </CardActionArea>
      </Card>
    </li>
  );
}
