/** What the app uses of calendar feeds. */
export { calendarFeedRoutes } from './calendar-feeds.routes.js';
