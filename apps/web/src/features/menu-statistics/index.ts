// What other features use of menu statistics: the dialog opened from the scheduling detail.
export { MenuStatisticsDialog } from './MenuStatisticsDialog';
