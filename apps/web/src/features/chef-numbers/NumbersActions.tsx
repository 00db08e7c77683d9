import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Link as RouterLink } from 'react-router';
import type { AmountUnits } from './display';
import { CHEF_TEXTS } from './messages';

interface NumbersActionsProps {
  /** The day's scheduled menu; without one there is nothing to modify or open. */
  scheduledMenuId: string | null;
  units: AmountUnits;
  onUnitsChange: (units: AmountUnits) => void;
  onPortionModifiers: () => void;
  onDownload: () => void;
  downloading: boolean;
}

/** The buttons above the numbers (spec 2.11). */
export function NumbersActions(props: NumbersActionsProps) {
  const { scheduledMenuId } = props;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
      <Button variant="outlined" disabled={!scheduledMenuId} onClick={props.onPortionModifiers}>
        {CHEF_TEXTS.portionModifiers}
      </Button>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label={CHEF_TEXTS.unitsLabel}
        value={props.units}
        // A click on the chosen button would leave nothing chosen: keep the choice instead.
        onChange={(_, units: AmountUnits | null) => units && props.onUnitsChange(units)}
      >
        <ToggleButton value="oz">{CHEF_TEXTS.showInOz}</ToggleButton>
        <ToggleButton value="lbs">{CHEF_TEXTS.showInLbs}</ToggleButton>
      </ToggleButtonGroup>
      <Button
        variant="outlined"
        disabled={!scheduledMenuId || props.downloading}
        onClick={props.onDownload}
      >
        {CHEF_TEXTS.downloadPdf}
      </Button>
      {scheduledMenuId ? (
        <Button
          variant="contained"
          component={RouterLink}
          to={`/scheduled-menus/${encodeURIComponent(scheduledMenuId)}`}
        >
          {CHEF_TEXTS.goToScheduledMenu}
        </Button>
      ) : (
        <Button variant="contained" disabled>
          {CHEF_TEXTS.goToScheduledMenu}
        </Button>
      )}
    </Stack>
  );
}
