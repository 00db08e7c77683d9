export { schedulingFailure } from '../../../lib/failure-text';

/** Texts of the daily scheduling view (catalogue spec 2.8, 8); the spec's are verbatim. */
export const DETAIL_MESSAGES = {
  scheduled: 'Menu has been scheduled.',
  unscheduled: 'Menu has been unscheduled.',
  addOnUnscheduled: 'Add-on has been unscheduled.',
  detailsTitle: 'Detailed Headcount and Accommodations',
  noConsumers: 'No accounts are served on this service line and date.',
  invalidDate: (date: string) =>
    `"${date}" is not a date. Scheduling dates look like 2025-03-14 (year-month-day).`,
  unknownMarket: 'This market does not exist. Choose a market from the scheduling calendar.',
  nothingScheduled: (line: string) => `Nothing is scheduled for ${line} on this day.`,
  noAddOns: 'No add-ons are scheduled.',
  everyAddOnTypeScheduled: 'Every add-on type is already scheduled for this line and day.',
} as const;

export const unscheduleMenuPrompt = (name: string, line: string) => ({
  title: 'Unschedule Menu',
  message: `Unschedule "${name}" from ${line}? The menu, its numbers and its host flow for this day are removed.`,
});

export const unscheduleAddOnPrompt = (typeName: string, line: string) => ({
  title: 'Unschedule Add-on',
  message: `Unschedule the ${typeName} add-on from ${line}? Its elements for this day are removed.`,
});
