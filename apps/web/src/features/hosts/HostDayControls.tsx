import type { Market } from '@catering/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DateStepperField } from '../../components/DateStepperField';
import { MarketSelect } from '../../components/MarketSelect';
import type { HostDay } from './api';
import { HOSTS_TEXTS } from './messages';

interface HostDayControlsProps {
  day: HostDay;
  markets: readonly Market[];
  onChange: (changes: Partial<HostDay>) => void;
}

/** Which day: the market, and the date with a day back and forward (hosts spec 2). */
export function HostDayControls({ day, markets, onChange }: HostDayControlsProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
      <MarketSelect
        markets={markets}
        marketId={day.marketId}
        onChange={(marketId) => onChange({ marketId })}
      />
      {/* Hosts tap these on a phone: the day buttons grow to a 48 px touch target. */}
      <Box sx={{ '& .MuiIconButton-root': { width: 48, height: 48, mt: 0.5 } }}>
        <DateStepperField
          label={HOSTS_TEXTS.dateLabel}
          stepLabel={null}
          value={day.date}
          onChange={(date) => onChange({ date })}
        />
      </Box>
    </Stack>
  );
}
