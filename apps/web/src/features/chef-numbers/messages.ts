import { CALCULATION_MESSAGES } from '@catering/domain';

/** Texts of the Chef Daily Numbers screen (catalogue spec 2.11, 8); the spec's are verbatim. */
export const CHEF_TEXTS = {
  title: 'Chef Daily Numbers',
  serviceLineLabel: 'Service Line',
  dateLabel: 'Date',
  portionModifiers: 'Portion Modifiers',
  showInOz: 'Show in oz',
  showInLbs: 'Show in lbs',
  unitsLabel: 'Units',
  downloadPdf: 'Download PDF',
  /** The day's other documents, beside Download PDF. */
  documents: 'Documents',
  /** Spec 8: a PDF that could not be made. */
  pdfFailed: 'Unable to download the PDF! Check the console',
  goToScheduledMenu: 'Go To Scheduled Menu',
  noData: CALCULATION_MESSAGES.noData,
  noDataHint: 'No menu is scheduled for this service line and date.',
  scheduleOne: 'Schedule a menu for this day',
  noCalculations: 'There are no calculations to display.',
  noMarkets: 'There are no markets yet, so there are no numbers to show.',
  marketsFailed: 'The markets and service lines could not be loaded.',
  loading: 'Loading the numbers',
  locked: 'Locked',
  totalsTitle: 'What to cook',
  totalsCaption: 'Container totals per element',
  accountsTitle: 'Per account',
  accountsCaption: 'Containers per account and element',
  totalRow: 'Total',
  addOnsTitle: 'Add-on service',
  noAddOns: 'No add-ons ordered for this service.',
  addOnsLoading: 'Loading the add-ons',
  /** A slot's element when the day has no scheduled add-on of the type, or it left the slot empty. */
  addOnNotScheduled: (type: string) => `No ${type} scheduled for this day`,
  addOnSlotEmpty: CALCULATION_MESSAGES.addOnSlotEmpty,
  /** Accounts that added an add-on and left every slot at 0: their order counts nothing yet. */
  addOnWithoutQuantities: (type: string, accounts: string[]) =>
    `${accounts.join(', ')} ${accounts.length === 1 ? 'has' : 'have'} ${type} on the service with no quantities: set them in the service's add-ons, or nothing is counted.`,
  alternative: '(alternative)',
  isAlt: 'Is Alt',
} as const;
