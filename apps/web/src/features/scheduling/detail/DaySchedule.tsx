import type { ServiceLine } from '@catering/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { errorMessages } from '../../../lib/api';
import { useServiceLines } from '../../../lib/reference-data';
import { sortServiceLines } from '../../../lib/service-lines';
import { useHasPermission } from '../../../lib/session';
import { useDayAddOns, useDayFoodCost, useDayMenus } from './api';
import { ServiceLineSection } from './ServiceLineSection';

/**
 * The day's sections: every service line the calendar shows, in the spec's order (spec 9:
 * Breakfast, Lunch, Dinner, Snack, Happy Hour, then the calendar's Dessert and Special), so
 * whatever the calendar can show can be scheduled here too.
 */
const linesOfDay = (lines: readonly ServiceLine[]) => sortServiceLines(lines);

export function DaySchedule({ marketId, date }: { marketId: string; date: string }) {
  const lines = linesOfDay(useServiceLines().data ?? []);
  const menus = useDayMenus(marketId, date);
  const addOns = useDayAddOns(marketId, date);
  const mayViewFoodCost = useHasPermission('viewFoodCost');
  const foodCost = useDayFoodCost(
    marketId,
    date,
    lines.map((line) => line.id),
    mayViewFoodCost,
  );

  if (menus.isPending) {
    return (
      <Stack spacing={2} aria-label="Loading the day's menus">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={160} />
        ))}
      </Stack>
    );
  }
  if (menus.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void menus.refetch()}>
            Retry
          </Button>
        }
      >
        {errorMessages(menus.error).join(' ')}
      </Alert>
    );
  }

  const slot = { marketId, date };
  return (
    <Stack spacing={3}>
      {lines.map((line) => (
        <ServiceLineSection
          key={line.id}
          line={line}
          slot={{ ...slot, serviceLineId: line.id }}
          menu={menus.data.find((menu) => menu.serviceLineId === line.id) ?? null}
          addOns={addOns}
          dayFoodCost={mayViewFoodCost ? foodCost : null}
        />
      ))}
    </Stack>
  );
}
