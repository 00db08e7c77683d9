import type { ServiceEvent } from '@catering/domain';
import Box from '@mui/material/Box';
import { formatCurrency } from '../../../lib/format';
import { formatCalendarDate, formatTimeOfDay } from '../../../lib/local-date';

/** What the spec prints for a missing scheduled meal or notes. */
export const NOT_AVAILABLE = 'n/a';

export function eventLocation(address: ServiceEvent['address']): string {
  const cityLine = [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.addressOne, address.addressTwo, cityLine].filter(Boolean).join(', ');
}

/** The card's content (spec 2 "Service event modal and card"), label and value in order. */
export function serviceEventDetails(event: ServiceEvent): { label: string; value: string }[] {
  return [
    { label: 'Account', value: event.account.name },
    { label: 'Date', value: formatCalendarDate(event.date) },
    { label: 'Service Line', value: event.serviceLine.name },
    { label: 'Scheduled Meal', value: event.scheduledMenu?.name || NOT_AVAILABLE },
    { label: 'Headcount', value: String(event.eaterCount) },
    { label: 'Allergen Count', value: String(event.allergenCount) },
    { label: 'Dietary Count', value: String(event.dietaryCount) },
    { label: 'Price Per Person', value: formatCurrency(event.pricePerPerson) },
    { label: 'Start Time', value: formatTimeOfDay(event.serviceTime) },
    { label: 'Service Type', value: event.serviceType.name },
    { label: 'Location', value: eventLocation(event.address) },
    { label: 'Special Request', value: event.specialRequest ? 'Yes' : 'No' },
    { label: 'Notes', value: event.notes.trim() || NOT_AVAILABLE },
  ];
}

/** The details as a two-column description list (card and calendar popover). */
export function ServiceEventDetails({ event, dense }: { event: ServiceEvent; dense?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: dense ? 0.25 : 0.5,
        m: 0,
        fontSize: dense ? '0.8rem' : '0.875rem',
        '& dt': { color: dense ? 'inherit' : 'text.secondary', fontWeight: dense ? 600 : 500 },
        '& dd': { m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
      }}
    >
      {serviceEventDetails(event).map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
