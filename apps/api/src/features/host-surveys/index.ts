/** What other parts of the API use of the host surveys feature. */
export { hostSurveyRoutes } from './host-surveys.routes.js';
export {
  openHostSurvey,
  plannedContainersOf,
  submitHostSurvey,
} from './host-surveys.service.js';
