/**
 * What others use of host surveys: the shell's sender of surveys submitted offline, and
 * what this device keeps of them (drafts and queued submits) for the hosts' My surveys.
 */
export {
  type DeviceDraft,
  listDeviceDrafts,
  listQueuedSubmits,
  type QueuedSubmit,
} from './device-store';
export { SurveyQueueRunner } from './SurveyQueueRunner';
