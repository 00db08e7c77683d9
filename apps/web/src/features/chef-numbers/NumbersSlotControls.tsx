import type { Market, ServiceLine } from '@catering/domain';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DateStepperField } from '../../components/DateStepperField';
import { MarketSelect } from '../../components/MarketSelect';
import type { NumbersSlot } from './api';
import { CHEF_TEXTS } from './messages';

interface NumbersSlotControlsProps {
  slot: NumbersSlot;
  markets: readonly Market[];
  lines: readonly ServiceLine[];
  onChange: (changes: Partial<NumbersSlot>) => void;
}

/** Which numbers: market, service line and date with a day back and forward (spec 2.11). */
export function NumbersSlotControls({ slot, markets, lines, onChange }: NumbersSlotControlsProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <MarketSelect
        markets={markets}
        marketId={slot.marketId}
        onChange={(marketId) => onChange({ marketId })}
      />
      <TextField
        select
        label={CHEF_TEXTS.serviceLineLabel}
        value={slot.serviceLineId}
        onChange={(event) => onChange({ serviceLineId: event.target.value })}
        sx={{ minWidth: 180 }}
      >
        {lines.map((line) => (
          <MenuItem key={line.id} value={line.id}>
            {line.name}
          </MenuItem>
        ))}
      </TextField>
      <DateStepperField
        label={CHEF_TEXTS.dateLabel}
        stepLabel={null}
        value={slot.date}
        onChange={(date) => onChange({ date })}
      />
    </Stack>
  );
}
