import type { Account, ServiceEvent } from '@catering/domain';
import AddIcon from '@mui/icons-material/Add';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ViewDayIcon from '@mui/icons-material/ViewDay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { ExportButton } from '../../../components/ExportButton';
import { dateParts, localToday } from '../../../lib/local-date';
import { useBetaFeaturesEnabled } from '../../../lib/local-preferences';
import { useHasPermission } from '../../../lib/session';
import { ServiceEventDialog } from './ServiceEventDialog';
import { ServicesCalendar, type ServicesCalendarView } from './ServicesCalendar';
import { ServicesDayView } from './ServicesDayView';

type ServicesView = 'day' | 'calendar';

/** The modal: closed, a new event, or the event edited. */
type EventModal = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; event: ServiceEvent };

/**
 * The account editor's Services tab (spec 2 "Services"): the month or week calendar of the
 * account's service events or one day's cards, and Create (editMenu) in its action bar.
 * Both views share the date: a click in the calendar opens that day.
 */
/** The services the file holds: the shown date's month, or in the day view that day. */
function exportFilters(accountId: string, date: string, view: ServicesView) {
  const { year, month, day } = dateParts(date);
  return { accountId, year, month, day: view === 'day' ? day : undefined };
}

export function ServicesTab({ account }: { account: Account }) {
  const canEdit = useHasPermission('editMenu');
  const beta = useBetaFeaturesEnabled();
  const [view, setView] = useState<ServicesView>('calendar');
  // Kept while the day view is open, so going back finds the month or week left.
  const [calendarView, setCalendarView] = useState<ServicesCalendarView>('month');
  const [date, setDate] = useState(localToday);
  const [modal, setModal] = useState<EventModal>({ kind: 'closed' });

  const openDay = (day: string) => {
    setDate(day);
    setView('day');
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={view}
          aria-label="Services view"
          onChange={(_, next: ServicesView | null) => next && setView(next)}
        >
          <ToggleButton value="day">
            <ViewDayIcon fontSize="small" sx={{ mr: 0.75 }} />
            Day
          </ToggleButton>
          <ToggleButton value="calendar">
            <CalendarMonthIcon fontSize="small" sx={{ mr: 0.75 }} />
            Calendar
          </ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ ml: 'auto !important' }}>
          <ExportButton
            path="/v1/service-events/export"
            filters={exportFilters(account.id, date, view)}
            fileName="services"
          />
        </Box>
        {canEdit && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setModal({ kind: 'new' })}
          >
            Create
          </Button>
        )}
      </Stack>
      {view === 'calendar' ? (
        <ServicesCalendar
          accountId={account.id}
          date={date}
          view={calendarView}
          onView={setCalendarView}
          onNavigate={setDate}
          onOpenDay={openDay}
        />
      ) : (
        <ServicesDayView
          accountId={account.id}
          date={date}
          onDateChange={setDate}
          canEdit={canEdit}
          beta={beta}
          onEdit={(event) => setModal({ kind: 'edit', event })}
        />
      )}
      {modal.kind !== 'closed' && (
        <ServiceEventDialog
          account={account}
          event={modal.kind === 'edit' ? modal.event : null}
          date={date}
          onClose={() => setModal({ kind: 'closed' })}
          onSaved={(saved) => {
            setModal({ kind: 'closed' });
            setDate(saved.date);
          }}
        />
      )}
    </Stack>
  );
}
