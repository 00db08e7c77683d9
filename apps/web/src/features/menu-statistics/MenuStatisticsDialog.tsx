import type { ScheduledMenu } from '@catering/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { FiguresTable } from './FiguresTable';
import { SurveyResults } from './SurveyResults';

/** How many of the menu's elements are of each type, types in first-seen (menu) order. */
export function elementCountsByType(menu: ScheduledMenu): [string, number][] {
  const counts = new Map<string, number>();
  for (const element of menu.scheduledElements) {
    const type = element.elementTypeName ?? 'No type';
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return [...counts];
}

/**
 * Menu Statistics (catalogue spec 2.8; docs/hosts.md): the day's headcounts and elements
 * by type, then what the hosts reported (expected vs actual, scores, runouts and
 * leftovers per element, comments) with a suggested portion change per element.
 */
export function MenuStatisticsDialog(props: { menu: ScheduledMenu; onClose: () => void }) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { headcounts } = props.menu;
  const figures: [string, number][] = [
    ['Services', headcounts.services],
    ['Total headcount', headcounts.total],
    ['Without accommodations', headcounts.withoutAccommodations],
    ['With accommodations', headcounts.withAccommodations],
    ['Dietary (veg)', headcounts.dietary],
  ];
  const byType = elementCountsByType(props.menu);
  return (
    <Dialog
      open
      onClose={props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>Menu Statistics: {props.menu.name}</DialogTitle>
      <DialogContent dividers>
        <FiguresTable label="Headcounts" rows={figures} />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          Elements by type
        </Typography>
        {byType.length === 0 ? (
          <Typography color="text.secondary">No elements.</Typography>
        ) : (
          <FiguresTable label="Elements by type" rows={byType} />
        )}
        <SurveyResults scheduledMenuId={props.menu.id} />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
