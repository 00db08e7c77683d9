/** What the shell uses of host surveys: the sender of surveys submitted offline. */
export { SurveyQueueRunner } from './SurveyQueueRunner';
