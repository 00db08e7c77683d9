/** What other features use of the forecast Accuracy screen: its page, loaded lazily by the forecast's routes. */
export { ForecastAccuracyPage } from './ForecastAccuracyPage';
