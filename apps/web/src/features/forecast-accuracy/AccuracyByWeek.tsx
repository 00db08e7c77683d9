import type { ForecastAccuracy } from '@catering/domain';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatPortions } from '../../components/food-cost/FoodCostSummary';
import { formatShare } from '../../lib/format';
import { AccuracySection, FIGURE_HEAD, FigureCells } from './AccuracyTables';
import { shortDate, ACCURACY_TEXT as T } from './messages';

type Weeks = ForecastAccuracy['weeks'];
const F = T.figures;
const CHART_HEIGHT = 260;

/** A ratio as a chart's percent (0.72 → 72); a week without one leaves a gap. */
const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

/**
 * The trend by week: planned against eaten portions as bars, the two ratios as lines (the
 * portions are a scale, the ratios what to read), and the weeks' table behind both.
 */
export function AccuracyByWeek({ weeks }: { weeks: Weeks }) {
  const { palette } = useTheme();
  // Eaten is the brand's colour in both charts, waste a warning, planned a neutral.
  const colours = {
    planned: palette.grey[400],
    eaten: palette.primary.main,
    waste: palette.warning.main,
  };
  const labels = weeks.map((week) => shortDate(week.weekStart));
  return (
    <AccuracySection
      title={T.chartTitle}
      head={[T.week, ...FIGURE_HEAD]}
      rows={weeks.map((week) => (
        <TableRow key={week.weekStart}>
          <TableCell component="th" scope="row">
            {shortDate(week.weekStart)}
          </TableCell>
          <FigureCells figures={week} />
        </TableRow>
      ))}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <figure style={{ margin: 0 }} aria-label={T.portionsChart}>
          <Typography component="figcaption" variant="subtitle2" color="text.secondary">
            {T.portionsChart}
          </Typography>
          <BarChart
            height={CHART_HEIGHT}
            xAxis={[{ scaleType: 'band', data: labels }]}
            yAxis={[{ width: 56, valueFormatter: (value: number) => formatPortions(value) }]}
            series={[
              {
                label: F.planned,
                color: colours.planned,
                data: weeks.map((week) => Math.round(week.plannedPortions)),
                valueFormatter: (value) => (value === null ? '' : formatPortions(value)),
              },
              {
                label: F.eaten,
                color: colours.eaten,
                data: weeks.map((week) => Math.round(week.eatenPortions)),
                valueFormatter: (value) => (value === null ? '' : formatPortions(value)),
              },
            ]}
          />
        </figure>
        <figure style={{ margin: 0 }} aria-label={T.sharesChart}>
          <Typography component="figcaption" variant="subtitle2" color="text.secondary">
            {T.sharesChart}
          </Typography>
          <LineChart
            height={CHART_HEIGHT}
            // Room for the last week's label at the right end of the axis.
            margin={{ right: 32 }}
            xAxis={[{ scaleType: 'point', data: labels }]}
            yAxis={[{ width: 48, min: 0, valueFormatter: (value: number) => `${value}%` }]}
            series={[
              {
                label: F.plannedVsEaten,
                color: colours.eaten,
                data: weeks.map((week) => percent(week.plannedVsEaten)),
                valueFormatter: (value) => formatShare(value === null ? null : value / 100),
              },
              {
                label: F.waste,
                color: colours.waste,
                data: weeks.map((week) => percent(week.wastePct)),
                valueFormatter: (value) => formatShare(value === null ? null : value / 100),
              },
            ]}
          />
        </figure>
      </Box>
    </AccuracySection>
  );
}
