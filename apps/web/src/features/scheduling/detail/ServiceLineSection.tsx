import {
  type ScheduledAddOn,
  type ScheduledMenuListItem,
  type ServiceLine,
  serviceLineTakesAddOns,
} from '@catering/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { serviceLineColour } from '../../../lib/service-line-colours';
import { useFocusWhenLost } from '../../../lib/useFocusWhenLost';
import { AddOnSection } from './AddOnSection';
import type { ScheduleSlot } from './api';
import type { DayFoodCost } from './MenuFoodCost';
import { ScheduledMenuCard } from './ScheduledMenuCard';
import { ScheduleOnePrompt } from './ScheduleOnePrompt';

interface ServiceLineSectionProps {
  line: ServiceLine;
  slot: ScheduleSlot;
  /** The line's menu of the day (one per market, line and date), if any. */
  menu: ScheduledMenuListItem | null;
  /** The day's add-ons of every line: one call for the whole day. */
  addOns: UseQueryResult<ScheduledAddOn[]>;
  /** The day's food cost of every line: one call for the whole day, null without viewFoodCost. */
  dayFoodCost: DayFoodCost;
}

/** One service line of the day: its menu or a Schedule One prompt, then its add-ons. */
export function ServiceLineSection({
  line,
  slot,
  menu,
  addOns,
  dayFoodCost,
}: ServiceLineSectionProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Schedule One and Unschedule go with what they change: the focus stays in the line.
  useFocusWhenLost(heading, menu?.id ?? null);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      // The line's calendar colour, so the day reads like the calendar it was opened from.
      sx={{ p: 2, borderLeft: 6, borderLeftColor: serviceLineColour(line.name) }}
    >
      <Typography
        ref={heading}
        id={headingId}
        tabIndex={-1}
        variant="h5"
        component="h2"
        sx={{ mb: 2 }}
      >
        {line.name}
      </Typography>
      <Stack spacing={2}>
        {menu ? (
          <ScheduledMenuCard item={menu} lineName={line.name} dayFoodCost={dayFoodCost} />
        ) : (
          <ScheduleOnePrompt slot={slot} lineName={line.name} />
        )}
        {serviceLineTakesAddOns(line.name) && (
          <AddOnSection slot={slot} lineName={line.name} addOns={addOns} />
        )}
      </Stack>
    </Paper>
  );
}
