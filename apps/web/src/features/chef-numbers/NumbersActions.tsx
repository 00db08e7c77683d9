import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Link as RouterLink } from 'react-router';
import { DocumentsMenuButton } from '../../components/documents/DocumentsMenuButton';
import {
  DAY_DOCUMENT_LABELS,
  type DocumentDay,
  useDayDocumentItems,
} from '../../components/documents/useDayDocumentItems';
import type { AmountUnits } from './display';
import { CHEF_TEXTS } from './messages';

interface NumbersActionsProps {
  /** The day's scheduled menu, market, line and date; without a menu there is nothing to modify, open or print. */
  day: DocumentDay | null;
  units: AmountUnits;
  onUnitsChange: (units: AmountUnits) => void;
  onPortionModifiers: () => void;
  onDownload: () => void;
  downloading: boolean;
}

/** The buttons above the numbers (spec 2.11). */
export function NumbersActions(props: NumbersActionsProps) {
  const scheduledMenuId = props.day?.scheduledMenuId ?? null;
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
      {props.day ? (
        <DayDocumentsButton day={props.day} />
      ) : (
        <DocumentsMenuButton label={CHEF_TEXTS.documents} disabled />
      )}
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

/** The kitchen's documents first, in the order the day uses them; the service's after. */
const KITCHEN_ORDER = {
  prepSheet: DAY_DOCUMENT_LABELS.prepSheet,
  labels: DAY_DOCUMENT_LABELS.labels,
  packout: DAY_DOCUMENT_LABELS.packout,
  temperature: DAY_DOCUMENT_LABELS.temperature,
  dishCards: DAY_DOCUMENT_LABELS.dishCards,
  hostFlow: DAY_DOCUMENT_LABELS.hostFlow,
};

/**
 * The day's other documents beside its numbers (issue #20), so the kitchen prints the prep
 * sheet, labels and packout from the page it plans with.
 */
function DayDocumentsButton({ day }: { day: DocumentDay }) {
  const items = useDayDocumentItems(day, KITCHEN_ORDER);
  return <DocumentsMenuButton label={CHEF_TEXTS.documents}>{items}</DocumentsMenuButton>;
}
