import { parseCalendarDate } from '@catering/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { DateStepperField } from '../../../components/DateStepperField';
import { PageHeader } from '../../../components/PageHeader';
import { dateParts, formatLongDate } from '../../../lib/local-date';
import { useMarkets } from '../../../lib/reference-data';
import { DaySchedule } from './DaySchedule';
import { DETAIL_MESSAGES } from './messages';

const detailPath = (marketId: string, date: string) =>
  `/markets/${encodeURIComponent(marketId)}/scheduling-detail/${date}`;

/** The month view this day belongs to: `/markets/{id}/scheduling/{month}/{year}`. */
const calendarPath = (marketId: string, date: string) => {
  const { year, month } = dateParts(date);
  return `/markets/${encodeURIComponent(marketId)}/scheduling/${month}/${year}`;
};

/**
 * Scheduling detail (catalogue spec 2.8): one market's day, a section per service line with
 * its scheduled menu and add-ons. The route's date is a calendar date (`YYYY-MM-DD`, read as
 * UTC): it names a day, not a moment, so no time zone can move it.
 */
export function SchedulingDetailPage() {
  const { marketId = '', date: dateParam = '' } = useParams();
  const navigate = useNavigate();
  const markets = useMarkets();
  // Only the route's own form counts: 03/14/2025 cannot be a path segment anyway.
  const date = parseCalendarDate(dateParam) === dateParam ? dateParam : null;
  const market = markets.data?.find((row) => row.id === marketId);

  if (!date) return <Alert severity="error">{DETAIL_MESSAGES.invalidDate(dateParam)}</Alert>;
  if (markets.data && !market) {
    return <Alert severity="warning">{DETAIL_MESSAGES.unknownMarket}</Alert>;
  }

  return (
    <>
      <PageHeader
        title={formatLongDate(date)}
        subtitle={market?.name}
        actions={
          <Button
            component={RouterLink}
            to={calendarPath(marketId, date)}
            startIcon={<ArrowBackIcon />}
          >
            Back to calendar
          </Button>
        }
      />
      <Stack direction="row" sx={{ mb: 3 }}>
        <DateStepperField
          label="Date"
          value={date}
          stepLabel={null}
          onChange={(next) => navigate(detailPath(marketId, next))}
        />
      </Stack>
      <DaySchedule marketId={marketId} date={date} />
    </>
  );
}
