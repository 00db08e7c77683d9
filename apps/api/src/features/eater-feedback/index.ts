/** What the app and other features use of eater feedback: its routes, a menu's scores. */
export { eaterFeedbackRoutes } from './eater-feedback.routes.js';
export { eaterScoresOfScheduledMenu } from './eater-feedback.service.js';
