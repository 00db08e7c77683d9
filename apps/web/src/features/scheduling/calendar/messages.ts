/** Texts of the scheduling calendar (catalogue spec 2.7, 8; docs/scheduling.md). */
export const CALENDAR_TEXTS = {
  title: 'Scheduling',
  unknownMarket: 'This market does not exist. Choose a market to see its schedule.',
  nothingScheduled: 'Nothing scheduled this month. Click a day to schedule a menu.',
  loading: 'Loading the schedule',
  lineFilters: 'Service lines',
  showToggles: 'Show on the menus',
  showNeedsOneLine: 'Turn on exactly one service line to show cuisine, protein, salad or starch.',
  moved: (date: string) => `Menu has been moved to ${date}.`,
  openDay: (longDate: string) => `Show the schedule of ${longDate}`,
  locked: 'Locked',
} as const;
