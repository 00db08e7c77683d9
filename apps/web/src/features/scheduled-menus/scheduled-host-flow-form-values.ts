import type { ScheduledHostFlow, ScheduledHostFlowUpdate } from '@catering/domain';
import {
  type HostFlowFormValues,
  hostFlowFormValues,
  hostFlowUpdateFromForm,
} from '../../components/host-flow/host-flow-form-values';

/** The master menu's host-flow rows, plus the day's three notes. */
export interface ScheduledHostFlowFormValues extends HostFlowFormValues {
  butcherPaperNotes: string;
  clientNotes: string;
  talkingPoints: string;
}

export function scheduledHostFlowFormValues(
  hostFlow: ScheduledHostFlow,
): ScheduledHostFlowFormValues {
  return {
    ...hostFlowFormValues({ elements: hostFlow.scheduledElements, updatedAt: hostFlow.updatedAt }),
    butcherPaperNotes: hostFlow.butcherPaperNotes,
    clientNotes: hostFlow.clientNotes,
    talkingPoints: hostFlow.talkingPoints,
  };
}

/** The update the API takes: rows as for a master menu, under `scheduledElements`. */
export function scheduledHostFlowUpdateFromForm(
  values: ScheduledHostFlowFormValues,
): ScheduledHostFlowUpdate {
  const { elements, updatedAt } = hostFlowUpdateFromForm(values);
  return {
    butcherPaperNotes: values.butcherPaperNotes,
    clientNotes: values.clientNotes,
    talkingPoints: values.talkingPoints,
    scheduledElements: elements,
    updatedAt,
  };
}
