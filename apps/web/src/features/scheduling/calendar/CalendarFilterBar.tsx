import type { ServiceLine } from '@catering/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { serviceLineColour } from '../../../lib/service-line-colours';
import {
  type CalendarFilters,
  canShowDetails,
  SHOW_MODES,
  toggleLine,
  toggleMode,
} from './calendar-events';
import { CALENDAR_TEXTS } from './messages';

interface CalendarFilterBarProps {
  /** The reference lines, in the calendar's order. */
  lines: readonly ServiceLine[];
  filters: CalendarFilters;
  onChange: (filters: CalendarFilters) => void;
}

/**
 * Spec 2.7: a visibility box per service line, and the Show Cuisine / Protein / Salad /
 * Starch switches, usable only while exactly one line is on and one at a time.
 */
export function CalendarFilterBar({ lines, filters, onChange }: CalendarFilterBarProps) {
  const lineIds = lines.map((line) => line.id);
  const showEnabled = canShowDetails(filters, lineIds);
  return (
    <Stack spacing={0.5} sx={{ mb: 2 }}>
      <FormGroup row role="group" aria-label={CALENDAR_TEXTS.lineFilters}>
        {lines.map((line) => {
          const colour = serviceLineColour(line.name);
          return (
            <FormControlLabel
              key={line.id}
              label={line.name}
              control={
                <Checkbox
                  size="small"
                  checked={!filters.hiddenLineIds.has(line.id)}
                  onChange={() => onChange(toggleLine(filters, line.id, lineIds))}
                  sx={{ color: colour, '&.Mui-checked': { color: colour } }}
                />
              }
            />
          );
        })}
      </FormGroup>
      <FormGroup row role="group" aria-label={CALENDAR_TEXTS.showToggles}>
        {SHOW_MODES.map(({ mode, label }) => (
          <FormControlLabel
            key={mode}
            label={label}
            disabled={!showEnabled}
            control={
              <Switch
                size="small"
                checked={filters.mode === mode}
                onChange={() => onChange(toggleMode(filters, mode, lineIds))}
              />
            }
          />
        ))}
      </FormGroup>
      {!showEnabled && <FormHelperText>{CALENDAR_TEXTS.showNeedsOneLine}</FormHelperText>}
    </Stack>
  );
}
