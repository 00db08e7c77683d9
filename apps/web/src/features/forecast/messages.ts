/** The words of the Forecast screen (issue #28 point 2; docs/forecast.md). */
export const FORECAST_TEXT = {
  title: 'Forecast',
  subtitle:
    "The portion modifiers the hosts' surveys suggest, per account and element type. Nothing changes until a person applies them.",
  accuracy: 'Accuracy',
  filtersLabel: 'Forecast filters',
  sortLabel: 'Sort by',
  sortSaving: 'Expected saving',
  sortRunouts: 'Runouts avoided',
  noMarket: 'Choose a market to see its forecast.',
  loading: 'Loading the forecast',
  notFound: 'This market no longer exists.',
  empty: 'No suggestion differs from the modifiers in force.',
  tableLabel: 'Suggested modifiers',
  selectAll: 'Select every suggestion',
  selectRow: (account: string, type: string) => `Select ${account} — ${type}`,
  apply: 'Apply',
  applyCount: (n: number) => `Apply (${n})`,
  lessFood: 'Less food',
  moreFood: 'more food',
  moreFoodArrow: 'More food',
  notServed: (people: number) => `${people} not served`,
  columns: {
    account: 'Account',
    elementType: 'Element type',
    current: 'Modifier now',
    suggested: 'Suggested',
    surveys: 'Surveys',
    ate: 'Ate',
    cameBack: 'Came back',
    runouts: 'Runouts',
    saving: 'Expected saving a service',
  },
  savingHint: 'People-portions a service: what the suggestion serves less (negative: more).',
  confirmTitle: (n: number) => `Apply ${n} ${n === 1 ? 'suggestion' : 'suggestions'}?`,
  confirmMessage:
    'This changes the portion modifiers of these accounts, and with them the Chef numbers of every menu they eat from now on.',
  confirmLabel: 'Apply',
  changesLabel: 'Changes to apply',
  change: (account: string, type: string, from: string, to: string) =>
    `${account} — ${type} ${from} → ${to}`,
  applied: (accounts: number) =>
    `Updated the modifiers of ${accounts} ${accounts === 1 ? 'account' : 'accounts'}.`,
  failedTitle: 'Some suggestions were not applied',
  failed: (account: string, message: string) => `${account}: ${message}`,
} as const;

/** "5,602 suggestions": a large market's counts run to thousands. */
const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** "3 accounts and types hold; 2 have too few surveys": what the list leaves out, and why. */
export function leftOutText(held: number, tooFew: number): string {
  const hold = `${plural(held, 'account and type holds', 'accounts and types hold')}`;
  const few = `${count(tooFew)} ${tooFew === 1 ? 'has' : 'have'} too few surveys`;
  return `${hold}; ${few}`;
}

/** "4 suggestions; 3 accounts and types hold; 2 have too few surveys". */
export function summaryText(suggestions: number, held: number, tooFew: number): string {
  return `${plural(suggestions, 'suggestion', 'suggestions')}; ${leftOutText(held, tooFew)}`;
}
