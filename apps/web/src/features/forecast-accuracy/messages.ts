/** The words of the forecast Accuracy screen (issue #28 point 4; docs/forecast.md 6). */
export const ACCURACY_TEXT = {
  title: 'Forecast accuracy',
  subtitle:
    "What was planned against what the hosts' completed surveys say was eaten, the waste and the runouts, and how accounts did since suggestions were applied.",
  back: 'Back to the forecast',
  filtersLabel: 'Accuracy filters',
  month: 'Month',
  noMarket: 'Choose a market to see its accuracy.',
  loading: 'Loading the accuracy',
  notFound: 'This market no longer exists.',
  empty: (month: string) => `No completed host surveys in ${month}.`,
  total: 'The month',
  figures: {
    services: 'Services',
    planned: 'Planned',
    eaten: 'Eaten',
    plannedVsEaten: 'Eaten of planned',
    waste: 'Waste',
    runouts: 'Runouts',
    peopleNotServed: 'People not served',
  },
  portionsHint:
    'Portions of every element added up (ounces, pieces, pans): a scale to compare, not a quantity.',
  chartTitle: 'By week',
  portionsChart: 'Planned and eaten portions by week',
  sharesChart: 'Eaten of planned and waste by week',
  weeksTable: 'Weeks',
  week: 'Week of',
  serviceLinesTable: 'Service lines',
  serviceLine: 'Service line',
  accountsTable: 'Accounts',
  account: 'Account',
  appliedOn: 'Applied on',
  neverApplied: 'Never',
  beforeAfterWaste: 'Waste before → after',
  beforeAfterEaten: 'Eaten of planned before → after',
} as const;

/** "March 2026" of `2026-03`. */
export function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, number - 1, 1)));
}

/** "Mar 3" of `2026-03-03`: a week's Monday in the chart and the table. */
export function shortDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
