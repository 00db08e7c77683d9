import type { MenuHostFlow, MenuHostFlowUpdate } from '@catering/domain';

/** One row of the host flow: the element's name for display, the host's details editable. */
export interface HostFlowRow {
  menuElementId: string;
  name: string;
  servingUtensilId: string;
  servingVesselId: string;
  directionals: string;
  /** The row as it was read: the server refuses the save if it changed since (stale). */
  updatedAt: string;
}

export interface HostFlowFormValues {
  elements: HostFlowRow[];
  updatedAt: string;
}

/** Reads only the rows and the read time: a scheduled menu's host flow has the same rows. */
export function hostFlowFormValues(
  hostFlow: Pick<MenuHostFlow, 'elements' | 'updatedAt'>,
): HostFlowFormValues {
  return {
    elements: [...hostFlow.elements]
      .sort((a, b) => a.hostFlowOrder - b.hostFlowOrder)
      .map((row) => ({
        menuElementId: row.id,
        name: row.name,
        servingUtensilId: row.servingUtensilId ?? '',
        servingVesselId: row.servingVesselId ?? '',
        directionals: row.directionals,
        updatedAt: row.updatedAt,
      })),
    updatedAt: hostFlow.updatedAt,
  };
}

/** The update the API takes: each row's host-flow order is its place in the table. */
export function hostFlowUpdateFromForm(values: HostFlowFormValues): MenuHostFlowUpdate {
  return {
    elements: values.elements.map((row, hostFlowOrder) => ({
      id: row.menuElementId,
      directionals: row.directionals,
      hostFlowOrder,
      servingUtensilId: row.servingUtensilId,
      servingVesselId: row.servingVesselId,
      updatedAt: row.updatedAt,
    })),
    updatedAt: values.updatedAt,
  };
}
